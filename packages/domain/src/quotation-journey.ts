import { say } from "./i18n/say";
import type { Words } from "./i18n/words";
import type { PartnerDetails, PartnerFlag } from "./partner";
import { PRODUCT_CATALOGUE, partnerSells } from "./products";
import { HPLUS_STEPS, QUOTATION_STEPS, type QuotationStep, type QuotationStepKey } from "./quotation";

/** Said once, where two places of this module say the same words. */
const newHApplicationSaid = say(/*i18n*/ { id: "quotationJourney.newHApplication", message: "New H+ Application" });

/**
 * Products whose new-business journey runs in the portal, on the one quotation model; PA and Term run
 * on their own sites. H+ is Basic's journey under the spec's main-layout routes (decision 010) with its own steps.
 */
export const JOURNEY_PRODUCTS = ["basic", "hplus"] as const;
export type JourneyProduct = (typeof JOURNEY_PRODUCTS)[number];

export function isJourneyProduct(product: string): product is JourneyProduct {
  return (JOURNEY_PRODUCTS as readonly string[]).includes(product);
}

/** `productCategory` of the create payload: the legacy sent 1 for Basic; H+ is 2 (decision 010). */
export const PRODUCT_CATEGORIES = { basic: 1, hplus: 2 } as const satisfies Record<JourneyProduct, number>;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[JourneyProduct];
export const PRODUCT_CATEGORY_VALUES = Object.values(PRODUCT_CATEGORIES) as [ProductCategory, ...ProductCategory[]];

export function productOfCategory(category: ProductCategory): JourneyProduct {
  return JOURNEY_PRODUCTS.find((p) => PRODUCT_CATEGORIES[p] === category)!;
}

/** The flag that lets a partner sell a product, from its description (enhanced_allowed is H+). */
export function canSellProduct(flags: readonly PartnerFlag[], product: JourneyProduct): boolean {
  return flags.includes(PRODUCT_CATALOGUE[product].flag);
}

/** The same rule on the browser's partner details, so a page can say so before anything is typed. */
export function partnerMaySell(partner: PartnerDetails, product: JourneyProduct): boolean {
  return partnerSells(partner, product);
}

export const PRODUCT_NOT_ALLOWED = (product: JourneyProduct) =>
  say(
    /*i18n*/ {
      id: "quotationJourney.productNotAllowed",
      message:
        "Your account is not set up to sell {product} plans. Please contact customer relations to have it enabled.",
      values: { product: PRODUCT_PLAN_NAMES[product].short },
    },
  );

const PLAN_WORDS: Record<JourneyProduct, Words> = {
  basic: /*i18n*/ {
    id: "quotationJourney.basicHealthPlanEssentialBenefitsPlan",
    message: "Basic health plan (Essential Benefits Plan)",
  },
  hplus: /*i18n*/ { id: "quotationJourney.hEnhancedHealthPlan", message: "H+ enhanced health plan" },
};

/** How documents and e-mails name each product's plan, and the schedule's note on its limit. */
export const PRODUCT_PLAN_NAMES = {
  basic: {
    short: say(/*i18n*/ { id: "product.basic.name", message: "Basic" }),
    plan: say(PLAN_WORDS.basic),
    mail: /*i18n*/ { id: "product.basic.mailName", message: "health insurance" },
    limitNote: say(
      /*i18n*/ { id: "quotationJourney.annualLimitAed150000Per", message: "Annual limit AED 150,000 per member." },
    ),
  },
  hplus: {
    short: say(/*i18n*/ { id: "product.hplus.name", message: "H+" }),
    plan: say(PLAN_WORDS.hplus),
    mail: /*i18n*/ { id: "product.hplus.mailName", message: "H+ health insurance" },
    limitNote: say(
      /*i18n*/ {
        id: "quotationJourney.annualLimitAndBenefitsPerMember",
        message:
          "Annual limit and benefits per member as the plan's benefits above state, with the administrator's table of benefits.",
      },
    ),
  },
} as const satisfies Record<JourneyProduct, { short: string; plan: string; mail: Words; limitNote: string }>;

/** How documents name what was sold: "H+ enhanced health plan (Gold)" for a product sold by plan. */
export function planTitle(product: JourneyProduct, planName?: string | null): string {
  if (!planName) return PRODUCT_PLAN_NAMES[product].plan;
  return say(
    /*i18n*/ {
      id: "quotationJourney.planTitle",
      message: "{plan} ({name})",
      values: { plan: PLAN_WORDS[product], name: planName },
    },
  );
}

/** A stored product that must be one sold through the portal's journey (PA and Term policies have no documents here). */
export function asJourneyProduct(product: string): JourneyProduct {
  if (!isJourneyProduct(product)) throw new RangeError(`Not a product sold through the portal: ${product}`);
  return product;
}

/** Policy numbers carry their product: BP-2026-000123 for Basic, HP-2026-000123 for H+. */
export const POLICY_NUMBER_PREFIXES = { basic: "BP", hplus: "HP" } as const satisfies Record<JourneyProduct, string>;

/** Everything that differs between the products' wizards: which steps, where each lives and what the pages say. */
export type QuotationJourney = {
  product: JourneyProduct;
  /** The sidebar entry that starts it. */
  title: string;
  /** The step-1 page's heading. */
  heading: string;
  base: string;
  /** In order; each step's route segment under `base`. */
  steps: readonly QuotationStep[];
  resultSegment: string;
};

/** Basic keeps the spec's Basic-B2C routes; H+ uses the main layout's own routes. */
export const QUOTATION_JOURNEYS: Record<JourneyProduct, QuotationJourney> = {
  basic: {
    product: "basic",
    title: say(/*i18n*/ { id: "quotationJourney.newBusinessApplication", message: "New Business Application" }),
    heading: say(
      /*i18n*/ {
        id: "quotationJourney.letsBeginWithGettingYouThe",
        message: "Let's begin with getting you the perfect health plan",
      },
    ),
    base: "/Basic-B2C",
    steps: QUOTATION_STEPS,
    resultSegment: "paymentsuccess",
  },
  hplus: {
    product: "hplus",
    title: newHApplicationSaid,
    heading: newHApplicationSaid,
    base: "",
    steps: HPLUS_STEPS,
    resultSegment: "paymentsuccess",
  },
};

export function journeyOf(product: JourneyProduct): QuotationJourney {
  return QUOTATION_JOURNEYS[product];
}

/** The step of the journey, where it has it. */
export function journeyStep(journey: QuotationJourney, key: QuotationStepKey): QuotationStep | undefined {
  return journey.steps.find((s) => s.key === key);
}

/** The route segment of one of the journey's steps (a journey without the step is a programming error). */
export function journeyStepSegment(journey: QuotationJourney, key: QuotationStepKey): string {
  const step = journeyStep(journey, key);
  if (!step) throw new RangeError(`The ${journey.product} journey has no ${key} step`);
  return step.segment;
}

export function journeyStepPath(journey: QuotationJourney, key: QuotationStepKey): string {
  return `${journey.base}/${journeyStepSegment(journey, key)}`;
}

/** The step before or after `key` in this journey (the same page's neighbours differ between products). */
export function neighbourStep(journey: QuotationJourney, key: QuotationStepKey, offset: -1 | 1): QuotationStepKey {
  const index = journey.steps.findIndex((s) => s.key === key);
  const neighbour = journey.steps[index + offset];
  if (index < 0 || !neighbour) throw new RangeError(`No step ${offset > 0 ? "after" : "before"} ${key}`);
  return neighbour.key;
}

export function journeyResultPath(journey: QuotationJourney): string {
  return `${journey.base}/${journey.resultSegment}`;
}

/** Index of the step a route segment (e.g. a last visited page) names in this journey, or -1. */
export function journeyStepIndex(journey: QuotationJourney, segment: string): number {
  return journey.steps.findIndex((s) => s.segment === segment);
}

/** The stepper's label for a product's step segment (a last visited page), for lists that show progress. */
export function journeyStepLabel(product: string, segment: string): string | undefined {
  if (!isJourneyProduct(product)) return undefined;
  const journey = journeyOf(product);
  return journey.steps[journeyStepIndex(journey, segment)]?.label;
}

/** Every step segment of every journey: what `PUT /progress` can be told before it knows the quotation. */
export const ALL_STEP_SEGMENTS = [
  ...new Set(JOURNEY_PRODUCTS.flatMap((p) => QUOTATION_JOURNEYS[p].steps.map((s) => s.segment))),
] as [string, ...string[]];
