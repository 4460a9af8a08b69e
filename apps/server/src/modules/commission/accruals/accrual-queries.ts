import { type ListCommissionAccrualsQuery, type ListCommissionAccrualsResponse, uaeMonth } from "@pp/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScopeFiltered, type RecordScope } from "../../../db/record-scope";
import { commissionEntries, commissionLines, partnerUsers, payments, policies } from "../../../db/schema";

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
    db
      .select({
        lineId: commissionLines.id,
        entryId: commissionEntries.id,
        kind: commissionEntries.kind,
        occurredAt: commissionEntries.occurredAt,
        period: commissionEntries.period,
        policyNo: policies.policyNo,
        product: commissionEntries.product,
        planCode: commissionEntries.planCode,
        business: commissionEntries.business,
        paymentReference: payments.referenceNumber,
        refundId: commissionEntries.refundId,
        baseFils: commissionEntries.baseFils,
        rateBp: commissionEntries.rateBp,
        commissionFils: commissionEntries.commissionFils,
        party: commissionLines.party,
        userId: commissionLines.userId,
        userName: partnerUsers.name,
        shareBp: commissionLines.shareBp,
        amountFils: commissionLines.amountFils,
      })
      .from(commissionLines)
      .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
      .innerJoin(policies, eq(policies.id, commissionEntries.policyId))
      .leftJoin(payments, eq(payments.id, commissionEntries.paymentId))
      .leftJoin(partnerUsers, eq(partnerUsers.id, commissionLines.userId))
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
    rows: rows.map(({ userId, userName, occurredAt, ...r }) => ({
      ...r,
      occurredAt: occurredAt.toISOString(),
      user: userId === null ? null : { id: userId, name: userName ?? "" },
    })),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    totals: { accruedFils, clawedBackFils, netFils: accruedFils - clawedBackFils },
  };
}
