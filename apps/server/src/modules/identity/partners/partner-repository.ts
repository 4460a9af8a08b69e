import type { PartnerFlag } from "@pp/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partners, type partnerUsers } from "../../../db/schema";

/** The brokerage (the tenant): its flags, its registration, its records. Its people are its users. */
export type Partner = typeof partners.$inferSelect;

export const normaliseUserId = (userId: string) => userId.trim().toLowerCase();

export async function findPartnerByUserId(db: Db, userId: string): Promise<Partner | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(eq(partners.userId, normaliseUserId(userId)));
  return row;
}

/** The partner behind the reference the external product sites received as `UserId`. */
export async function findPartnerBySiteRef(db: Db, reference: string): Promise<Partner | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.siteRef, reference));
  return row;
}

export async function findPartnerById(db: Db, id: number): Promise<Partner | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

/**
 * Locks the partner's row for the rest of the transaction: every change of its team (decision 060) takes it first, so
 * changes of one partner's users happen one after the other on every instance, and each sees the ones before it.
 */
export async function lockPartner(tx: Db, id: number): Promise<Partner | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for("update");
  return row;
}

const FLAG_COLUMNS = {
  enhanced: "enhancedAllowed",
  pa: "paAllowed",
  term: "termAllowed",
  basic: "basicAllowed",
  meetings: "meetingsAllowed",
  invitations: "invitationsAllowed",
} as const satisfies Record<PartnerFlag, keyof Partner & keyof typeof partnerUsers.$inferSelect>;

/** A partner's or a user's row: both carry the six flag columns. */
type WithFlags = { [C in (typeof FLAG_COLUMNS)[PartnerFlag]]: boolean };

/** Every flag set to whether it is in the list. */
export function flagColumns(flags: readonly PartnerFlag[]) {
  return Object.fromEntries(
    Object.entries(FLAG_COLUMNS).map(([flag, col]) => [col, flags.includes(flag as PartnerFlag)]),
  ) as {
    [K in (typeof FLAG_COLUMNS)[PartnerFlag]]: boolean;
  };
}

/** The flags set on a partner's row, or on a user's (what the partner gave them). */
export function partnerFlags(p: WithFlags): PartnerFlag[] {
  return (Object.entries(FLAG_COLUMNS) as [PartnerFlag, keyof WithFlags][]).filter(([, col]) => p[col]).map(([f]) => f);
}

type NewPartner = typeof partners.$inferInsert;

export async function insertPartner(db: Db, values: NewPartner) {
  const [row] = await db.insert(partners).values(values).returning();
  return row!;
}

export async function updatePartner(db: Db, id: number, changes: Partial<NewPartner>) {
  await db
    .update(partners)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partners.id, id));
}

/** Every partner, in the order they were added. */
export const listPartners = (db: Db) => db.select().from(partners).orderBy(partners.id);

export const findPartnersByUserIds = (db: Db, userIds: string[]) =>
  db.select({ id: partners.id, userId: partners.userId }).from(partners).where(inArray(partners.userId, userIds));

/** Deletes the partners' rows; their users, and the users' sessions, second factors and reset links go with them. */
export const deletePartnerRows = (db: Db, partnerIds: number[]) =>
  db.delete(partners).where(inArray(partners.id, partnerIds));
