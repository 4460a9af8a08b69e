import { type PolicyListQuery, policyListState, type QuotationListQuery, toIsoDate } from "@pp/domain";
import { and, asc, count, desc, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { matchingRows, totalOf } from "../../../db/list-page";
import type { RecordScope } from "../../../db/record-scope";
import { policies, quotations } from "../../../db/schema";
import { lastActorName, policyFilters, quotationFilters, quotationTotalFils, soldByName } from "./list-filter-queries";

const QUOTATION_SORT_COLUMNS = {
  created_at: quotations.createdAt,
  quotation_no: quotations.quotationNo,
  sponsor_name: quotations.sponsorName,
  status: quotations.status,
  total: quotationTotalFils,
} as const;

const POLICY_SORT_COLUMNS = {
  issued_at: policies.issuedAt,
  policy_no: policies.policyNo,
  sponsor_name: policies.sponsorName,
  end_date: policies.endDate,
  total: policies.totalFils,
  status: policies.status,
} as const;

const quotationColumns = {
  id: quotations.id,
  quotationNo: quotations.quotationNo,
  product: quotations.product,
  journey: quotations.journey,
  status: quotations.status,
  lastVisitedPage: quotations.lastVisitedPage,
  sponsorName: quotations.sponsorName,
  sponsorEmail: quotations.sponsorEmail,
  sponsorMobile: quotations.sponsorMobile,
  totalFils: quotationTotalFils,
  soldBy: soldByName("quotations"),
  lastActedBy: lastActorName("quotations"),
  createdAt: quotations.createdAt,
  updatedAt: quotations.updatedAt,
};

const policyColumns = {
  id: policies.id,
  policyNo: policies.policyNo,
  product: policies.product,
  journey: policies.journey,
  status: policies.status,
  sponsorName: policies.sponsorName,
  sponsorEmail: policies.sponsorEmail,
  sponsorMobile: policies.sponsorMobile,
  startDate: policies.startDate,
  endDate: policies.endDate,
  totalFils: policies.totalFils,
  soldBy: soldByName("policies"),
  lastActedBy: lastActorName("policies"),
  issuedAt: policies.issuedAt,
  /** A receipt and schedule exist once a payment through the portal issued the policy. */
  hasReceipt: sql<boolean>`${policies.paymentId} is not null`,
  /** The current version (1 as issued), the first day without cover of a cancelled policy, and what changes returned. */
  version: policies.version,
  cancelledFrom: policies.cancelledFrom,
  // Written out: drizzle leaves a column in a select's own subquery unqualified, and "id" would name the version's.
  refundedFils:
    sql<number>`(select coalesce(-sum(pv.total_change_fils), 0) from policy_versions pv where pv.policy_id = "policies"."id")`.mapWith(
      Number,
    ),
};

const toQuotationRow = <T extends { totalFils: unknown; createdAt: Date; updatedAt: Date }>(r: T) => ({
  ...r,
  totalFils: Number(r.totalFils),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export type QuotationRow = Awaited<ReturnType<typeof listQuotations>>["rows"][number];
export type PolicyRow = Awaited<ReturnType<typeof listPolicies>>["rows"][number];

export async function listQuotations(db: Db, scope: RecordScope, q: QuotationListQuery) {
  const where = quotationFilters(scope, q);
  const order = q.dir === "asc" ? asc : desc;
  const rows = await db
    .select({ ...quotationColumns, matching: matchingRows(quotations, where) })
    .from(quotations)
    .where(where)
    .orderBy(order(QUOTATION_SORT_COLUMNS[q.sort]), order(quotations.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = await totalOf(rows, q.page, () => db.select({ n: count() }).from(quotations).where(where));
  return { rows: rows.map(({ matching: _, ...r }) => toQuotationRow(r)), total, page: q.page, pageSize: q.pageSize };
}

/** The row in its list form: the state the list shows, the issue time as text. */
function withRenewalState<T extends { status: string; endDate: string; issuedAt: Date }>(
  r: T,
  today = toIsoDate(new Date()),
) {
  return { ...r, issuedAt: r.issuedAt.toISOString(), state: policyListState(r, today) };
}

export async function listPolicies(db: Db, scope: RecordScope, q: PolicyListQuery) {
  const where = policyFilters(scope, q);
  const order = q.dir === "asc" ? asc : desc;
  const rows = await db
    .select({ ...policyColumns, matching: matchingRows(policies, where) })
    .from(policies)
    .where(where)
    .orderBy(order(POLICY_SORT_COLUMNS[q.sort]), order(policies.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = await totalOf(rows, q.page, () => db.select({ n: count() }).from(policies).where(where));
  return {
    rows: rows.map(({ matching: _, ...r }) => withRenewalState(r)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Rows an export reads a query. The embedded database answers a query on the event loop's own thread, so a query is
 * as long as any request (a health probe) may wait: 250 rows stay well under 100 ms on a busy machine.
 */
const EXPORT_ROWS_A_QUERY = 250;

/** Newest first, EXPORT_ROWS_A_QUERY rows a query, keyed on the id: memory stays flat however many rows match. */
export async function* quotationBatches(db: Db, scope: RecordScope, q: QuotationListQuery) {
  yield* batches(async (before) =>
    (
      await db
        .select(quotationColumns)
        .from(quotations)
        .where(and(quotationFilters(scope, q), before ? lt(quotations.id, before) : undefined) as SQL)
        .orderBy(desc(quotations.id))
        .limit(EXPORT_ROWS_A_QUERY)
    ).map(toQuotationRow),
  );
}

export async function* policyBatches(db: Db, scope: RecordScope, q: PolicyListQuery) {
  yield* batches(async (before) =>
    (
      await db
        .select(policyColumns)
        .from(policies)
        .where(and(policyFilters(scope, q), before ? lt(policies.id, before) : undefined) as SQL)
        .orderBy(desc(policies.id))
        .limit(EXPORT_ROWS_A_QUERY)
    ).map((r) => withRenewalState(r)),
  );
}

async function* batches<T extends { id: number }>(next: (before: number | undefined) => Promise<T[]>) {
  let before: number | undefined;
  for (;;) {
    const rows = await next(before);
    if (rows.length === 0) return;
    yield rows;
    before = rows[rows.length - 1]!.id;
  }
}
