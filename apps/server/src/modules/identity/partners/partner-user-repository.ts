import {
  effectiveFlags,
  type ListSellersResponse,
  PARTNER_FLAGS,
  type PartnerDetails,
  type PartnerFlag,
  type TeamRole,
} from "@pp/domain";
import { and, asc, count, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RecordScope } from "../../../db/record-scope";
import { partners, partnerTeams, partnerUsers } from "../../../db/schema";
import { normaliseUserId, type Partner, partnerFlags } from "./partner-repository";

/** One person of a partner, who signs in with their own id, password and second factor (decision 058). */
export type PartnerUser = typeof partnerUsers.$inferSelect;

/**
 * The signed-in user as a request sees them (`request.user`): who they are in the partner's team and the flags they
 * may use, which are the partner's and their own at once.
 */
export type SignedInUser = Pick<
  PartnerUser,
  "id" | "userId" | "name" | "email" | "teamRole" | "teamId" | "language"
> & {
  flags: PartnerFlag[];
};

/** Who a user is in the partner's team: what the session and the team page both show of them. */
export const teamIdentityOf = (user: PartnerUser) => ({
  id: user.id,
  userId: user.userId,
  name: user.name,
  email: user.email,
  teamRole: user.teamRole,
  teamId: user.teamId,
});

export const toSignedInUser = (partner: Partner, user: PartnerUser): SignedInUser => ({
  ...teamIdentityOf(user),
  language: user.language,
  flags: userEffectiveFlags(partner, user),
});

/** What a user of this partner may use: computed here only, from the two rows (the domain's `effectiveFlags`). */
export const userEffectiveFlags = (partner: Partner, user: PartnerUser) =>
  effectiveFlags(partnerFlags(partner), partnerFlags(user));

/**
 * The spec's partner details (§3), under its own field names, as the signed-in user sees them: the partner's name,
 * number and reference, the user's sign-in id, language, name and team role, and the flags the user may use.
 */
export function toPartnerDetails(p: Partner, user: SignedInUser): PartnerDetails {
  const flags = new Set(user.flags);
  return {
    partner_name: p.name,
    partner_userid: user.userId,
    partner_reference: p.siteRef,
    partner_sno: p.id,
    partner_categ_sno: p.categorySno,
    user_role: p.role,
    language: user.language,
    ...(Object.fromEntries(PARTNER_FLAGS.map((flag) => [`${flag}_allowed`, flags.has(flag)])) as {
      [F in PartnerFlag as `${F}_allowed`]: boolean;
    }),
    user_name: user.name,
    team_role: user.teamRole,
  };
}

/** A user with the partner they belong to: what signing in, a reset and the security page act on. */
export type UserOfPartner = { partner: Partner; user: PartnerUser };

/** The session answer the web app keeps, from the two rows. */
export const partnerDetailsOf = ({ partner, user }: UserOfPartner) =>
  toPartnerDetails(partner, toSignedInUser(partner, user));

const withPartner = (db: Db) =>
  db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId));

export async function findUserByUserId(db: Db, userId: string): Promise<UserOfPartner | undefined> {
  const [row] = await withPartner(db).where(eq(partnerUsers.userId, normaliseUserId(userId)));
  return row;
}

/**
 * The user a PA or Term site reports a sale for (decision 059), with their partner: named by the user's site reference
 * (the owner's is the partner's, so every reference the sites hold still resolves), or by the deprecated sign-in id.
 */
export async function findReportingUser(
  db: Db,
  named: { siteRef?: string | undefined; userId?: string | undefined },
): Promise<UserOfPartner | undefined> {
  if (named.siteRef) {
    const [row] = await withPartner(db).where(eq(partnerUsers.siteRef, named.siteRef));
    return row;
  }
  return findUserByUserId(db, named.userId ?? "");
}

/** The user whose sign-in id or e-mail this is (a password reset asks for either); the first when an e-mail is shared. */
export async function findUserByUserIdOrEmail(db: Db, identifier: string): Promise<UserOfPartner | undefined> {
  const key = normaliseUserId(identifier);
  const [row] = await withPartner(db)
    .where(or(eq(partnerUsers.userId, key), eq(partnerUsers.email, key)))
    .orderBy(partnerUsers.id)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserOfPartner | undefined> {
  const [row] = await withPartner(db).where(eq(partnerUsers.id, id));
  return row;
}

/** The partner's owner: the user the `partners` command acts on for the partner itself. */
export async function findOwnerOf(db: Db, partnerId: number): Promise<PartnerUser | undefined> {
  const [row] = await db
    .select()
    .from(partnerUsers)
    .where(and(eq(partnerUsers.partnerId, partnerId), eq(partnerUsers.teamRole, "owner" satisfies TeamRole)))
    .orderBy(partnerUsers.id)
    .limit(1);
  return row;
}

/** A user of any partner with this e-mail address (stored lower-case): an address is one person's. */
export async function findUserByEmail(db: Db, email: string): Promise<PartnerUser | undefined> {
  const [row] = await db.select().from(partnerUsers).where(eq(partnerUsers.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** How many owners of the partner may sign in: never fewer than one after a change of its team (decision 060). */
export async function activeOwnerCount(db: Db, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerUsers)
    .where(
      and(
        eq(partnerUsers.partnerId, partnerId),
        eq(partnerUsers.teamRole, "owner" satisfies TeamRole),
        isNull(partnerUsers.disabledAt),
      ),
    );
  return row?.n ?? 0;
}

type NewPartnerUser = typeof partnerUsers.$inferInsert;

/** The partner's team of this name, made when it is not there yet. */
export async function ensurePartnerTeam(db: Db, partnerId: number, name: string) {
  await db.insert(partnerTeams).values({ partnerId, name }).onConflictDoNothing();
  const [team] = await db
    .select()
    .from(partnerTeams)
    .where(and(eq(partnerTeams.partnerId, partnerId), eq(partnerTeams.name, name)));
  return team!;
}

/** One of the partner's teams; undefined for another partner's. */
export async function findPartnerTeam(db: Db, partnerId: number, teamId: number) {
  const [team] = await db
    .select()
    .from(partnerTeams)
    .where(and(eq(partnerTeams.partnerId, partnerId), eq(partnerTeams.id, teamId)));
  return team;
}

export async function insertPartnerUser(db: Db, values: NewPartnerUser) {
  const [row] = await db.insert(partnerUsers).values(values).returning();
  return row!;
}

export async function updatePartnerUser(db: Db, id: number, changes: Partial<NewPartnerUser>) {
  await db
    .update(partnerUsers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partnerUsers.id, id));
}

/** The same change for every owner of the partner (the partner's flags, which its owners follow). */
export async function updateOwners(db: Db, partnerId: number, changes: Partial<NewPartnerUser>) {
  await db
    .update(partnerUsers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(partnerUsers.partnerId, partnerId), eq(partnerUsers.teamRole, "owner" satisfies TeamRole)));
}

/**
 * Whom a user may filter the lists, exports and the dashboard by (decision 059): the users and teams whose records
 * their role sees. All of the partner's for those who see all, the manager's team and its users, nobody for an agent.
 */
export async function sellersSeenBy(db: Db, scope: RecordScope): Promise<ListSellersResponse> {
  if (scope.creators.sees === "own") return { users: [], teams: [] };
  const teamId = scope.creators.sees === "team" ? scope.creators.teamId : undefined;
  const [users, teams] = await Promise.all([
    db
      .select({ id: partnerUsers.id, name: partnerUsers.name, teamId: partnerUsers.teamId })
      .from(partnerUsers)
      .where(
        and(
          eq(partnerUsers.partnerId, scope.partnerId),
          teamId === undefined
            ? undefined
            : or(eq(partnerUsers.teamId, teamId), eq(partnerUsers.id, scope.actingUserId)),
        ),
      )
      .orderBy(asc(partnerUsers.name), asc(partnerUsers.id)),
    db
      .select({ id: partnerTeams.id, name: partnerTeams.name })
      .from(partnerTeams)
      .where(
        and(
          eq(partnerTeams.partnerId, scope.partnerId),
          teamId === undefined ? undefined : eq(partnerTeams.id, teamId),
        ),
      )
      .orderBy(asc(partnerTeams.name), asc(partnerTeams.id)),
  ]);
  return { users, teams };
}
