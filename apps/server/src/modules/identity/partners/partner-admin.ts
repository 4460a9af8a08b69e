import {
  newPasswordSchema,
  PARTNER_FLAGS,
  type PartnerFlag,
  signInIdSchema,
  singleLineText,
  TEAM_MESSAGES,
  TEAM_ROLES,
  type TeamRole,
  USER_ROLES,
} from "@pp/domain";
import { z } from "zod";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { commonPasswordError, hashPassword } from "../../../security/passwords";
import { clearSubject } from "../auth/attempt-throttle-store";
import { endAllSessions, endUserSessions, refreshPartnerSessions } from "../auth/session-store";
import { SCOPES, SCOPES_LIFTED_BY_RESET } from "../auth/sign-in-rules";
import { forgetTrustedBrowsers } from "../auth/trusted-browser-store";
import { findTwoFactor, removeSecondFactor } from "../two-factor/two-factor-store";
import { PartnerAdminError } from "./partner-admin-error";

export { PartnerAdminError };

import {
  findPartnerById,
  findPartnerByUserId,
  flagColumns,
  insertPartner,
  lockPartner,
  normaliseUserId,
  type Partner,
  partnerFlags,
  updatePartner,
} from "./partner-repository";
import {
  ensurePartnerTeam,
  findOwnerOf,
  findPartnerTeam,
  findUserByEmail,
  findUserById,
  findUserByUserId,
  insertPartnerUser,
  type PartnerUser,
  updateOwners,
  updatePartnerUser,
} from "./partner-user-repository";
import { keepAnActiveOwner, lockTeamAsOwner, type TeamOwner, teamUserOf } from "./team-guard";

export const flagListSchema = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((f) => f.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PARTNER_FLAGS, { error: `flags must be among: ${PARTNER_FLAGS.join(", ")}` })));

/** A regulator's registration number as licences write it: letters, digits, spaces and a few separators. */
const registrationNoSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./()-]*$/, "registration number: letters, digits, spaces and . / ( ) -");

const newPartnerSchema = z.object({
  userId: signInIdSchema,
  name: singleLineText().min(1).max(120),
  email: z.email(),
  password: newPasswordSchema,
  flags: z.array(z.enum(PARTNER_FLAGS)),
  category: z.number().int().min(1).max(99).default(1),
  role: z.enum(USER_ROLES, { error: `role must be one of: ${USER_ROLES.join(", ")}` }).default("partner"),
  registrationNo: registrationNoSchema.optional(),
});
type NewPartner = z.input<typeof newPartnerSchema>;

/** A file of partners to add at once: a JSON array of what `add` takes, flags as a list. */
export const partnerFileSchema = z
  .array(newPartnerSchema)
  .min(1)
  .max(500)
  .refine((all) => new Set(all.map((p) => normaliseUserId(p.userId))).size === all.length, "a user id is repeated");

/**
 * Adds every partner of a file, or none: the whole file is checked first (its shape, repeated and existing user
 * ids), then they are added in one transaction.
 */
export async function importPartners(db: Db, file: unknown) {
  const partners = partnerFileSchema.parse(file);
  const existing: string[] = [];
  for (const p of partners) if (await userIdTaken(db, p.userId)) existing.push(p.userId);
  if (existing.length) throw new PartnerAdminError(`These user ids already exist: ${existing.join(", ")}.`);
  return db.transaction(async (tx) => {
    const added = [];
    for (const p of partners) added.push(await addPartner(tx as unknown as Db, p));
    return added;
  });
}

/** A sign-in id is one person's across every partner: a partner's or any user's id cannot be taken again. */
export async function userIdTaken(db: Db, userId: string) {
  return Boolean((await findUserByUserId(db, userId)) ?? (await findPartnerByUserId(db, userId)));
}

/** The checks of a new user's sign-in id and e-mail address: each is one person's across every partner. */
export async function refuseTakenIdentity(db: Db, identity: { userId: string; email: string }) {
  if (await userIdTaken(db, identity.userId))
    throw new PartnerAdminError(TEAM_MESSAGES.userIdTaken(normaliseUserId(identity.userId)), 409);
  if (await findUserByEmail(db, identity.email))
    throw new PartnerAdminError(TEAM_MESSAGES.emailTaken(identity.email.trim().toLowerCase()), 409);
}

async function checkedHash(password: string, userId: string) {
  const weak = commonPasswordError(password, userId);
  if (weak) throw new PartnerAdminError(weak);
  return hashPassword(password);
}

/**
 * Adds a partner and its owner, who signs in with the partner's user id and password and may use every flag the
 * partner has (decision 058); both or neither.
 */
export async function addPartner(db: Db, input: NewPartner) {
  const p = newPartnerSchema.parse(input);
  const userId = normaliseUserId(p.userId);
  if (await userIdTaken(db, userId)) throw new PartnerAdminError(`A partner with user id ${userId} already exists.`);
  const passwordHash = await checkedHash(p.password, userId);
  // An underwriter sells nothing: the selling flags stay off whatever was asked.
  const flags = p.role === "underwriter" ? [] : p.flags;
  const email = p.email.toLowerCase();
  const row = await db.transaction(async (tx) => {
    const partner = await insertPartner(tx, {
      userId,
      name: p.name,
      email,
      categorySno: p.category,
      role: p.role,
      registrationNo: p.registrationNo ?? null,
      ...flagColumns(flags),
    });
    await insertPartnerUser(tx, {
      partnerId: partner.id,
      userId,
      name: p.name,
      email,
      passwordHash,
      teamRole: "owner",
      siteRef: partner.siteRef,
      ...flagColumns(flags),
    });
    await recordAudit(tx, {
      event: "partner_created",
      partnerId: partner.id,
      userId,
      details: { flags, role: p.role },
    });
    return partner;
  });
  return row;
}

async function requirePartner(db: Db, userId: string) {
  const partner = await findPartnerByUserId(db, userId);
  if (!partner) throw new PartnerAdminError(`No partner with user id ${normaliseUserId(userId)}.`);
  return partner;
}

/** The partner's owner, whom the `partners` command's password and second-factor resets act on. */
async function requireOwner(db: Db, partner: Partner): Promise<PartnerUser> {
  const owner = await findOwnerOf(db, partner.id);
  if (!owner) throw new PartnerAdminError(`Partner ${partner.userId} has no owner.`);
  return owner;
}

/**
 * Sets what the partner may sell and use; its owners get exactly these, so they keep using everything the partner
 * has. Other users keep theirs, of which only what the partner still has counts.
 */
export async function setPartnerFlags(db: Db, userId: string, flags: PartnerFlag[]) {
  const partner = await requirePartner(db, userId);
  await db.transaction(async (tx) => {
    await updatePartner(tx, partner.id, flagColumns(flags));
    await updateOwners(tx, partner.id, flagColumns(flags));
    await refreshPartnerSessions(tx, partner.id);
  });
  await recordAudit(db, {
    event: "partner_updated",
    partnerId: partner.id,
    userId: partner.userId,
    details: { flags },
  });
}

/** Records the partner's regulator registration number, disclosed on the documents of what it sells from now on. */
export async function setPartnerRegistration(db: Db, userId: string, registrationNo: string) {
  const partner = await requirePartner(db, userId);
  const parsed = registrationNoSchema.safeParse(registrationNo);
  if (!parsed.success) throw new PartnerAdminError(parsed.error.issues[0]?.message ?? "Invalid registration number.");
  await updatePartner(db, partner.id, { registrationNo: parsed.data });
  await recordAudit(db, {
    event: "partner_updated",
    partnerId: partner.id,
    userId: partner.userId,
    details: { registrationNo: parsed.data },
  });
}

/** The operator's reset of the partner's password: its owner's, whose sessions and trusted browsers end. */
export async function resetPartnerPassword(db: Db, userId: string, password: string) {
  const partner = await requirePartner(db, userId);
  const owner = await requireOwner(db, partner);
  newPasswordSchema.parse(password);
  const passwordHash = await checkedHash(password, owner.userId);
  await db.transaction(async (tx) => {
    await updatePartnerUser(tx, owner.id, { passwordHash });
    await endUserSessions(tx, owner.id);
    await forgetTrustedBrowsers(tx, owner.id);
    await clearSubject(tx, owner.userId, SCOPES_LIFTED_BY_RESET);
    await recordAudit(tx, {
      event: "password_reset",
      partnerId: partner.id,
      actingUserId: null,
      userId: owner.userId,
      details: { by: "operator" },
    });
  });
}

/** Disabling the partner refuses every one of its users, and ends all their sessions on every instance at once. */
export async function setPartnerDisabled(db: Db, userId: string, disabled: boolean) {
  const partner = await requirePartner(db, userId);
  await updatePartner(db, partner.id, { disabledAt: disabled ? new Date() : null });
  if (disabled) await endAllSessions(db, partner.id);
  await recordAudit(db, {
    event: disabled ? "partner_disabled" : "partner_enabled",
    partnerId: partner.id,
    userId: partner.userId,
  });
}

/**
 * An operator's reset of a partner's second factor, its owner's (a lost phone and no recovery codes left): the
 * authenticator, recovery codes and trusted browsers go, every session of the owner ends, and the owner sets it up
 * again at the next sign-in (or from the security page). Audited, as the identity was checked outside the portal.
 */
export async function resetPartnerTwoFactor(db: Db, userId: string) {
  const partner = await requirePartner(db, userId);
  const owner = await requireOwner(db, partner);
  return db.transaction((tx) => resetUserTwoFactor(tx, { partner, user: owner, by: "operator" }));
}

/**
 * Removes a user's second factor (authenticator, recovery codes, trusted browsers) and ends every session of theirs
 * on every instance, in the caller's transaction. Reset by an owner (decision 060), they must set one up again at
 * their next sign-in whatever TWO_FACTOR_REQUIRED says.
 */
export async function resetUserTwoFactor(
  tx: Db,
  { partner, user, by }: { partner: Partner; user: PartnerUser; by: "operator" | "owner" },
) {
  const had = Boolean((await findTwoFactor(tx, user.id))?.confirmedAt);
  await removeSecondFactor(tx, user.id);
  if (by === "owner") await updatePartnerUser(tx, user.id, { secondFactorRequired: true });
  await endUserSessions(tx, user.id);
  await clearSubject(tx, user.userId, [SCOPES.secondFactor]);
  const auditId = await recordAudit(tx, {
    event: "two_factor_reset",
    partnerId: partner.id,
    ...(by === "operator" ? { actingUserId: null } : {}),
    userId: user.userId,
    subjectType: "partner_user",
    subjectId: String(user.id),
    details: { by, hadSecondFactor: had },
  });
  return { hadSecondFactor: had, auditId };
}

const newUserSchema = z.object({
  userId: signInIdSchema,
  name: singleLineText().min(1).max(120),
  email: z.email(),
  password: newPasswordSchema,
  teamRole: z.enum(TEAM_ROLES, { error: `team role must be one of: ${TEAM_ROLES.join(", ")}` }),
  flags: z.array(z.enum(PARTNER_FLAGS)),
  /** One of the partner's own teams (a manager sees their team's business), or none. */
  teamId: z.number().int().nullable().optional(),
});
type NewUser = z.input<typeof newUserSchema>;

/**
 * Adds a user to a partner (the partners command's `add-user`, the demo users): their own sign-in id and e-mail
 * address, each unused across every partner, and flags among the partner's. An owner is made with the partner, or by
 * an owner changing a user's role on the team page; a user added here is not one.
 */
export async function addPartnerUser(db: Db, partnerId: number, input: NewUser): Promise<PartnerUser> {
  const u = newUserSchema.parse(input);
  const userId = normaliseUserId(u.userId);
  if (u.teamRole === "owner") throw new PartnerAdminError("A partner has one owner, made with the partner.");
  const partner = await findPartnerById(db, partnerId);
  if (!partner) throw new PartnerAdminError(`No partner ${partnerId}.`);
  const beyond = u.flags.filter((flag) => !partnerFlags(partner).includes(flag));
  if (beyond.length) throw new PartnerAdminError(`The partner itself may not use: ${beyond.join(", ")}.`);
  await refuseTakenIdentity(db, { userId, email: u.email });
  if (u.teamId != null && !(await findPartnerTeam(db, partnerId, u.teamId)))
    throw new PartnerAdminError(`No team ${u.teamId} of partner ${partnerId}.`);
  const passwordHash = await checkedHash(u.password, userId);
  return db.transaction(async (tx) => {
    const user = await insertPartnerUser(tx, {
      partnerId,
      teamId: u.teamId ?? null,
      userId,
      name: u.name,
      email: u.email.toLowerCase(),
      passwordHash,
      teamRole: u.teamRole satisfies TeamRole,
      ...flagColumns(u.flags),
    });
    await recordAudit(tx, {
      event: "user_created",
      partnerId,
      userId,
      subjectType: "partner_user",
      subjectId: String(user.id),
      details: { teamRole: u.teamRole, flags: u.flags },
    });
    return user;
  });
}

/**
 * Disables or enables one user of a partner. Disabling refuses their sign-in and ends every session of theirs at once
 * on every instance (the other users stay signed in); enabling lets them sign in again, with no session restored.
 * The partner's row is locked first and the partner keeps an active owner (decision 060): of two owners disabling
 * each other at once, the second finds the first's change and is refused.
 */
export async function setPartnerUserDisabled(db: Db, id: number, disabled: boolean, by?: TeamOwner) {
  await db.transaction((tx) => setUserDisabledIn(tx, id, disabled, by));
}

/**
 * `setPartnerUserDisabled` in the caller's transaction (not a nested one: the sessions' invalidation is delivered and
 * awaited at the commit of the transaction it was sent in). Answers the partner, the user and the audit row of the
 * change; null when the user already was so and nothing was done.
 */
export async function setUserDisabledIn(tx: Db, id: number, disabled: boolean, by?: TeamOwner) {
  const { partner, user } = by ? await ownersUser(tx, by, id) : await lockedUser(tx, id);
  if (by && disabled && user.id === by.userId) throw new PartnerAdminError(TEAM_MESSAGES.notYourself);
  if (Boolean(user.disabledAt) === disabled) return null;
  await updatePartnerUser(tx, user.id, { disabledAt: disabled ? new Date() : null });
  await keepAnActiveOwner(tx, partner.id);
  if (disabled) await endUserSessions(tx, user.id);
  const auditId = await recordAudit(tx, {
    event: disabled ? "user_disabled" : "user_enabled",
    partnerId: partner.id,
    userId: user.userId,
    subjectType: "partner_user",
    subjectId: String(user.id),
  });
  return { partner, user, auditId };
}

/** The operator's user, read under the partner's lock: a change committed while this waited for it counts. */
async function lockedUser(tx: Db, id: number) {
  const found = await findUserById(tx, id);
  if (!found) throw new PartnerAdminError(`No user ${id}.`);
  await lockPartner(tx, found.partner.id);
  return (await findUserById(tx, id))!;
}

/** An owner's user of their own partner, under the partner's lock, the owner still an active owner. */
async function ownersUser(tx: Db, by: TeamOwner, id: number) {
  await lockTeamAsOwner(tx, by);
  return teamUserOf(tx, by.partnerId, id);
}

/**
 * The partners command's `add-user`: a user of the partner with this (owner's) user id, in the team of this name (made
 * when the partner has none of it yet), with the flags given or, without them, every flag of the partner.
 */
export async function addUserToPartner(
  db: Db,
  input: Omit<NewUser, "teamId" | "flags"> & { partner: string; team?: string; flags?: PartnerFlag[] },
) {
  const { partner: partnerUserId, team, flags, ...user } = input;
  const partner = await requirePartner(db, partnerUserId);
  const teamId = team ? (await ensurePartnerTeam(db, partner.id, team)).id : null;
  return addPartnerUser(db, partner.id, { ...user, teamId, flags: flags ?? partnerFlags(partner) });
}
