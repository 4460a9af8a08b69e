import { z } from "zod";
import { arabicText } from "./arabic-text";
import type { Language } from "./i18n/language";
import { say } from "./i18n/say";
import { formatAed } from "./money";
import { PLAN_CODE_PATTERN, planCodeSchema } from "./plan-code";
import { singleLineText } from "./text-schema";

/** Said once, where two places of this module say the same words. */
const noneSaid = say(/*i18n*/ { id: "hplusPlans.none", message: "None" });

const benefitText = () => singleLineText().min(1).max(200);

/** A plan's texts: each is written in English and in Arabic (`network_ar`…), and a reader of Arabic reads the Arabic. */
export const PLAN_TEXT_FIELDS = [
  "network",
  "area_of_cover",
  "room_type",
  "maternity",
  "dental",
  "optical",
  "wellness",
  "pre_existing",
  "waiting_periods",
] as const;
export type PlanTextField = (typeof PLAN_TEXT_FIELDS)[number];

/**
 * One H+ plan of the catalogue: what it covers, as the insurer's table of benefits states it. Amounts are fils;
 * the premiums are in the rate table, per plan × TPA × age band × gender (× marital status).
 */
export const hplusPlanSchema = z.object({
  code: planCodeSchema,
  /** Order on the plan pages, cheapest cover first; the first plan is the one a new H+ quotation starts on. */
  position: z.number().int().min(1),
  name: singleLineText().min(1).max(40),
  network: benefitText(),
  area_of_cover: benefitText(),
  annual_limit_fils: z.number().int().positive(),
  deductible_fils: z.number().int().nonnegative(),
  copay_percent: z.number().int().min(0).max(100),
  room_type: benefitText(),
  maternity: benefitText(),
  dental: benefitText(),
  optical: benefitText(),
  wellness: benefitText(),
  pre_existing: benefitText(),
  waiting_periods: benefitText(),
  // The same texts in Arabic (the catalogue's file is held to Arabic when loaded); the name is a proper name.
  network_ar: benefitText(),
  area_of_cover_ar: benefitText(),
  room_type_ar: benefitText(),
  maternity_ar: benefitText(),
  dental_ar: benefitText(),
  optical_ar: benefitText(),
  wellness_ar: benefitText(),
  pre_existing_ar: benefitText(),
  waiting_periods_ar: benefitText(),
});
export type HplusPlan = z.infer<typeof hplusPlanSchema>;

/** The catalogue's file: each Arabic text in Arabic, no English word in it. */
export const hplusPlanArabicSchema = hplusPlanSchema.extend(
  Object.fromEntries(PLAN_TEXT_FIELDS.map((field) => [`${field}_ar`, arabicText(200)])) as Record<
    `${PlanTextField}_ar`,
    ReturnType<typeof arabicText>
  >,
);

/** The plan as a reader of `language` reads it: in Arabic, each text is its Arabic (amounts and the name stay). */
export function planInLanguage(plan: HplusPlan, language: Language): HplusPlan {
  if (language === "en") return plan;
  const arabic = Object.fromEntries(PLAN_TEXT_FIELDS.map((field) => [field, plan[`${field}_ar`]]));
  return { ...plan, ...arabic };
}

/** The benefit rows every plan page, the comparison and its PDF show, in this order. */
export const PLAN_BENEFITS = [
  {
    key: "annual_limit",
    label: say(/*i18n*/ { id: "hplusPlans.annualLimitPerMember", message: "Annual limit per member" }),
    value: (p: HplusPlan) => formatAed(p.annual_limit_fils),
  },
  {
    key: "area_of_cover",
    label: say(/*i18n*/ { id: "hplusPlans.areaOfCover", message: "Area of cover" }),
    value: (p: HplusPlan) => p.area_of_cover,
  },
  {
    key: "network",
    label: say(/*i18n*/ { id: "hplusPlans.medicalNetwork", message: "Medical network" }),
    value: (p: HplusPlan) => p.network,
  },
  {
    key: "deductible",
    label: say(/*i18n*/ { id: "hplusPlans.deductiblePerOutpatientVisit", message: "Deductible per outpatient visit" }),
    value: (p: HplusPlan) => (p.deductible_fils === 0 ? noneSaid : formatAed(p.deductible_fils)),
  },
  {
    key: "copay",
    label: say(/*i18n*/ { id: "hplusPlans.coPayOnOutpatientTreatment", message: "Co-pay on outpatient treatment" }),
    value: (p: HplusPlan) => (p.copay_percent === 0 ? noneSaid : `${p.copay_percent}%`),
  },
  {
    key: "room_type",
    label: say(/*i18n*/ { id: "hplusPlans.hospitalRoom", message: "Hospital room" }),
    value: (p: HplusPlan) => p.room_type,
  },
  {
    key: "maternity",
    label: say(/*i18n*/ { id: "hplusPlans.maternity", message: "Maternity" }),
    value: (p: HplusPlan) => p.maternity,
  },
  {
    key: "dental",
    label: say(/*i18n*/ { id: "hplusPlans.dental", message: "Dental" }),
    value: (p: HplusPlan) => p.dental,
  },
  {
    key: "optical",
    label: say(/*i18n*/ { id: "hplusPlans.optical", message: "Optical" }),
    value: (p: HplusPlan) => p.optical,
  },
  {
    key: "wellness",
    label: say(/*i18n*/ { id: "hplusPlans.wellnessAndCheckUps", message: "Wellness and check-ups" }),
    value: (p: HplusPlan) => p.wellness,
  },
  {
    key: "pre_existing",
    label: say(/*i18n*/ { id: "hplusPlans.preExistingConditions", message: "Pre-existing conditions" }),
    value: (p: HplusPlan) => p.pre_existing,
  },
  {
    key: "waiting_periods",
    label: say(/*i18n*/ { id: "hplusPlans.waitingPeriods", message: "Waiting periods" }),
    value: (p: HplusPlan) => p.waiting_periods,
  },
] as const;
export type PlanBenefitKey = (typeof PLAN_BENEFITS)[number]["key"];

/** What a plan's card shows before its full table: the benefits partners are asked about first. */
export const KEY_PLAN_BENEFITS: readonly PlanBenefitKey[] = ["annual_limit", "area_of_cover", "network", "room_type"];

export type PlanBenefitRow = { key: PlanBenefitKey; label: string; value: string };

export function planBenefitRows(plan: HplusPlan, keys?: readonly PlanBenefitKey[]): PlanBenefitRow[] {
  return PLAN_BENEFITS.filter((b) => !keys || keys.includes(b.key)).map((b) => ({
    key: b.key,
    label: b.label,
    value: b.value(plan),
  }));
}

/** The benefits whose wording differs between the plans compared: the comparison highlights those rows. */
export function differingBenefits(plans: readonly HplusPlan[]): Set<PlanBenefitKey> {
  return new Set(PLAN_BENEFITS.filter((b) => new Set(plans.map(b.value)).size > 1).map((b) => b.key));
}

/** The catalogue's order; the first plan is where a new H+ quotation starts. */
export function sortPlans<T extends Pick<HplusPlan, "position" | "code">>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
}

/** A catalogue that repeats a code or a position is refused: the index of the repeat and of the first. */
export function findRepeatedPlan(
  plans: readonly Pick<HplusPlan, "code" | "position">[],
): { index: number; firstIndex: number; field: "code" | "position" } | undefined {
  for (const field of ["code", "position"] as const) {
    const seen = new Map<string | number, number>();
    for (const [index, plan] of plans.entries()) {
      const firstIndex = seen.get(plan[field]);
      if (firstIndex !== undefined) return { index, firstIndex, field };
      seen.set(plan[field], index);
    }
  }
  return undefined;
}

/** How many plans the comparison page sets side by side. */
export const COMPARE_MIN_PLANS = 2;
export const COMPARE_MAX_PLANS = 3;

/**
 * The plan codes of a comparison ("silver,gold"): well-formed and each once, at most as many as a comparison shows;
 * a list of fewer than two (typed or cut short) compares every plan instead.
 */
export function comparedPlanCodes(list: string | null | undefined): string[] | "all" {
  const codes = [
    ...new Set(
      (list ?? "")
        .split(",")
        .map((c) => c.trim())
        .filter((c) => PLAN_CODE_PATTERN.test(c)),
    ),
  ].slice(0, COMPARE_MAX_PLANS);
  return codes.length < COMPARE_MIN_PLANS ? "all" : codes;
}

/** The plans a comparison shows, in the catalogue's order: the listed ones, or the first ones for "all". */
export function plansToCompare<T extends { plan: Pick<HplusPlan, "code"> }>(
  plans: readonly T[],
  wanted: string[] | "all",
): T[] {
  return plans.filter((p) => wanted === "all" || wanted.includes(p.plan.code)).slice(0, COMPARE_MAX_PLANS);
}

/** How long a quotation's premium holds for the sponsor, as its PDF states. */
export const QUOTATION_VALIDITY_DAYS = 30;

export const NO_PLAN_ON_SALE = say(
  /*i18n*/ {
    id: "hplusPlans.noHPlanIsOnSale",
    message: "No H+ plan is on sale at the moment. Please contact customer relations.",
  },
);
export const PLAN_NOT_OFFERED = say(
  /*i18n*/ {
    id: "hplusPlans.thisPlanIsNotOfferedAny",
    message: "This plan is not offered any more. Please choose one of the plans shown.",
  },
);
