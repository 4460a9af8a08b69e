import { type HplusPlan, planBenefitRows, planInLanguage } from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import { inBoth } from "./document-labels";
import type { Cell } from "./typeset/document-blocks";

/** A value in both languages; one that reads the same in both (an amount, a percentage) stays one value. */
function bothValues(en: string, ar: string): Cell {
  const arabic = localizeMessage(ar, "ar");
  return arabic === en ? en : { en, ar: arabic };
}

/**
 * A plan's benefits as the documents print them: each label in both languages, each value from the plan's English
 * and its Arabic texts (a "None" from the catalogs).
 */
export function planBenefitCells(plan: HplusPlan): { key: string; label: Cell; value: Cell }[] {
  const arabic = planBenefitRows(planInLanguage(plan, "ar"));
  return planBenefitRows(plan).map((row, i) => ({
    key: row.key,
    label: inBoth(row.label),
    value: bothValues(row.value, arabic[i]!.value),
  }));
}
