/** Consents a person gives apart from their insurance: marketing only with a separate, recorded opt-in. */
import type { Language } from "@pp/domain";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { quotations } from "./quotations";

/**
 * One opt-in to marketing e-mails: who (the address), on what (the quotation being renewed or bought), the words they
 * ticked in the language they read them, and when; withdrawn when they ask to stop. The UAE's data protection law asks
 * that such consent be separate from the contract, given freely, recorded and withdrawable.
 */
export const marketingConsents = pgTable(
  "marketing_consents",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    source: text("source").$type<"renewal">().notNull(),
    wording: text("wording").notNull(),
    language: text("language").$type<Language>().notNull(),
    ip: text("ip"),
    grantedAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /**
     * SHA-256 of the secret in the link that withdraws this consent (sent to the address when it was given); only the
     * hash is kept, so a copy of the database cannot withdraw anyone's consent.
     */
    withdrawTokenHash: text("withdraw_token_hash"),
  },
  (t) => [
    index("marketing_consents_email_idx").on(t.email),
    // One opt-in per address and quotation: a confirmation sent twice (a double tap, a retry) records it once.
    uniqueIndex("marketing_consents_quotation_email_uq").on(t.quotationId, t.email),
    uniqueIndex("marketing_consents_withdraw_token_uq").on(t.withdrawTokenHash),
  ],
);
