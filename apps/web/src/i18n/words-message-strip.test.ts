import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { wordsMessageStrip } from "../../scripts/words-message-strip-plugin";

/* The build drops a moved screen's English from its code (its catalog says it); the rest of the code stays as written. */

const TEAM_PAGE = path.join(import.meta.dirname, "../features/team/team-page.tsx");
type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const plugin = wordsMessageStrip();
(plugin.buildStart as () => void)();
const transform = plugin.transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const run = (code: string, id = TEAM_PAGE) => transform.call(context, code, id)?.code;

describe("the build's copy of a moved screen's words", () => {
  it("keeps each id and its values and drops the English", () => {
    const code = readFileSync(TEAM_PAGE, "utf8");
    const out = run(code) ?? "";
    const ids = (text: string) => [...text.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(ids(out)).toEqual(ids(code));
    expect(ids(out).length).toBeGreaterThan(10);
    expect(out).not.toContain('message: "Invite a person"');
    expect(out).toContain("values: { name: open.user.name }");
  });

  it("strips a descriptor written on several lines, with or without values after it", () => {
    const code =
      't(\n  /*i18n*/ {\n    id: "team.people.title",\n    message: "Say \\"{name}\\"",\n    values: { name },\n  },\n);\nt(/*i18n*/ { id: "team.page.title", message: `B` });';
    expect(run(code)).toBe(
      't(\n  /*i18n*/ { id: "team.people.title",\n    values: { name },\n  },\n);\nt(/*i18n*/ { id: "team.page.title" });',
    );
  });

  it("keeps the first pages' English, shown when no catalog could load (the sign-in page, the route's error page)", () => {
    const errorPage = path.join(import.meta.dirname, "../ui/route-error-page.tsx");
    const code = readFileSync(errorPage, "utf8");
    expect(code).toMatch(/message:/);
    expect(run(code, errorPage)).toBe(code);
  });

  it("fails the build on words no English catalog holds (the catalogs not extracted)", () => {
    expect(() => run('t(/*i18n*/ { id: "team.never.extracted", message: "Hello" });')).toThrow(
      /team\.never\.extracted/,
    );
  });

  it("fails the build on words it cannot recognise, rather than ship them unstripped", () => {
    expect(() => run('t(/*i18n*/ { message: "Hello", id: "team.hello" });')).toThrow(/1 of its 1 words/);
  });

  it("leaves the code outside the web app's sources as written (the domain's words keep their English)", () => {
    const domain = path.join(import.meta.dirname, "../../../../packages/domain/src/anything.ts");
    expect(run('t(/*i18n*/ { id: "x.y", message: "Hello" });', domain)).toBeUndefined();
  });
});
