import { say } from "./i18n/say";
import type { Words } from "./i18n/words";
import type { PartnerDetails, PartnerFlag } from "./partner";

/** The products' names as texts of the catalogs (decision 065); the labels below say them (their English). */
export const PRODUCT_NAME_WORDS = {
  basic: /*i18n*/ { id: "product.basic.name", message: "Basic" },
  hplus: /*i18n*/ { id: "product.hplus.name", message: "H+" },
  pa: /*i18n*/ { id: "product.pa.name", message: "PA" },
  term: /*i18n*/ { id: "product.term.name", message: "Term" },
} as const satisfies Record<string, Words>;

type ProductDescription = {
  /** What users read in lists, filters and exports. */
  label: string;
  /** The partner flag that lets a partner sell it (`<flag>_allowed` on the partner's details). */
  flag: PartnerFlag;
  /** Priced member by member from the portal's rate table; otherwise priced by the product's own site. */
  rated: boolean;
  /** Sold as one of the plans of a catalogue, each with its own rates; otherwise one rate table for the product. */
  plans: boolean;
  /**
   * UAE VAT on the premium: health and personal-accident cover are standard-rated (5 %); life cover (the term
   * plans) is exempt under the UAE VAT law.
   */
  vat: "standard" | "exempt";
  /** The back office's routes: the quotation list, the policy list (all views) and the quotation detail's base. */
  quotationList: string;
  policyList: string;
  quotationDetail: string;
};

/**
 * Every product the portal shows, described once. The sidebar, the home page, the back-office lists and details,
 * the rate table and the server's selling checks read it; adding a product starts here (ARCHITECTURE.md).
 */
export const PRODUCT_CATALOGUE = {
  basic: {
    label: say(PRODUCT_NAME_WORDS.basic),
    flag: "basic",
    rated: true,
    plans: false,
    vat: "standard",
    quotationList: "/quotationbasic",
    policyList: "/policieNewBusinessAll/all",
    quotationDetail: "/quotationdetail",
  },
  hplus: {
    label: say(PRODUCT_NAME_WORDS.hplus),
    flag: "enhanced",
    rated: true,
    plans: true,
    vat: "standard",
    quotationList: "/quotation",
    policyList: "/policies/all",
    quotationDetail: "/QuotationH",
  },
  pa: {
    label: say(PRODUCT_NAME_WORDS.pa),
    flag: "pa",
    rated: false,
    plans: false,
    vat: "standard",
    quotationList: "/quotation-pa",
    policyList: "/policies-pa",
    quotationDetail: "/quotationdetail",
  },
  term: {
    label: say(PRODUCT_NAME_WORDS.term),
    flag: "term",
    rated: false,
    plans: false,
    vat: "exempt",
    quotationList: "/quotation-tp",
    policyList: "/policies-tp",
    quotationDetail: "/quotationdetail-tp",
  },
} as const satisfies Record<string, ProductDescription>;

/** How the home page and the portal's public page present each product. */
export const PRODUCT_DESCRIPTIONS = {
  hplus: {
    title: say(/*i18n*/ { id: "products.healthPlusH", message: "Health Plus (H+)" }),
    description: say(
      /*i18n*/ {
        id: "products.enhancedHealthPlansWithWiderNetworks",
        message: "Enhanced health plans with wider networks and higher limits, for individuals and companies.",
      },
    ),
  },
  pa: {
    title: say(/*i18n*/ { id: "products.personalAccidentPa", message: "Personal Accident (PA)" }),
    description: say(
      /*i18n*/ {
        id: "products.coverAgainstAccidentalDeathAndDisability",
        message: "Cover against accidental death and disability, on the PA plan site.",
      },
    ),
  },
  term: {
    title: say(/*i18n*/ { id: "products.termPlan", message: "Term Plan" }),
    description: say(
      /*i18n*/ {
        id: "products.termLifeProtectionForAFixed",
        message: "Term-life protection for a fixed period, on the term plan site.",
      },
    ),
  },
  basic: {
    title: say(/*i18n*/ { id: "products.basicEssentialBenefitsPlan", message: "Basic (Essential Benefits Plan)" }),
    description: say(
      /*i18n*/ {
        id: "products.dubaisCompulsoryHealthPlanForEmployees",
        message:
          "Dubai's compulsory health plan for employees earning AED 4,000 a month or less, their dependants and domestic workers.",
      },
    ),
  },
} as const satisfies Record<keyof typeof PRODUCT_CATALOGUE, { title: string; description: string }>;

/** Products as stored on quotations and policies. */
export type Product = keyof typeof PRODUCT_CATALOGUE;
export const PRODUCTS = Object.keys(PRODUCT_CATALOGUE) as [Product, ...Product[]];

export const PRODUCT_LABELS = Object.fromEntries(PRODUCTS.map((p) => [p, PRODUCT_CATALOGUE[p].label])) as Record<
  Product,
  string
>;

/** Products the portal prices member by member from the rate table; the others are priced by their own sites. */
export const RATED_PRODUCTS: readonly Product[] = PRODUCTS.filter((p) => PRODUCT_CATALOGUE[p].rated);

/** The one selling rule: a partner may sell a product when its flag is set on the partner. */
export function partnerSells(partner: PartnerDetails, product: Product): boolean {
  return partner[`${PRODUCT_CATALOGUE[product].flag}_allowed`];
}
