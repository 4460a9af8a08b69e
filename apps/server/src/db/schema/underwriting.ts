/** H+ underwriting: the rules (reference data), what they found on an application, and the underwriters' decisions. */
import type { DecidedTerms, UnderwritingDecisionKind, UnderwritingOutcome, UnderwritingRuleKind } from "@pp/domain";
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { partners } from "./partners";
import { quotationMembers, quotations } from "./quotations";

/** Loaded from seed/underwriting-rules.csv; a rule dropped from the file is retired, its past hits kept. */
export const underwritingRules = pgTable("underwriting_rules", {
  code: text("code").primaryKey(),
  position: integer("position").notNull(),
  kind: text("kind").$type<UnderwritingRuleKind>().notNull(),
  value: text("value").notNull(),
  outcome: text("outcome").$type<UnderwritingOutcome>().notNull(),
  description: text("description").notNull(),
  /** The same reason in Arabic, shown on Arabic screens. */
  descriptionAr: text("description_ar").notNull().default(""),
  active: boolean("active").notNull().default(true),
});

/** Every rule an application met when it was last finalized, with the answer that triggered it. */
export const underwritingHits = pgTable(
  "underwriting_hits",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    memberId: integer("member_id").references(() => quotationMembers.id, { onDelete: "cascade" }),
    memberName: text("member_name").notNull(),
    ruleCode: text("rule_code").notNull(),
    outcome: text("outcome").$type<UnderwritingOutcome>().notNull(),
    description: text("description").notNull(),
    /** The rule's reason in Arabic as it stood at the finalize, like the English. */
    descriptionAr: text("description_ar").notNull().default(""),
    trigger: text("trigger").notNull(),
    /** The same in Arabic (the question's Arabic, the member's own words as declared). */
    triggerAr: text("trigger_ar").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("underwriting_hits_quotation_idx").on(t.quotationId)],
);

/** The underwriters' decisions on an application, oldest first: its history survives edits and re-referrals. */
export const underwritingDecisions = pgTable(
  "underwriting_decisions",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    /** Who decided; the name is kept as it was then, so the history outlives the underwriter's account. */
    underwriterId: integer("underwriter_id").references(() => partners.id, { onDelete: "set null" }),
    underwriterName: text("underwriter_name").notNull(),
    kind: text("kind").$type<UnderwritingDecisionKind>().notNull(),
    note: text("note"),
    /** The terms of an acceptance as decided, per member: [{member_id, member_name, loading_percent, exclusion}]. */
    terms: jsonb("terms").$type<DecidedTerms[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("underwriting_decisions_quotation_idx").on(t.quotationId)],
);
