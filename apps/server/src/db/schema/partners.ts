/** The partners (agents and brokers) who sign in, and the column every partner-owned row shares. */

import type { Language, UserRole } from "@pp/domain";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /**
     * The partner's registration with the insurance regulator (its broker's or agent's licence number), disclosed on
     * the documents of the policies it sells; none for the insurer's own staff.
     */
    registrationNo: text("registration_no"),
    categorySno: integer("category_sno").notNull().default(1),
    passwordHash: text("password_hash").notNull(),
    /** "partner" sells; "underwriter" (the insurer's) only works the H+ underwriting queue. */
    role: text("role").$type<UserRole>().notNull().default("partner"),
    enhancedAllowed: boolean("enhanced_allowed").notNull().default(false),
    paAllowed: boolean("pa_allowed").notNull().default(false),
    termAllowed: boolean("term_allowed").notNull().default(false),
    basicAllowed: boolean("basic_allowed").notNull().default(false),
    meetingsAllowed: boolean("meetings_allowed").notNull().default(false),
    invitationsAllowed: boolean("invitations_allowed").notNull().default(false),
    /** What the external product sites receive as `UserId` instead of the sign-in id (random, never reused). */
    siteRef: uuid("site_ref").notNull().defaultRandom(),
    /** The language the partner chose for the portal and its e-mails; follows them to every browser they sign in on. */
    language: text("language").$type<Language>().notNull().default("en"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // User ids and e-mails are matched case-insensitively; stored lower-case.
    uniqueIndex("partners_user_id_key").on(t.userId),
    index("partners_email_idx").on(t.email),
    uniqueIndex("partners_site_ref_key").on(t.siteRef),
  ],
);

/** A row that belongs to one partner and goes with them. */
export const ownedByPartner = () =>
  integer("partner_id")
    .notNull()
    .references(() => partners.id, { onDelete: "cascade" });
