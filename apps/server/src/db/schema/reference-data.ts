/** Reference data loaded from files: premium rates, TPA benefits and networks, renewal questions. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Annual premiums as data (seeded from seed/premium-rates.csv, reloadable with `npm run rates -- load`). */
export const premiumRates = pgTable(
  "premium_rates",
  {
    id: serial("id").primaryKey(),
    product: text("product").notNull(),
    tpaSno: integer("tpa_sno").notNull(),
    ageBand: text("age_band").notNull(),
    gender: integer("gender").notNull(),
    maritalStatus: text("marital_status").notNull(),
    annualPremiumFils: integer("annual_premium_fils").notNull(),
  },
  (t) => [uniqueIndex("premium_rates_key").on(t.product, t.tpaSno, t.ageBand, t.gender, t.maritalStatus)],
);

/** Table-of-benefits lines per TPA: the benefits page is rendered from these. */
export const tpaBenefits = pgTable(
  "tpa_benefits",
  {
    id: serial("id").primaryKey(),
    tpaSno: integer("tpa_sno").notNull(),
    position: integer("position").notNull(),
    section: text("section").notNull(),
    benefit: text("benefit").notNull(),
    cover: text("cover").notNull(),
  },
  (t) => [uniqueIndex("tpa_benefits_position_key").on(t.tpaSno, t.position)],
);

/** Medical network per TPA: the network page is rendered from these. */
export const tpaNetworkProviders = pgTable(
  "tpa_network_providers",
  {
    id: serial("id").primaryKey(),
    tpaSno: integer("tpa_sno").notNull(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    emirate: text("emirate").notNull(),
    area: text("area").notNull(),
    phone: text("phone").notNull(),
  },
  (t) => [index("tpa_network_providers_tpa_idx").on(t.tpaSno, t.emirate)],
);

/** The renewal declaration's questions, as data (seed/renewal-questions.csv). */
export const renewalQuestions = pgTable("renewal_questions", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  text: text("text").notNull(),
  /** The answer that needs no explanation; the other one asks for details. */
  expectedAnswer: boolean("expected_answer").notNull(),
  active: boolean("active").notNull().default(true),
});
