import type { PolicyListQuery, QuotationListQuery } from "@pp/domain";
import { addDays, EMIRATES_ID_PATTERN, RENEWAL_WINDOW_DAYS, toIsoDate } from "@pp/domain";
import { and, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { policies, quotationMembers, quotations } from "../../db/schema";

/** The search box: numbers, the sponsor's and the members' names, e-mail, mobile, any member's Emirates ID (and the sponsor's). */
export const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The digits of a search, for mobile numbers typed with spaces or dashes. */
export const digits = (q: string) => q.replace(/\D/g, "");
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

export function quotationFilters(partnerId: number, q: QuotationListQuery): SQL {
  const search = q.q
    ? or(
        ilike(quotations.quotationNo, like(q.q)),
        ilike(quotations.sponsorName, like(q.q)),
        ilike(quotations.sponsorEmail, like(q.q)),
        ...(digits(q.q).length >= 4 ? [ilike(quotations.sponsorMobile, like(digits(q.q)))] : []),
        ...(looksLikeName(q.q)
          ? [
              sql`exists (select 1 from ${quotationMembers} m where m.quotation_id = ${quotations.id} and (m.first_name || ' ' || m.family_name) ilike ${like(q.q)})`,
            ]
          : []),
        ...(isEmiratesId(q.q)
          ? [
              eq(quotations.sponsorEmiratesId, q.q),
              sql`exists (select 1 from ${quotationMembers} m where m.quotation_id = ${quotations.id} and m.emirates_id = ${q.q})`,
            ]
          : []),
      )
    : undefined;
  return and(
    eq(quotations.partnerId, partnerId),
    eq(quotations.product, q.product),
    ...(q.status ? [eq(quotations.status, q.status)] : []),
    ...dateRange(quotations.createdAt, q.from, q.to),
    ...(search ? [search] : []),
  )!;
}

/** Policy views of the sidebar; "pending" = active and inside the renewal window. */
export function policyFilters(partnerId: number, q: PolicyListQuery, today = toIsoDate(new Date())): SQL {
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
  const search = q.q
    ? or(
        ilike(policies.policyNo, like(q.q)),
        ilike(policies.sponsorName, like(q.q)),
        ilike(policies.sponsorEmail, like(q.q)),
        ...(digits(q.q).length >= 4 ? [ilike(policies.sponsorMobile, like(digits(q.q)))] : []),
        ...(looksLikeName(q.q)
          ? [
              sql`exists (select 1 from policy_members m where m.policy_id = ${policies.id} and (m.first_name || ' ' || m.family_name) ilike ${like(q.q)})`,
            ]
          : []),
        ...(isEmiratesId(q.q)
          ? [sql`exists (select 1 from policy_members m where m.policy_id = ${policies.id} and m.emirates_id = ${q.q})`]
          : []),
      )
    : undefined;
  return and(
    eq(policies.partnerId, partnerId),
    eq(policies.product, q.product),
    ...view,
    ...(q.status ? [eq(policies.status, q.status)] : []),
    ...dateRange(policies.issuedAt, q.from, q.to),
    ...(search ? [search] : []),
  )!;
}
