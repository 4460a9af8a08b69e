import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, i18n, loadScreenTexts, translateMessage } from "../i18n/i18n";
import { rememberLanguage } from "../i18n/language-cookie";
import { useText } from "../i18n/use-text";
import { applyAccountLanguage } from "./apply-account-language";

/*
 * A sign-in in Arabic goes on to the first screen at once: the account's language is applied while the signed-in
 * shell's code (and with it the screens' texts) loads. The shell's sidebar must be Arabic when it first shows, without
 * a reload. (A module of its own: which parts of Arabic have loaded is the module's state.)
 */

const clearChoice = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the app writes the choice the same way (language-cookie.ts).
  document.cookie = "pp_lang=; Max-Age=0; Path=/";
};

afterEach(async () => {
  await activateLanguage("en");
  clearChoice();
});

/** The sidebar's entry, from the shell's texts (the common catalog every screen loads). */
const UNDERWRITING_QUEUE = { id: "shell.sidebarEntries.underwritingQueue", message: "Underwriting Queue" };

/** Words whose Arabic comes in a later part of the texts. */
const LATER = { id: "test.laterPart", message: "Later" };

function SidebarEntry() {
  const { t } = useText();
  return <span>{t(UNDERWRITING_QUEUE)}</span>;
}

describe("the language chosen at sign-in", () => {
  it("holds on the first screen: the shell's texts load in the account's language, not the page's before", async () => {
    clearChoice();
    expect(i18n.locale).toBe("en");
    // The account is Arabic; the browser never chose. Sign-in applies it and, in the same turn, the shell starts loading.
    const applied = applyAccountLanguage("ar");
    await loadScreenTexts();
    await applied;
    expect(i18n.locale).toBe("ar");
    expect(translateMessage(UNDERWRITING_QUEUE)).toBe("قائمة الاكتتاب");
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("shows a screen again when the texts it said before they had loaded arrive, and only then", async () => {
    rememberLanguage("ar");
    let renders = 0;
    function LaterWords() {
      const { t } = useText();
      renders += 1;
      return <span>{t(LATER)}</span>;
    }
    render(
      <>
        <SidebarEntry />
        <LaterWords />
      </>,
    );
    await act(() => activateLanguage("ar"));
    expect(screen.getByText("Later")).toBeTruthy();
    const before = renders;
    // Another screen's texts (the top bar's search's, after the page): nothing shown changes, nothing renders again.
    await act(async () => {
      i18n.load("ar", { "test.otherScreen": "شاشة أخرى" });
    });
    expect(renders).toBe(before);
    // The texts the screen said before they had loaded (a later part of Arabic): it renders again, in Arabic.
    await act(async () => {
      i18n.load("ar", { [LATER.id]: "لاحقًا" });
    });
    expect(screen.getByText("لاحقًا")).toBeTruthy();
    expect(screen.getByText("قائمة الاكتتاب")).toBeTruthy();
  });
});
