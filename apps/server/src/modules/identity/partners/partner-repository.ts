import { PARTNER_FLAGS, type PartnerDetails, type PartnerFlag } from "@pp/domain";
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partners } from "../../../db/schema";

export type Partner = typeof partners.$inferSelect;

export const normaliseUserId = (userId: string) => userId.trim().toLowerCase();

export async function findPartnerByUserId(db: Db, userId: string): Promise<Partner | undefined> {
  const [row] = await db
    .select()
    .from(partners)
    .where(eq(partners.userId, normaliseUserId(userId)));
  return row;
}

export async function findPartnerByUserIdOrEmail(db: Db, identifier: string): Promise<Partner | undefined> {
  const key = normaliseUserId(identifier);
  const [row] = await db
    .select()
    .from(partners)
    .where(or(eq(partners.userId, key), eq(partners.email, key)))
    .limit(1);
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

const FLAG_COLUMNS = {
  enhanced: "enhancedAllowed",
  pa: "paAllowed",
  term: "termAllowed",
  basic: "basicAllowed",
  meetings: "meetingsAllowed",
  invitations: "invitationsAllowed",
} as const satisfies Record<PartnerFlag, keyof Partner>;

/** Every flag set to whether it is in the list. */
export function flagColumns(flags: readonly PartnerFlag[]) {
  return Object.fromEntries(
    Object.entries(FLAG_COLUMNS).map(([flag, col]) => [col, flags.includes(flag as PartnerFlag)]),
  ) as {
    [K in (typeof FLAG_COLUMNS)[PartnerFlag]]: boolean;
  };
}

export function partnerFlags(p: Partner): PartnerFlag[] {
  return (Object.entries(FLAG_COLUMNS) as [PartnerFlag, keyof Partner][]).filter(([, col]) => p[col]).map(([f]) => f);
}

/** The spec's partner details (§3), under its own field names. */
export function toPartnerDetails(p: Partner): PartnerDetails {
  return {
    partner_name: p.name,
    partner_userid: p.userId,
    partner_reference: p.siteRef,
    partner_sno: p.id,
    partner_categ_sno: p.categorySno,
    user_role: p.role,
    language: p.language,
    ...(Object.fromEntries(PARTNER_FLAGS.map((flag) => [`${flag}_allowed`, p[FLAG_COLUMNS[flag]]])) as {
      [F in PartnerFlag as `${F}_allowed`]: boolean;
    }),
  };
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

/** Deletes the partners' rows; their sessions, second factors and reset links go with them (foreign keys). */
export const deletePartnerRows = (db: Db, partnerIds: number[]) =>
  db.delete(partners).where(inArray(partners.id, partnerIds));
