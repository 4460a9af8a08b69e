import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * A form checks its values with react-hook-form and the domain's zod schema (`zodResolver`), which marks the fields,
 * wires their messages (ui/field-wiring.ts) and focuses the first wrong one. A component that calls `safeParse`
 * itself keeps a second form state beside it. The components below still do; the list only shrinks.
 */
const STILL_CHECKED_BY_HAND = new Set([
  // The applicant's signature: its name and consent in useState, checked when sent.
  "features/applicant/applicant-page.tsx",
]);

const SRC = path.join(import.meta.dirname, "..");

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("the web app's components", () => {
  it("leave checking a form's values to react-hook-form, but for the few still listed", () => {
    const checking = components(SRC)
      .filter((file) => /\.safeParse\(/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(SRC, file).split(path.sep).join("/"));
    expect(checking.filter((file) => !STILL_CHECKED_BY_HAND.has(file))).toEqual([]);
    // A component moved onto the form hook leaves the list too.
    expect([...STILL_CHECKED_BY_HAND].filter((file) => !checking.includes(file))).toEqual([]);
  });
});
