import { type HplusPlan, type Language, type PlanBenefitKey, planBenefitRows, planInLanguage } from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";

/**
 * A plan's benefits as label and value, in the reader's language: the plan's own texts in Arabic come from the
 * catalogue's Arabic, the labels and a "None" from the catalogs.
 */
export const planBenefitItems = (plan: HplusPlan, language: Language, keys?: readonly PlanBenefitKey[]) =>
  planBenefitRows(planInLanguage(plan, language), keys).map(
    (row) => [translateMessage(row.label), translateMessage(row.value)] as const,
  );
