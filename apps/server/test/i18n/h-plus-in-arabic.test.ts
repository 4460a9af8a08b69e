import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { hasBareHPlus } from "@pp/domain";
import { messages as DOMAIN_LINGUI_AR } from "@pp/domain/i18n/locales/ar";
import { messages as DOMAIN_SIGN_IN_AR } from "@pp/domain/i18n/locales/sign-in/ar";
import { messages as DOMAIN_TEAM_AR } from "@pp/domain/i18n/locales/team/ar";
import { describe, expect, it } from "vitest";
import { messages as LINGUI_AR } from "../../src/i18n/locales/ar";
import { textOf } from "../support/compiled-text";

const SEED = path.join(import.meta.dirname, "../../seed");
const ARABIC = /[\u0600-\u06FF]/;

/** The quoted Arabic cells of a seed file, with their line numbers. */
function arabicCells(file: string) {
  return readFileSync(path.join(SEED, file), "utf8")
    .split("\n")
    .flatMap((line, index) =>
      [...line.matchAll(/"([^"]*)"/g)]
        .map((m) => m[1] ?? "")
        .filter((cell) => ARABIC.test(cell))
        .map((cell) => ({ line: index + 1, cell })),
    );
}

describe("H+ in Arabic text", () => {
  it("is isolated left to right in every catalog the server, its mails and the domain speak", () => {
    const linguiTexts = Object.fromEntries(
      Object.entries({ ...DOMAIN_SIGN_IN_AR, ...DOMAIN_TEAM_AR, ...DOMAIN_LINGUI_AR, ...LINGUI_AR }).map(
        ([id, message]) => [id, textOf(message)],
      ),
    );
    expect(Object.values(linguiTexts).filter(hasBareHPlus)).toEqual([]);
  });

  it("is isolated in every Arabic cell of the seeds (plans, rules, questions)", () => {
    const bare = readdirSync(SEED)
      .filter((file) => file.endsWith(".csv"))
      .flatMap((file) => arabicCells(file).map((c) => ({ file, ...c })))
      .filter(({ cell }) => hasBareHPlus(cell));
    expect(bare).toEqual([]);
  });

  it("tells a bare H+ from a kept one", () => {
    expect(hasBareHPlus("طلب H+ جديد")).toBe(true);
    expect(hasBareHPlus("طلب H+\u200F جديد")).toBe(true);
    expect(hasBareHPlus("طلب \u2066H+\u2069 جديد")).toBe(false);
    expect(hasBareHPlus("طلب \u2066H+\u2069 و H+")).toBe(true);
  });
});
