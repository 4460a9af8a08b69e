/** Uploaded documents. */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { partners } from "./partners";
import { quotationMembers, quotations } from "./quotations";

/** Uploaded files. Rows are never deleted: a replaced document keeps its row with replaced_at set (audit trail). */
export const documents = pgTable(
  "documents",
  {
    id: text("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    /** null for the sponsor's documents. */
    memberId: integer("member_id").references(() => quotationMembers.id, { onDelete: "set null" }),
    owner: text("owner").notNull(),
    slot: text("slot").notNull(),
    /** For additional documents: the type the partner chose and a note. */
    note: text("note"),
    storageKey: text("storage_key").notNull(),
    sha256: text("sha256").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    contentType: text("content_type").notNull(),
    originalName: text("original_name").notNull(),
    uploadedBy: integer("uploaded_by").references(() => partners.id),
    createdAt: createdAt(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
  },
  (t) => [
    index("documents_quotation_idx").on(t.quotationId, t.owner, t.slot),
    // At most one current document per slot; additional documents are many by design.
    uniqueIndex("documents_current_slot_key")
      .on(t.quotationId, t.owner, sql`coalesce(${t.memberId}, 0)`, t.slot)
      .where(sql`${t.replacedAt} is null and ${t.owner} <> 'additional'`),
  ],
);
