/** The applicant's own links to their H+ application, and the signature given through one. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { partners } from "./partners";
import { quotations } from "./quotations";

export const applicantLinks = pgTable(
  "applicant_links",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    /** SHA-256 of the token in the link; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    sentTo: text("sent_to").notNull(),
    sentBy: integer("sent_by").references(() => partners.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A newer link (or the application's end) replaced this one. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** The signature: the typed name, when, from which address, and the SHA-256 of the declaration as signed. */
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedName: text("signed_name"),
    signedIp: text("signed_ip"),
    signedHash: text("signed_hash"),
  },
  (t) => [
    uniqueIndex("applicant_links_token_hash_key").on(t.tokenHash),
    index("applicant_links_quotation_idx").on(t.quotationId),
  ],
);
