import { readFile } from "node:fs/promises";
import path from "node:path";
import { underwritingRuleSchema } from "@pp/domain";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { SEED_DIR } from "../../../paths";
import { parseRows, ReferenceDataError } from "./csv-rows";
import {
  activeMedicalQuestions,
  activeUnderwritingRules,
  replaceActiveUnderwritingRules,
} from "./reference-data-repository";

export const DEFAULT_RULES_FILE = path.join(SEED_DIR, "underwriting-rules.csv");

const ruleRowSchema = z.object({ position: z.coerce.number() }).passthrough().pipe(underwritingRuleSchema);

/**
 * Replaces the H+ underwriting rules from a checked file: a bad row, a repeated code or a rule on a question the
 * medical declaration does not ask is refused with its line, and the rules in force stay. Applications already
 * finalized keep the hits recorded then; the new rules apply from the next finalize.
 */
export async function loadUnderwritingRules(db: Db, file = DEFAULT_RULES_FILE) {
  const rules = parseRows(await readFile(file, "utf8"), ruleRowSchema, file);
  if (rules.length === 0) throw new ReferenceDataError(`${file} holds no rules.`);
  const questions = new Set((await activeMedicalQuestions(db)).map((q) => q.id));
  rules.forEach((rule, i) => {
    const first = rules.findIndex((r) => r.code === rule.code);
    if (first !== i)
      throw new ReferenceDataError(`${file} line ${i + 2}: repeats the code of line ${first + 2} (${rule.code}).`);
    if (rule.kind === "answer_yes" && !questions.has(rule.value))
      throw new ReferenceDataError(
        `${file} line ${i + 2}: value: the medical declaration asks no question "${rule.value}".`,
      );
  });
  const key = (r: {
    code: string;
    position: number;
    kind: string;
    value: string;
    outcome: string;
    description: string;
    descriptionAr: string;
  }) => JSON.stringify([r.code, r.position, r.kind, r.value, r.outcome, r.description, r.descriptionAr]);
  const values = rules.map(({ description_ar, ...rule }) => ({ ...rule, descriptionAr: description_ar }));
  const current = new Set((await activeUnderwritingRules(db)).map(key));
  if (current.size === values.length && values.every((r) => current.has(key(r)))) return values.length;
  await replaceActiveUnderwritingRules(db, values);
  return values.length;
}
