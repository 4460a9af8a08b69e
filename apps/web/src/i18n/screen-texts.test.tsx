import type { Words } from "@pp/domain";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, type Catalog, i18n, loadScreenTexts } from "./i18n";
import { useText } from "./use-text";

/*
 * A screen on the catalogs (decision 065): its compiled catalog loads in the page's language with its code, again
 * when the language switches, and `t`/`tNodes` say its words with ICU plurals, values isolated in Arabic.
 */

const COUNT = (forms: Record<string, unknown[]>) => [["count", "plural", forms], " in ", ["place"]];
/** A made-up screen's catalog, as `npm run i18n` compiles one; each language's chunk counts its loads. */
function screenCatalog(arabic: () => Promise<{ messages: Record<string, unknown> }>) {
  const en = vi.fn(async () => ({
    messages: {
      "test.count": COUNT({ one: ["#", " person"], other: ["#", " people"] }),
      "test.link": [["open"], " to see ", ["file"], "."],
      "test.kind": ["Kind: ", ["kind"]],
      "test.word": ["Agent"],
    },
  }));
  const ar = vi.fn(arabic);
  return { catalog: { en, ar } as unknown as Catalog, en, ar };
}
const ARABIC = async () => ({
  messages: {
    "test.count": COUNT({
      one: ["شخص واحد"],
      two: ["شخصان"],
      few: ["#", " أشخاص"],
      many: ["#", " شخصًا"],
      other: ["#", " شخص"],
    }),
    "test.link": [["open"], " لرؤية ", ["file"], "."],
    "test.kind": ["النوع: ", ["kind"]],
    "test.word": ["الوكيل"],
  },
});
const count = (n: number): Words => ({
  id: "test.count",
  message: "{count, plural, one {# person} other {# people}} in {place}",
  values: { count: n, place: "Dubai" },
});

function Shown({ words, link }: { words: Words; link?: boolean }) {
  const { t, tNodes } = useText();
  return <p>{link ? tNodes(words, { open: <a href="/x">Open it</a> }) : t(words)}</p>;
}

afterEach(() => activateLanguage("en"));

describe("a screen's catalog", () => {
  it("loads in English with the screen, and says a count with its plural form", async () => {
    const { catalog, en, ar } = screenCatalog(ARABIC);
    await loadScreenTexts([catalog]);
    expect(en).toHaveBeenCalledOnce();
    expect(ar).not.toHaveBeenCalled();
    const { container } = render(<Shown words={count(1)} />);
    expect(container.textContent).toBe("1 person in Dubai");
    render(<Shown words={count(12)} />);
    expect(document.body.textContent).toContain("12 people in Dubai");
  });

  it("loads again in Arabic when the language switches: Arabic's forms, Latin digits, text values isolated", async () => {
    const { catalog, ar } = screenCatalog(ARABIC);
    await loadScreenTexts([catalog]);
    await activateLanguage("ar");
    expect(ar).toHaveBeenCalledOnce();
    const { container } = render(<Shown words={count(2)} />);
    expect(container.textContent).toBe("شخصان in \u2068Dubai\u2069");
    expect(i18n._(count(12))).toBe("12 شخصًا in Dubai");
    // Words among the values are translated, not isolated.
    const kind: Words = {
      id: "test.kind",
      message: "Kind: {kind}",
      values: { kind: { id: "test.word", message: "Agent" } },
    };
    expect(render(<Shown words={kind} />).container.textContent).toBe("النوع: الوكيل");
  });

  it("puts elements where a sentence says them, isolated in Arabic", async () => {
    const { catalog } = screenCatalog(ARABIC);
    await loadScreenTexts([catalog]);
    await activateLanguage("ar");
    const words: Words = { id: "test.link", message: "{open} to see {file}.", values: { file: "a.pdf" } };
    const { container } = render(<Shown words={words} link />);
    expect(container.textContent).toBe("Open it لرؤية \u2068a.pdf\u2069.");
    expect(container.querySelector("bdi > a")?.textContent).toBe("Open it");
  });

  it("leaves the page in English when its Arabic cannot be fetched", async () => {
    const { catalog } = screenCatalog(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    await loadScreenTexts([catalog]);
    expect(await activateLanguage("ar")).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(i18n._(count(3))).toBe("3 people in Dubai");
  });
});
