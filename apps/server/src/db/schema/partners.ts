/**
 * The partners (agents and brokers, the tenants), their users who sign in (decision 058), their teams, and the column
 * every partner-owned row shares.
 */

import type { Language, TeamRole, UserRole } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** When a partner or a user was disabled (refused, with every session ended), added and last changed. */
const standing = () => ({
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The partner's flags, also each user's: what the user may use is what both have (`effectiveFlags`). */
const productFlags = () => ({
  enhancedAllowed: boolean("enhanced_allowed").notNull().default(false),
  paAllowed: boolean("pa_allowed").notNull().default(false),
  termAllowed: boolean("term_allowed").notNull().default(false),
  basicAllowed: boolean("basic_allowed").notNull().default(false),
  meetingsAllowed: boolean("meetings_allowed").notNull().default(false),
  invitationsAllowed: boolean("invitations_allowed").notNull().default(false),
});

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    /** The partner's own id for the `partners` command: its owner's sign-in id. */
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    /** Where the partner's own mail goes: its owner's address. */
    email: text("email").notNull(),
    /**
     * The partner's registration with the insurance regulator (its broker's or agent's licence number), disclosed on
     * the documents of the policies it sells; none for the insurer's own staff.
     */
    registrationNo: text("registration_no"),
    categorySno: integer("category_sno").notNull().default(1),
    /** "partner" sells; "underwriter" (the insurer's) only works the H+ underwriting queue. */
    role: text("role").$type<UserRole>().notNull().default("partner"),
    enhancedAllowed: boolean("enhanced_allowed").notNull().default(false),
    paAllowed: boolean("pa_allowed").notNull().default(false),
    termAllowed: boolean("term_allowed").notNull().default(false),
    basicAllowed: boolean("basic_allowed").notNull().default(false),
    meetingsAllowed: boolean("meetings_allowed").notNull().default(false),
    invitationsAllowed: boolean("invitations_allowed").notNull().default(false),
    /**
     * What the external product sites receive as `UserId` instead of the sign-in id (random, never reused); the owner's
     * user has the same one, so that references the sites hold resolve whichever table they are looked up in.
     */
    siteRef: uuid("site_ref").notNull().defaultRandom(),
    /** The language of the partner's own e-mails: its owner's. */
    language: text("language").$type<Language>().notNull().default("en"),
    ...standing(),
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

/** A partner's teams; a manager sees their team's business. Names are the partner's own, once each. */
export const partnerTeams = pgTable(
  "partner_teams",
  {
    id: serial("id").primaryKey(),
    partnerId: ownedByPartner(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("partner_teams_partner_name_key").on(t.partnerId, t.name)],
);

/**
 * The people of a partner, each signing in with their own id, password and second factor. Sessions, the second
 * factor, recovery codes, trusted browsers and reset links belong to a user; records stay the partner's.
 */
export const partnerUsers = pgTable(
  "partner_users",
  {
    id: serial("id").primaryKey(),
    partnerId: ownedByPartner(),
    /** The sign-in id: unique across every partner's users, stored lower-case. */
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    teamRole: text("team_role").$type<TeamRole>().notNull(),
    teamId: integer("team_id").references(() => partnerTeams.id, { onDelete: "set null" }),
    /** What the partner lets this user use; a flag counts only while the partner has it too. */
    ...productFlags(),
    language: text("language").$type<Language>().notNull().default("en"),
    /** The user's own reference for the external product sites; the owner's is the partner's. */
    siteRef: uuid("site_ref").notNull().defaultRandom(),
    /**
     * They sign in with a second factor whatever TWO_FACTOR_REQUIRED says (decision 060): a user who joined through an
     * invitation set one up, and one whose second factor an owner reset sets it up again at the next sign-in.
     */
    secondFactorRequired: boolean("second_factor_required").notNull().default(false),
    ...standing(),
  },
  (t) => [
    uniqueIndex("partner_users_user_id_key").on(t.userId),
    index("partner_users_partner_idx").on(t.partnerId),
    index("partner_users_email_idx").on(t.email),
    uniqueIndex("partner_users_site_ref_key").on(t.siteRef),
    check("partner_users_team_role", sql`${t.teamRole} in ('owner', 'manager', 'agent', 'back_office')`),
  ],
);

/**
 * An owner's invitation to join the partner's team (decision 060): who is invited, as what, and the link's hash (the
 * token itself is only in the e-mail). It is accepted once: `accepted_user_id` names the user it made.
 */
export const partnerUserInvitations = pgTable(
  "partner_user_invitations",
  {
    id: serial("id").primaryKey(),
    partnerId: ownedByPartner(),
    tokenHash: text("token_hash").notNull(),
    /** The sign-in id the invitee will have, lower-case; kept for them while the invitation waits. */
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    teamRole: text("team_role").$type<TeamRole>().notNull(),
    teamId: integer("team_id").references(() => partnerTeams.id, { onDelete: "set null" }),
    ...productFlags(),
    invitedByUserId: integer("invited_by_user_id").references(() => partnerUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: integer("accepted_user_id").references(() => partnerUsers.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("partner_user_invitations_token_key").on(t.tokenHash),
    index("partner_user_invitations_partner_idx").on(t.partnerId, t.createdAt),
    index("partner_user_invitations_user_id_idx").on(t.userId),
    check("partner_user_invitations_team_role", sql`${t.teamRole} in ('manager', 'agent', 'back_office')`),
  ],
);

/**
 * Who did what (decision 059): the partner's user who created a record and the one who last acted on it. Set null
 * when the user's row goes; null as last actor when nobody of the partner acted last (a customer through a link, the
 * gateway's answer, the underwriter). Written only by the repository of the module that owns the record.
 */
export const actingUsers = () => ({
  createdByUserId: integer("created_by_user_id").references(() => partnerUsers.id, { onDelete: "set null" }),
  lastActedByUserId: integer("last_acted_by_user_id").references(() => partnerUsers.id, { onDelete: "set null" }),
});
