import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { latinWordsIn } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReferenceDataError } from "../../../../src/modules/reference/reference-data/csv-rows";
import { activeUnderwritingRules } from "../../../../src/modules/reference/reference-data/reference-data-repository";
import {
  DEFAULT_RULES_FILE,
  loadUnderwritingRules,
} from "../../../../src/modules/reference/reference-data/underwriting-rules";
import { createTestApp, type TestApp } from "../../../support/test-app";

// What `npm run rates -- rules <file>` runs; the CLI only adds opening the configured database around it.

let t: TestApp;
let dir: string;
let seed: string[];
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), "pp-rules-"));
  seed = (await readFile(DEFAULT_RULES_FILE, "utf8")).trim().split("\n");
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function rulesCsv(lines: string[]) {
  const file = path.join(dir, `rules-${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(file, `${lines.join("\n")}\n`);
  return file;
}

/** A rule's reason in Arabic, for the rows the tests add. */
const AR70 = ',"يبلغ 70 عامًا أو أكثر"';

const refusal = (file: string) =>
  loadUnderwritingRules(t.db, file).then(
    () => "loaded",
    (err: unknown) => (err instanceof ReferenceDataError ? err.message : String(err)),
  );

describe("the underwriting rules file", () => {
  it("is loaded with the reference data: seven rules in their order", async () => {
    const rules = await activeUnderwritingRules(t.db);
    expect(rules.map((r) => r.code)).toEqual([
      "age-65",
      "bmi-35",
      "chronic-condition",
      "hospital-stay",
      "current-treatment",
      "pregnancy",
      "uninsurable-conditions",
    ]);
  });

  it("gives every rule its reason in Arabic, with no English word in it", async () => {
    const rules = await activeUnderwritingRules(t.db);
    expect(
      rules.filter((r) => !/[\u0600-\u06FF]/.test(r.descriptionAr) || latinWordsIn(r.descriptionAr).length > 0),
    ).toEqual([]);
  });

  it("refuses a bad row with its line, and keeps the rules in force", async () => {
    const cases: [string[], RegExp][] = [
      [[...seed, `age-70,8,age_at_least,seventy,refer,Aged 70 or over${AR70}`], /line 9: value: an age in whole years/],
      [[...seed, "bmi-40,8,bmi_over,40,refer,Body-mass index over 40,مؤشر كتلة الجسم أكثر من 40"], /line 9: kind:/],
      [
        [...seed, "smoker,8,answer_yes,smoking,refer,Smokes,يدخّن"],
        /line 9: value: the medical declaration asks no question "smoking"/,
      ],
      [
        [...seed, `age-65,8,age_at_least,70,refer,Aged 70 or over${AR70}`],
        /line 9: repeats the code of line 2 \(age-65\)/,
      ],
      [[...seed, `x,8,age_at_least,70,refuse,Aged 70${AR70}`], /line 9: code:/],
      [
        [...seed, "age-70,8,age_at_least,70,refer,Aged 70 or over,Aged 70 or over"],
        /line 9: description_ar: Write it in Arabic/,
      ],
      [[...seed, "age-70,8,age_at_least,70,refer,Aged 70 or over,"], /line 9: description_ar: Write it in Arabic/],
      [[seed[0]!], /holds no rules/],
    ];
    for (const [lines, message] of cases) expect(await refusal(await rulesCsv(lines))).toMatch(message);
    expect((await activeUnderwritingRules(t.db)).length).toBe(7);
  });

  it("replaces the rules with a good file, retiring those it drops", async () => {
    const lines = [
      ...seed.filter((l) => !l.startsWith("tobacco")),
      `age-70,8,age_at_least,70,decline,Aged 70 or over${AR70}`,
    ];
    expect(await loadUnderwritingRules(t.db, await rulesCsv(lines.filter((l) => !l.startsWith("pregnancy"))))).toBe(7);
    const codes = (await activeUnderwritingRules(t.db)).map((r) => r.code);
    expect(codes).toContain("age-70");
    expect(codes).not.toContain("pregnancy");
    await loadUnderwritingRules(t.db);
    expect((await activeUnderwritingRules(t.db)).map((r) => r.code)).toContain("pregnancy");
  });
});
