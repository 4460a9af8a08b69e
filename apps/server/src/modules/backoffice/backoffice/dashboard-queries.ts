import { addDays, type CreatorFilter, LATEST_QUOTATIONS_SHOWN, toIsoDate } from "@pp/domain";
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScopeFiltered, type RecordScope } from "../../../db/record-scope";
import { policies, quotations } from "../../../db/schema";

/**
 * The month at a glance (UAE calendar month), for the home page: of the records the user's role sees, narrowed by user
 * or team for those who see others' (decision 059).
 */
export async function dashboard(db: Db, scope: RecordScope, filter: CreatorFilter, today = toIsoDate(new Date())) {
  const ofQuotations = inScopeFiltered(quotations, scope, filter);
  const ofPolicies = inScopeFiltered(policies, scope, filter);
  const monthStart = new Date(`${today.slice(0, 8)}01T00:00:00+04:00`);
  const [[inProgress], [month], [due], latest] = await Promise.all([
    db
      .select({ n: count() })
      .from(quotations)
      .where(and(ofQuotations, inArray(quotations.status, ["draft", "finalized"]))),
    db
      // A month's premium passes 2^31 fils (21.5 million AED) long before a single policy could: sum as bigint,
      // which the drivers hand over as a string or BigInt, and read it as a number (exact up to 2^53 fils).
      .select({ n: count(), premium: sql`coalesce(sum(${policies.totalFils}), 0)::bigint`.mapWith(Number) })
      .from(policies)
      .where(and(ofPolicies, gte(policies.issuedAt, monthStart))),
    db
      .select({ n: count() })
      .from(policies)
      .where(
        and(
          ofPolicies,
          eq(policies.status, "active"),
          sql`${policies.endDate} between ${today} and ${addDays(today, 30)}`,
        ),
      ),
    db
      .select({
        quotationNo: quotations.quotationNo,
        id: quotations.id,
        product: quotations.product,
        journey: quotations.journey,
        status: quotations.status,
        sponsorName: quotations.sponsorName,
        lastVisitedPage: quotations.lastVisitedPage,
        createdAt: quotations.createdAt,
      })
      .from(quotations)
      .where(ofQuotations)
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(LATEST_QUOTATIONS_SHOWN),
  ]);
  return {
    quotationsInProgress: inProgress?.n ?? 0,
    policiesThisMonth: month?.n ?? 0,
    premiumThisMonthFils: Number(month?.premium ?? 0),
    renewalsDueIn30Days: due?.n ?? 0,
    latestQuotations: latest.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
  };
}
