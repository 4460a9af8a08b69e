/** The tax documents a policy's money movements issue: an invoice for each payment, a credit note for each refund. */
import type { TaxDocumentKind } from "@pp/domain";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { policies } from "./policies";
import { refunds } from "./servicing";

/**
 * One row per tax invoice (a payment: the sale, a renewal's sale, a mid-term addition) and per tax credit note (a
 * refund: a deletion, a cancellation, a free-look return), issued in the transaction that moves the money. Its lines
 * are the policy's ledger entries of that version and kind (policy_ledger), so the amounts are written once. The
 * recipient is copied as it stood on the day of issue: a document never changes after it is issued.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: serial("id").primaryKey(),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    /** The policy version whose money it documents: 1 for the sale, the change's for an addition or a refund. */
    version: integer("version").notNull(),
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    /** TI-… for an invoice, CN-… for a credit note; each series without gaps. */
    number: text("number").notNull(),
    /** The refund a credit note documents. */
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "cascade" }),
    recipientName: text("recipient_name").notNull(),
    recipientAddress: text("recipient_address"),
    recipientTrn: text("recipient_trn"),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    /** When the cover was supplied or taken back: the sale's issue day, the change's effective date. */
    supplyDate: date("supply_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_documents_number_key").on(t.number),
    uniqueIndex("tax_documents_policy_version_kind_key").on(t.policyId, t.version, t.kind),
    index("tax_documents_policy_idx").on(t.policyId),
    check("tax_documents_credit_note_refund", sql`(${t.kind} = 'credit_note') = (${t.refundId} is not null)`),
  ],
);

/** The last credit note number issued: one row, like tax_invoice_counter, so the numbers run without gaps. */
export const creditNoteCounter = pgTable(
  "credit_note_counter",
  {
    id: integer("id").primaryKey().default(1),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("credit_note_counter_one_row", sql`${t.id} = 1`)],
);
