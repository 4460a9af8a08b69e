import { newPasswordSchema, PARTNER_FLAGS, type PartnerFlag, singleLineText, USER_ROLES } from "@pp/domain";
import { z } from "zod";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { commonPasswordError, hashPassword } from "../../../security/passwords";
import { clearSubject } from "../auth/attempt-throttle-store";
import { endAllSessions, refreshPartnerSessions } from "../auth/session-store";
import { SCOPES, SCOPES_LIFTED_BY_RESET } from "../auth/sign-in-rules";
import { forgetTrustedBrowsers } from "../auth/trusted-browser-store";
import { findTwoFactor, removeSecondFactor } from "../two-factor/two-factor-store";
import { findPartnerByUserId, flagColumns, insertPartner, normaliseUserId, updatePartner } from "./partner-repository";

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
  userId: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[a-zA-Z0-9._-]+$/, "user id: letters, digits, dot, dash, underscore"),
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
  for (const p of partners) if (await findPartnerByUserId(db, normaliseUserId(p.userId))) existing.push(p.userId);
  if (existing.length) throw new PartnerAdminError(`These user ids already exist: ${existing.join(", ")}.`);
  return db.transaction(async (tx) => {
    const added = [];
    for (const p of partners) added.push(await addPartner(tx as unknown as Db, p));
    return added;
  });
}

export class PartnerAdminError extends Error {}

async function checkedHash(password: string, userId: string) {
  const weak = commonPasswordError(password, userId);
  if (weak) throw new PartnerAdminError(weak);
  return hashPassword(password);
}

export async function addPartner(db: Db, input: NewPartner) {
  const p = newPartnerSchema.parse(input);
  const userId = normaliseUserId(p.userId);
  if (await findPartnerByUserId(db, userId))
    throw new PartnerAdminError(`A partner with user id ${userId} already exists.`);
  const row = await insertPartner(db, {
    userId,
    name: p.name,
    email: p.email.toLowerCase(),
    categorySno: p.category,
    passwordHash: await checkedHash(p.password, userId),
    role: p.role,
    registrationNo: p.registrationNo ?? null,
    // An underwriter sells nothing: the selling flags stay off whatever was asked.
    ...flagColumns(p.role === "underwriter" ? [] : p.flags),
  });
  await recordAudit(db, {
    event: "partner_created",
    partnerId: row.id,
    userId,
    details: { flags: p.role === "underwriter" ? [] : p.flags, role: p.role },
  });
  return row;
}

async function requirePartner(db: Db, userId: string) {
  const partner = await findPartnerByUserId(db, userId);
  if (!partner) throw new PartnerAdminError(`No partner with user id ${normaliseUserId(userId)}.`);
  return partner;
}

export async function setPartnerFlags(db: Db, userId: string, flags: PartnerFlag[]) {
  const partner = await requirePartner(db, userId);
  await updatePartner(db, partner.id, flagColumns(flags));
  await refreshPartnerSessions(db, partner.id);
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

export async function resetPartnerPassword(db: Db, userId: string, password: string) {
  const partner = await requirePartner(db, userId);
  newPasswordSchema.parse(password);
  await updatePartner(db, partner.id, { passwordHash: await checkedHash(password, partner.userId) });
  await endAllSessions(db, partner.id);
  await forgetTrustedBrowsers(db, partner.id);
  await clearSubject(db, partner.userId, SCOPES_LIFTED_BY_RESET);
  await recordAudit(db, {
    event: "password_reset",
    partnerId: partner.id,
    userId: partner.userId,
    details: { by: "operator" },
  });
}

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
 * An operator's reset of a partner's second factor (a lost phone and no recovery codes left): the authenticator,
 * recovery codes and trusted browsers go, every session ends, and the partner sets it up again at the next sign-in
 * (or from the security page). Audited, as the partner's identity was checked outside the portal.
 */
export async function resetPartnerTwoFactor(db: Db, userId: string) {
  const partner = await requirePartner(db, userId);
  const had = Boolean((await findTwoFactor(db, partner.id))?.confirmedAt);
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, partner.id);
    await endAllSessions(tx, partner.id);
    await clearSubject(tx, partner.userId, [SCOPES.secondFactor]);
    await recordAudit(tx, {
      event: "two_factor_reset",
      partnerId: partner.id,
      userId: partner.userId,
      details: { by: "operator", hadSecondFactor: had },
    });
  });
  return { hadSecondFactor: had };
}
