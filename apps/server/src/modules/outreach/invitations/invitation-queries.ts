import { INVITATION_KINDS, type InvitationListQuery, type InvitationStatus, invitationKindOf } from "@pp/domain";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { matchingRows, totalOf } from "../../../db/list-page";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { invitations, partners } from "../../../db/schema";
import { like } from "../../../db/search-patterns";
import { hashToken } from "../../../security/tokens";

/** The same order as the domain's invitationStatus: cancelled, completed, expired, opened, sent. */
const invitationStatusSql = sql<InvitationStatus>`case
  when ${invitations.cancelledAt} is not null then 'cancelled'
  when ${invitations.completedAt} is not null then 'completed'
  when ${invitations.expiresAt} <= now() then 'expired'
  when ${invitations.openedAt} is not null then 'opened'
  else 'sent' end`;

const SORT_COLUMNS = {
  created_at: invitations.createdAt,
  recipient_name: invitations.recipientName,
  status: invitationStatusSql,
  expires_at: invitations.expiresAt,
} as const;

const invitationColumns = {
  id: invitations.id,
  product: invitations.product,
  journey: invitations.journey,
  recipientName: invitations.recipientName,
  recipientEmail: invitations.recipientEmail,
  recipientMobile: invitations.recipientMobile,
  reference: invitations.reference,
  status: invitationStatusSql,
  expiresAt: invitations.expiresAt,
  openedAt: invitations.openedAt,
  completedAt: invitations.completedAt,
  cancelledAt: invitations.cancelledAt,
  createdAt: invitations.createdAt,
};

type Selected = {
  id: number;
  product: string;
  journey: string;
  recipientName: string;
  recipientEmail: string;
  recipientMobile: string;
  reference: string | null;
  status: InvitationStatus;
  expiresAt: Date;
  openedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The row as the list shows it: the kind instead of product and journey, times as ISO text. */
function toInvitationRow({ product, journey, ...r }: Selected) {
  return {
    ...r,
    kind: invitationKindOf(product, journey)!,
    expiresAt: r.expiresAt.toISOString(),
    openedAt: iso(r.openedAt),
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    createdAt: r.createdAt.toISOString(),
  };
}

function filters(scope: RecordScope, q: InvitationListQuery): SQL {
  const { product, journey } = INVITATION_KINDS[q.kind];
  const search = q.q
    ? or(
        ilike(invitations.recipientName, like(q.q)),
        ilike(invitations.recipientEmail, like(q.q)),
        ilike(invitations.recipientMobile, like(q.q.replace(/\D/g, "") || q.q)),
        ilike(invitations.reference, like(q.q)),
      )
    : undefined;
  return and(
    inScope(invitations, scope),
    eq(invitations.product, product),
    eq(invitations.journey, journey),
    ...(q.status ? [sql`${invitationStatusSql} = ${q.status}`] : []),
    ...(q.from ? [sql`${invitations.createdAt} >= ${`${q.from}T00:00:00+04:00`}::timestamptz`] : []),
    ...(q.to ? [sql`${invitations.createdAt} < (${`${q.to}T00:00:00+04:00`}::timestamptz + interval '1 day')`] : []),
    ...(search ? [search] : []),
  )!;
}

/** One page of the partner's invitations of one kind, counted in the page's own query. */
export async function listInvitations(db: Db, scope: RecordScope, q: InvitationListQuery) {
  const where = filters(scope, q);
  const order = q.dir === "asc" ? asc : desc;
  const rows = await db
    .select({ ...invitationColumns, matching: matchingRows(invitations, where) })
    .from(invitations)
    .where(where)
    .orderBy(order(SORT_COLUMNS[q.sort]), order(invitations.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = await totalOf(rows, q.page, () => db.select({ n: count() }).from(invitations).where(where));
  return {
    rows: rows.map(({ matching: _, ...r }) => toInvitationRow(r as Selected)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The partner's own invitation as the list shows it; another partner's answers like one that does not exist. */
export async function findOwnedInvitationRow(db: Db, id: number, scope: RecordScope) {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .where(and(eq(invitations.id, id), inScope(invitations, scope)));
  return row ? toInvitationRow(row as Selected) : undefined;
}

/** The invitation behind a customer's link, with the partner's opaque reference for the product sites. */
export async function findInvitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: invitations, partnerReference: partners.siteRef })
    .from(invitations)
    .innerJoin(partners, eq(partners.id, invitations.partnerId))
    .where(eq(invitations.tokenHash, hashToken(token)));
  return row;
}

/** The first opening is what the partner's list shows; later openings keep it. */
export async function markInvitationOpened(db: Db, invitationId: number) {
  await db
    .update(invitations)
    .set({ openedAt: sql`coalesce(${invitations.openedAt}, now())` })
    .where(eq(invitations.id, invitationId));
}
