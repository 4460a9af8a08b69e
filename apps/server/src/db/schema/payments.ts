/** Payments and the payment links e-mailed to customers. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { actingUsers, partners } from "./partners";
import { quotations } from "./quotations";

/**
 * One row per attempt at the hosted payment page. The gateway's answer is applied once:
 * reference number and transaction id are unique, and the row is locked while it is decided.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id),
    referenceNumber: text("reference_number").notNull(),
    transactionUuid: text("transaction_uuid").notNull(),
    amountFils: integer("amount_fils").notNull(),
    currency: text("currency").notNull().default("AED"),
    status: text("status").notNull().default("initiated"),
    decision: text("decision"),
    reasonCode: text("reason_code"),
    message: text("message"),
    transactionId: text("transaction_id"),
    cardMasked: text("card_masked"),
    /** Who started it: the partner, or a customer through a payment link or renewal. */
    partnerId: integer("partner_id").references(() => partners.id),
    channel: text("channel").notNull().default("partner"),
    response: jsonb("response").$type<Record<string, string>>(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_number_key").on(t.referenceNumber),
    uniqueIndex("payments_transaction_id_key").on(t.transactionId),
    index("payments_quotation_idx").on(t.quotationId),
  ],
);

/** Links e-mailed to a customer to pay a quotation without a partner account; only the hash is stored. */
export const paymentLinks = pgTable(
  "payment_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    ...actingUsers(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_links_quotation_idx").on(t.quotationId)],
);
