import type { CommissionLineView } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commissionEntries, commissionLines, partnerUsers, payments, policies } from "../../../db/schema";

/**
 * Commission lines as the answers show them (`commissionLineSchema`): each with its entry, policy, payment and payee,
 * for the caller to narrow and order. The month's accruals and a statement's lines read them alike.
 */
export const lineViews = (db: Db) =>
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
    .leftJoin(partnerUsers, eq(partnerUsers.id, commissionLines.userId));

type LineRow = Awaited<ReturnType<typeof lineViews>>[number];

export const toLineView = ({ userId, userName, occurredAt, ...r }: LineRow): CommissionLineView => ({
  ...r,
  occurredAt: occurredAt.toISOString(),
  user: userId === null ? null : { id: userId, name: userName ?? "" },
});
