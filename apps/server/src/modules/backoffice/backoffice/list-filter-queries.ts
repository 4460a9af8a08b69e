import type { PolicyListQuery, QuotationListQuery } from "@pp/domain";
import { addDays, EMIRATES_ID_PATTERN, RENEWAL_WINDOW_DAYS, toIsoDate } from "@pp/domain";
import { and, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { inScopeFiltered, type RecordScope } from "../../../db/record-scope";
import { policies, quotationMembers, quotations } from "../../../db/schema";
import { digits, like } from "../../../db/search-patterns";

/** Only a search shaped like an Emirates ID looks through the members (indexed lookups, not a scan per keystroke). */
const isEmiratesId = (q: string) => EMIRATES_ID_PATTERN.test(q);
/** A search of three letters or more also looks for a member by name (first and family together, as lists show it). */
const looksLikeName = (q: string) => /\p{L}.*\p{L}.*\p{L}/u.test(q);

const dateRange = (column: typeof quotations.createdAt | typeof policies.issuedAt, from?: string, to?: string) => [
  ...(from ? [gte(column, new Date(`${from}T00:00:00+04:00`))] : []),
  ...(to ? [lt(column, new Date(`${addDays(to, 1)}T00:00:00+04:00`))] : []),
];

// The subquery names its tables itself: in a one-table select drizzle prints selected columns without their table,
// which turned `quotation_id = id` into a comparison inside quotation_members and summed other quotations' members.
export const quotationTotalFils = sql<number>`coalesce(${quotations.reportedPremiumFils}, (select round(coalesce(sum(qm.premium_fils), 0) * 1.05)::int from quotation_members qm where qm.quotation_id = "quotations"."id"))`;

/** The name of a partner's user a record names (decision 059); null when that user is gone or nobody is named. */
const userNameOf = (table: "quotations" | "policies", column: "created_by_user_id" | "last_acted_by_user_id") =>
  sql<
    string | null
  >`(select u.name from partner_users u where u.id = ${sql.identifier(table)}.${sql.identifier(column)})`;

/** Who created the record: the lists' and exports' "Sold by". */
export const soldByName = (table: "quotations" | "policies") => userNameOf(table, "created_by_user_id");
/** Who of the partner acted on the record last: the exports' "Last action by" and the detail pages. */
export const lastActorName = (table: "quotations" | "policies") => userNameOf(table, "last_acted_by_user_id");

/** The search box's match on a quotation: its number, its sponsor, or one of its members by name or Emirates ID. */
export function quotationSearch(q: string): SQL {
  return or(
    ilike(quotations.quotationNo, like(q)),
    ilike(quotations.sponsorName, like(q)),
    ilike(quotations.sponsorEmail, like(q)),
    ...(digits(q).length >= 4 ? [ilike(quotations.sponsorMobile, like(digits(q)))] : []),
    ...(isEmiratesId(q) ? [eq(quotations.sponsorEmiratesId, q)] : []),
    ...(matchesMembers(q) ? [sql`exists (${quotationMemberMatch(q)})`] : []),
  )!;
}

/** Whether a search also looks through the members (by name or by Emirates ID). */
export const matchesMembers = (q: string) => looksLikeName(q) || isEmiratesId(q);

const memberMatch = (q: string) =>
  isEmiratesId(q) ? sql`m.emirates_id = ${q}` : sql`(m.first_name || ' ' || m.family_name) ilike ${like(q)}`;

/**
 * The name of the quotation's first member the search matches: used in `exists` and as a selected label. The outer
 * table is named in full because drizzle prints a one-table select's columns bare, and a bare `id` here is the member's.
 */
export const quotationMemberMatch = (q: string) =>
  sql`select m.first_name || ' ' || m.family_name from ${quotationMembers} m where m.quotation_id = "quotations"."id" and ${memberMatch(q)} order by m.id limit 1`;

/** The same for a policy's members as issued. */
export const policyMemberMatch = (q: string) =>
  sql`select m.first_name || ' ' || m.family_name from policy_members m where m.policy_id = "policies"."id" and ${memberMatch(q)} order by m.id limit 1`;

/** The search box's match on a policy: its number, its sponsor, or one of its members by name or Emirates ID. */
export function policySearch(q: string): SQL {
  return or(
    ilike(policies.policyNo, like(q)),
    ilike(policies.sponsorName, like(q)),
    ilike(policies.sponsorEmail, like(q)),
    ...(digits(q).length >= 4 ? [ilike(policies.sponsorMobile, like(digits(q)))] : []),
    ...(matchesMembers(q) ? [sql`exists (${policyMemberMatch(q)})`] : []),
  )!;
}

export function quotationFilters(scope: RecordScope, q: QuotationListQuery): SQL {
  const search = q.q ? quotationSearch(q.q) : undefined;
  return and(
    inScopeFiltered(quotations, scope, q),
    eq(quotations.product, q.product),
    ...(q.status ? [eq(quotations.status, q.status)] : []),
    ...dateRange(quotations.createdAt, q.from, q.to),
    ...(search ? [search] : []),
  )!;
}

/** Policy views of the sidebar; "pending" = active and inside the renewal window. */
export function policyFilters(scope: RecordScope, q: PolicyListQuery, today = toIsoDate(new Date())): SQL {
  const windowEnd = addDays(today, RENEWAL_WINDOW_DAYS);
  const view: SQL[] = {
    all: [],
    nb: [eq(policies.journey, "new_business")],
    renewals: [eq(policies.journey, "renewal")],
    pending: [eq(policies.status, "active"), sql`${policies.endDate} between ${today} and ${windowEnd}`],
    active: [eq(policies.status, "active"), gte(policies.endDate, today)],
    expired: [eq(policies.status, "active"), lt(policies.endDate, today)],
    renewed: [eq(policies.status, "renewed")],
  }[q.view];
  const search = q.q ? policySearch(q.q) : undefined;
  return and(
    inScopeFiltered(policies, scope, q),
    eq(policies.product, q.product),
    ...view,
    ...(q.status ? [eq(policies.status, q.status)] : []),
    ...dateRange(policies.issuedAt, q.from, q.to),
    ...(search ? [search] : []),
  )!;
}
