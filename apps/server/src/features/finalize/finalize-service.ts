import { documentsFormSchema, type QuotationStatus } from "@pp/domain";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { quotations } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { documentsScreen } from "../documents/document-service";
import { membersWithTotals } from "../members/member-service";
import type { Partner } from "../partners/partner-repository";
import { findOwnedQuotation, sponsorRecordOf } from "../quotations/quotation-repository";
import { assertEditable } from "../quotations/quotation-service";

export const INCOMPLETE_DOCUMENTS =
  "Some documents or ID numbers are missing. Go back to Upload Required Documents and complete the highlighted fields.";

/** Everything step 4 reviews: sponsor, members with premiums, totals, documents. */
export async function quotationReview(db: Db, partner: Partner, id: number) {
  const q = await findOwnedQuotation(db, id, partner.id);
  const [{ members, totals }, docs] = await Promise.all([membersWithTotals(db, q.id), documentsScreen(db, q)]);
  return {
    quote_tr_sno: q.id,
    Quotation_no: q.quotationNo,
    status: q.status as QuotationStatus,
    planfor: q.planfor,
    sponsor: sponsorRecordOf(q),
    sponsorDocuments: {
      documentType: q.sponsorIdDocType,
      emiratesId: q.sponsorEmiratesId,
      passportNo: q.sponsorPassportNo,
    },
    members,
    totals,
    documents: docs.form,
    files: docs.files,
    declarationAcceptedAt: q.declarationAcceptedAt?.toISOString() ?? null,
  };
}

/**
 * Locks the application for payment once everything the documents step requires is there and the declaration is
 * ticked. The checks and the status change happen under the quotation's row lock, so an edit saved meanwhile either
 * is seen by the checks or, landing after, reopens the quotation.
 */
export async function finalizeQuotation(db: Db, opts: { partner: Partner; id: number; ip?: string }) {
  await findOwnedQuotation(db, opts.id, opts.partner.id);
  await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotations).where(eq(quotations.id, opts.id)).for("update");
    assertEditable(q!);
    const { members } = await membersWithTotals(tx, q!.id);
    if (members.length === 0) throw new HttpError(409, "Add at least one member before finalizing.");
    const { form } = await documentsScreen(tx, q!);
    if (!documentsFormSchema.safeParse(form).success) throw new HttpError(409, INCOMPLETE_DOCUMENTS);
    const now = new Date();
    await tx
      .update(quotations)
      .set({
        status: "finalized",
        finalizedAt: now,
        declarationAcceptedAt: now,
        lastVisitedPage: "paymentreview",
        updatedAt: now,
      })
      .where(eq(quotations.id, q!.id));
    await recordAudit(tx, {
      event: "quotation_finalized",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(q!.id),
      ip: opts.ip,
    });
  });
  return { status: "finalized" };
}
