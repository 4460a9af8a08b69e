import { DECLARATION_MESSAGES, documentsFormSchema, type QuotationStatus, UNDERWRITTEN_STATUSES } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import type { ActingPartner } from "../../identity";
import { asksDeclaration, declarationOf } from "../declaration/declaration-service";
import { documentsScreen } from "../documents/document-service";
import { membersWithTotals } from "../members/member-service";
import { findPlan } from "../plans/plan-repository";
import { planView } from "../plans/plan-service";
import { assertAdditionOpen } from "../quotations/addition-open";
import { findOwnedQuotation, lockQuotation, moveQuotation, sponsorRecordOf } from "../quotations/quotation-repository";
import { assertEditable } from "../quotations/quotation-service";
import { underwriteOnFinalize } from "../underwriting/underwriting-service";

const INCOMPLETE_DOCUMENTS = /*i18n*/ {
  id: "answer.finalize.incompleteDocuments",
  message:
    "Some documents or ID numbers are missing. Go back to Upload Required Documents and complete the highlighted fields.",
};
const NO_MEMBERS = /*i18n*/ { id: "answer.finalize.noMembers", message: "Add at least one member before finalizing." };

/** Everything step 4 reviews: sponsor, members with premiums, totals, documents. */
export async function quotationReview(db: Db, partner: ActingPartner, id: number) {
  const q = await findOwnedQuotation(db, id, partner.scope);
  const [{ members, totals }, docs, plan, declaration] = await Promise.all([
    membersWithTotals(db, q),
    documentsScreen(db, q),
    q.planCode ? findPlan(db, q.planCode) : undefined,
    asksDeclaration(q) ? declarationOf(db, q.id) : null,
  ]);
  return {
    quotationId: q.id,
    quotationNo: q.quotationNo,
    status: q.status as QuotationStatus,
    planfor: q.planfor,
    sponsor: sponsorRecordOf(q),
    sponsorDocuments: {
      documentType: q.sponsorIdDocType,
      emiratesId: q.sponsorEmiratesId,
      passportNo: q.sponsorPassportNo,
    },
    members,
    plan: plan ? planView(plan) : null,
    declaration,
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
export async function finalizeQuotation(db: Db, opts: { partner: ActingPartner; id: number; ip?: string }) {
  await findOwnedQuotation(db, opts.id, opts.partner.scope);
  const status = await db.transaction(async (tx) => {
    const q = await lockQuotation(tx, opts.id);
    assertEditable(q!);
    const underwritten = asksDeclaration(q!);
    // Finalized already, or with the underwriter: a second click changes nothing (running the rules again would
    // take an application out of its place in the queue, or undo a decision).
    if (underwritten && (UNDERWRITTEN_STATUSES as readonly string[]).includes(q!.status))
      return q!.status as QuotationStatus;
    await assertAdditionOpen(tx, q!);
    const { members } = await membersWithTotals(tx, q!);
    if (members.length === 0) throw new HttpError(409, NO_MEMBERS);
    const { form } = await documentsScreen(tx, q!);
    if (!documentsFormSchema.safeParse(form).success) throw new HttpError(409, INCOMPLETE_DOCUMENTS);
    if (asksDeclaration(q!) && !(await declarationOf(tx, q!.id)).complete) {
      throw new HttpError(409, DECLARATION_MESSAGES.incomplete);
    }
    const now = new Date();
    // A rule hit (or an earlier decision) refers an H+ application to the underwriter; else it is payable.
    const referred = underwritten && (await underwriteOnFinalize(tx, q!)) === "referred";
    const status = await moveQuotation(
      tx,
      q!.id,
      { event: referred ? "refer" : "finalize", by: "partner", user: opts.partner.scope.actingUserId },
      {
        finalizedAt: now,
        declarationAcceptedAt: now,
        ...(referred ? { referredAt: now } : {}),
        lastVisitedPage: underwritten ? "finalizeapplicationreview" : "paymentreview",
      },
    );
    await recordAudit(tx, {
      event: "quotation_finalized",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(q!.id),
      ip: opts.ip,
      details: underwritten
        ? { underwriting: status === "referred" ? "referred" : "accepted by the rules" }
        : undefined,
    });
    return status;
  });
  return { status };
}
