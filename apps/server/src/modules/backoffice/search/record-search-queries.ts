import { policyListState, RECORD_SEARCH_LIMIT, type RecordSearchResponse, toIsoDate } from "@pp/domain";
import { and, desc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { matchingRows } from "../../../db/list-page";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { policies, quotations } from "../../../db/schema";
import {
  matchesMembers,
  policyMemberMatch,
  policySearch,
  quotationMemberMatch,
  quotationSearch,
} from "../backoffice/list-filter-queries";

/**
 * The top bar's search over the partner's whole book: every product, quotations and policies, newest first, each
 * with the member the search matched; only the records the user's role sees (decision 059). One query per kind, each limited, so a common name costs two small reads.
 */
export async function searchRecords(db: Db, scope: RecordScope, q: string): Promise<RecordSearchResponse> {
  const member = matchesMembers(q);
  const quotationsMatching = and(inScope(quotations, scope), quotationSearch(q));
  const policiesMatching = and(inScope(policies, scope), policySearch(q));
  const [quotationRows, policyRows] = await Promise.all([
    db
      .select({
        id: quotations.id,
        quotationNo: quotations.quotationNo,
        product: quotations.product,
        journey: quotations.journey,
        status: quotations.status,
        lastVisitedPage: quotations.lastVisitedPage,
        sponsorName: quotations.sponsorName,
        sponsorMobile: quotations.sponsorMobile,
        updatedAt: quotations.updatedAt,
        matchedMember: member ? sql<string | null>`(${quotationMemberMatch(q)})` : sql<null>`null`,
        matching: matchingRows(quotations, quotationsMatching),
      })
      .from(quotations)
      .where(quotationsMatching)
      .orderBy(desc(quotations.updatedAt), desc(quotations.id))
      .limit(RECORD_SEARCH_LIMIT),
    db
      .select({
        id: policies.id,
        policyNo: policies.policyNo,
        product: policies.product,
        journey: policies.journey,
        status: policies.status,
        sponsorName: policies.sponsorName,
        sponsorMobile: policies.sponsorMobile,
        endDate: policies.endDate,
        hasReceipt: sql<boolean>`${policies.paymentId} is not null`,
        matchedMember: member ? sql<string | null>`(${policyMemberMatch(q)})` : sql<null>`null`,
        matching: matchingRows(policies, policiesMatching),
      })
      .from(policies)
      .where(policiesMatching)
      .orderBy(desc(policies.issuedAt), desc(policies.id))
      .limit(RECORD_SEARCH_LIMIT),
  ]);
  const today = toIsoDate(new Date());
  const more = [quotationRows, policyRows].some((rows) => (rows[0]?.matching ?? 0) > rows.length);
  return {
    quotations: quotationRows.map(({ matching: _, updatedAt, ...r }) => ({ ...r, updatedAt: updatedAt.toISOString() })),
    policies: policyRows.map(({ matching: _, ...r }) => ({ ...r, state: policyListState(r, today) })),
    more,
  };
}
