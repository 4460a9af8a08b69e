/** Reference data loaded from files: H+ plans, premium rates, TPA benefits and networks, renewal questions. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The H+ plan catalogue (seeded from seed/hplus-plans.csv, replaced with the rates by `npm run rates -- load`):
 * one row per plan, its cover as the table of benefits states it.
 */
export const hplusPlans = pgTable(
  "hplus_plans",
  {
    code: text("code").primaryKey(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    network: text("network").notNull(),
    areaOfCover: text("area_of_cover").notNull(),
    annualLimitFils: integer("annual_limit_fils").notNull(),
    deductibleFils: integer("deductible_fils").notNull(),
    copayPercent: integer("copay_percent").notNull(),
    roomType: text("room_type").notNull(),
    maternity: text("maternity").notNull(),
    dental: text("dental").notNull(),
    optical: text("optical").notNull(),
    wellness: text("wellness").notNull(),
    preExisting: text("pre_existing").notNull(),
    waitingPeriods: text("waiting_periods").notNull(),
    // The same texts in Arabic, shown on Arabic screens and on the documents' Arabic side.
    networkAr: text("network_ar").notNull().default(""),
    areaOfCoverAr: text("area_of_cover_ar").notNull().default(""),
    roomTypeAr: text("room_type_ar").notNull().default(""),
    maternityAr: text("maternity_ar").notNull().default(""),
    dentalAr: text("dental_ar").notNull().default(""),
    opticalAr: text("optical_ar").notNull().default(""),
    wellnessAr: text("wellness_ar").notNull().default(""),
    preExistingAr: text("pre_existing_ar").notNull().default(""),
    waitingPeriodsAr: text("waiting_periods_ar").notNull().default(""),
  },
  (t) => [uniqueIndex("hplus_plans_position_key").on(t.position)],
);

/** Annual premiums as data (seeded from seed/premium-rates.csv, reloadable with `npm run rates -- load`). */
export const premiumRates = pgTable(
  "premium_rates",
  {
    id: serial("id").primaryKey(),
    product: text("product").notNull(),
    /** The H+ plan the rate is for; empty for a product sold without plans. */
    plan: text("plan").notNull().default(""),
    tpaId: integer("tpa_sno").notNull(),
    ageBand: text("age_band").notNull(),
    gender: integer("gender").notNull(),
    maritalStatus: text("marital_status").notNull(),
    annualPremiumFils: integer("annual_premium_fils").notNull(),
  },
  (t) => [uniqueIndex("premium_rates_key").on(t.product, t.plan, t.tpaId, t.ageBand, t.gender, t.maritalStatus)],
);

/** Table-of-benefits lines per TPA: the benefits page is rendered from these. */
export const tpaBenefits = pgTable(
  "tpa_benefits",
  {
    id: serial("id").primaryKey(),
    tpaId: integer("tpa_sno").notNull(),
    position: integer("position").notNull(),
    section: text("section").notNull(),
    benefit: text("benefit").notNull(),
    cover: text("cover").notNull(),
    /** The same line in Arabic, for the page in Arabic. */
    sectionAr: text("section_ar").notNull().default(""),
    benefitAr: text("benefit_ar").notNull().default(""),
    coverAr: text("cover_ar").notNull().default(""),
  },
  (t) => [uniqueIndex("tpa_benefits_position_key").on(t.tpaId, t.position)],
);

/** Medical network per TPA: the network page is rendered from these. */
export const tpaNetworkProviders = pgTable(
  "tpa_network_providers",
  {
    id: serial("id").primaryKey(),
    tpaId: integer("tpa_sno").notNull(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    emirate: text("emirate").notNull(),
    area: text("area").notNull(),
    /** The area's name as Arabic writes it; the provider's own name stays as it is registered. */
    areaAr: text("area_ar").notNull().default(""),
    phone: text("phone").notNull(),
  },
  (t) => [index("tpa_network_providers_tpa_idx").on(t.tpaId, t.emirate)],
);

/** The H+ medical declaration's questions, as data (seed/medical-questions.csv); retired ones stay for old answers. */
export const medicalQuestions = pgTable("medical_questions", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  text: text("text").notNull(),
  /** The same question in Arabic, asked when the visitor reads Arabic. */
  textAr: text("text_ar").notNull().default(""),
  /** "all", or "female" for a question put to women only. */
  appliesTo: text("applies_to").notNull(),
  asksDetails: boolean("asks_details").notNull(),
  active: boolean("active").notNull().default(true),
});

/** The renewal declaration's questions, as data (seed/renewal-questions.csv). */
export const renewalQuestions = pgTable("renewal_questions", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  text: text("text").notNull(),
  /** The same question in Arabic, asked when the visitor reads Arabic. */
  textAr: text("text_ar").notNull().default(""),
  /** The answer that needs no explanation; the other one asks for details. */
  expectedAnswer: boolean("expected_answer").notNull(),
  active: boolean("active").notNull().default(true),
});
