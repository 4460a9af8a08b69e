import { type ListCommissionAccrualsQuery, type ListCommissionAccrualsResponse, uaeMonth } from "@pp/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScopeFiltered, type RecordScope } from "../../../db/record-scope";
import { commissionEntries, commissionLines } from "../../../db/schema";
import { lineViews, toLineView } from "./line-view-queries";

/**
 * The lines of one UAE month a user sees (decision 061): the role's scope of decision 059 applied to whom a line pays
 * (owner all, the partner's own lines included; a manager their team's and their own; an agent their own), narrowed by
 * a user or a team for those who see others'. The totals are of every such line of the month, not only the page's.
 */
export async function listAccruals(
  db: Db,
  scope: RecordScope,
  query: ListCommissionAccrualsQuery,
): Promise<ListCommissionAccrualsResponse> {
  const period = query.period ?? uaeMonth(new Date());
  const where = and(
    eq(commissionEntries.period, period),
    inScopeFiltered({ partnerId: commissionLines.partnerId, createdByUserId: commissionLines.userId }, scope, {
      soldBy: query.user,
      team: query.team,
    }),
  );
  const [rows, [totals]] = await Promise.all([
    lineViews(db)
      .where(where)
      .orderBy(asc(commissionEntries.occurredAt), asc(commissionEntries.id), asc(commissionLines.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: count(),
        accrued: sql<number>`cast(coalesce(sum(case when ${commissionEntries.kind} <> 'clawback' then ${commissionLines.amountFils} end), 0) as integer)`,
        clawedBack: sql<number>`cast(coalesce(-sum(case when ${commissionEntries.kind} = 'clawback' then ${commissionLines.amountFils} end), 0) as integer)`,
      })
      .from(commissionLines)
      .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
      .where(where),
  ]);
  const accruedFils = Number(totals?.accrued ?? 0);
  const clawedBackFils = Number(totals?.clawedBack ?? 0);
  return {
    period,
    rows: rows.map(toLineView),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    totals: { accruedFils, clawedBackFils, netFils: accruedFils - clawedBackFils },
  };
}
