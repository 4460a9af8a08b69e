/**
 * Sessions and what guards a sign-in: throttling, the second factor, trusted browsers, password resets. Each belongs to
 * the user who signs in (decision 058), a session also to the partner it acts for.
 */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { partners, partnerUsers } from "./partners";

/** A row of one user of a partner, which goes with them. */
const ownedByUser = () =>
  integer("user_id")
    .notNull()
    .references(() => partnerUsers.id, { onDelete: "cascade" });

/**
 * `full`: signed in. `second_factor` / `enrolment`: the password was right and the second factor (or its set-up) is
 * still to come; such a session opens nothing else and lives a few minutes.
 */
export type SessionStage = "full" | "second_factor" | "enrolment";

/** The id column holds the SHA-256 of the cookie's token, so a leaked table does not leak live sessions. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** How the partner names this session to end it (the security page); reveals nothing of the token. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    /** The partner the user signed in for: every query of the session is scoped to it. */
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** Who signed in. */
    userId: ownedByUser(),
    stage: text("stage").$type<SessionStage>().notNull().default("full"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_partner_idx").on(t.partnerId),
    index("sessions_user_idx").on(t.userId),
    uniqueIndex("sessions_public_id_key").on(t.publicId),
  ],
);

/**
 * Sign-in attempts counted per scope (user id and client, client, user id, a user's second step): an attempt
 * takes a slot here, atomically, before its password or code is looked at, so concurrent tries on any number of
 * instances cannot all be evaluated.
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** The user id the row concerns, so a password reset can lift its locks. */
    subject: text("subject"),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("sign_in_throttle_subject_idx").on(t.subject),
    index("sign_in_throttle_window_idx").on(t.windowStartedAt),
  ],
);

/**
 * A user's authenticator (TOTP, RFC 6238); the table kept its name from when a partner was one user. The secret is sealed with TWO_FACTOR_KEY; until `confirmed_at` it is
 * an enrolment in progress. `last_used_step` is the time step of the last accepted code: a code is accepted only
 * for a later step, so none is accepted twice.
 */
export const partnerTwoFactor = pgTable("partner_two_factor", {
  userId: ownedByUser().primaryKey(),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as argon2id hashes; shown to the user once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * "Trust this browser for 30 days": the cookie's token is stored as its SHA-256 only, with the public half of the
 * browser's own key (ECDSA P-256, SPKI in base64url), whose private half the browser cannot export. A sign-in skips
 * the second factor only with the cookie and a signature of the one-time challenge issued to it (decision 042).
 */
export const trustedBrowsers = pgTable(
  "trusted_browsers",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedByUser(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    publicKey: text("public_key").notNull(),
    /** The challenge of the sign-in under way, until it is answered (right or wrong) or expires. */
    challenge: text("challenge"),
    challengeExpiresAt: timestamp("challenge_expires_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("trusted_browsers_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownedByUser(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);
