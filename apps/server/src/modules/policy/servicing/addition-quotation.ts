import { randomUUID } from "node:crypto";
import {
  ADDITION_JOURNEY,
  ADDITION_MESSAGES,
  type AdditionStartRequest,
  asJourneyProduct,
  formatQuotationNumber,
  isJourneyProduct,
  journeyOf,
  journeyStepSegment,
  OPEN_QUOTATION_STATUSES,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound } from "../../../http/http-error";
import type { ActingPartner } from "../../identity";
import {
  copyCurrentSponsorDocuments,
  insertQuotation,
  lockQuotation,
  nextQuotationSequence,
  type Quotation,
  writeEditReopening,
} from "../../quotation";
import { openAdditionOf, quotationRenewedBy } from "./addition-repository";
import { assertChangeableFrom } from "./change-checks";
import { type ChangingPolicy, findPolicyToChange } from "./policy-change-repository";

/**
 * Starting a mid-term addition from a policy's detail: a quotation in the journey "addition" that carries the policy's
 * sponsor, TPA and plan (and the sponsor's documents, so step 3 asks only for the new members'), opened at the members'
 * step. A partner who starts again while one is open gets that one back with the new date, never a second.
 */
export async function startAddition(
  db: Db,
  input: { partner: ActingPartner; policyNo: string; request: AdditionStartRequest; ip?: string },
) {
  const { partner, request } = input;
  return db.transaction(async (tx) => {
    const row = await findPolicyToChange(tx, input.policyNo, partner.scope, true);
    if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
    if (!isJourneyProduct(row.policy.product)) throw new HttpError(409, ADDITION_MESSAGES.notForProduct);
    assertChangeableFrom(row, request.effectiveDate);
    const open = await openAdditionOf(tx, row.policy.id, partner.id, OPEN_QUOTATION_STATUSES);
    const quotation = open
      ? await redate(tx, open.id, request, partner.scope.actingUserId)
      : await createAdditionQuotation(tx, row, partner, request);
    await recordAudit(tx, {
      event: open ? "addition_redated" : "addition_started",
      partnerId: partner.id,
      subjectType: "quotation",
      subjectId: String(quotation.id),
      ip: input.ip,
      details: { policyNo: row.policy.policyNo, effectiveDate: request.effectiveDate },
    });
    return {
      id: quotation.id,
      quotationNo: quotation.quotationNo,
      product: quotation.product,
      lastVisitedPage: quotation.lastVisitedPage,
    };
  });
}

/** A new date reprices the addition: like any edit, it sends a finalized (or referred) addition back to draft. */
async function redate(tx: Db, id: number, request: AdditionStartRequest, user: number) {
  await writeEditReopening(
    tx,
    id,
    { effectiveDate: request.effectiveDate, changeReason: request.reason },
    "partner",
    user,
  );
  return (await lockQuotation(tx, id))!;
}

async function createAdditionQuotation(
  tx: Db,
  row: ChangingPolicy,
  partner: ActingPartner,
  request: AdditionStartRequest,
) {
  const source = row.quotation;
  const n = await nextQuotationSequence(tx);
  const quotation = await insertQuotation(tx, {
    quotationNo: formatQuotationNumber(Number(toIsoDate(new Date()).slice(0, 4)), n),
    product: source.product,
    productCategory: source.productCategory,
    journey: ADDITION_JOURNEY,
    partnerId: partner.id,
    channel: source.channel,
    lastVisitedPage: journeyStepSegment(journeyOf(asJourneyProduct(row.policy.product)), "members"),
    ...sponsorOf(source),
    tpaId: row.policy.tpaId,
    planCode: row.policy.planCode,
    changesPolicyId: row.policy.id,
    effectiveDate: request.effectiveDate,
    changeReason: request.reason,
    createdByUserId: partner.scope.actingUserId,
    lastActedByUserId: partner.scope.actingUserId,
  });
  await copySponsorDocuments(tx, { fromQuotationId: source.id, toQuotationId: quotation.id, partnerId: partner.id });
  return quotation;
}

/** How many renewals back an addition looks for the sponsor's documents (a policy renewed every year for decades). */
const RENEWALS_LOOKED_BACK = 50;

/**
 * The sponsor's current documents, as rows of the addition pointing at the same stored files (the quotation module
 * copies them). A renewal is bought without the sponsor's documents, which stay those of the sale it renews: they are
 * taken from the nearest quotation back along the renewals that holds any.
 */
async function copySponsorDocuments(
  tx: Db,
  input: { fromQuotationId: number; toQuotationId: number; partnerId: number },
) {
  let quotationId: number | null = input.fromQuotationId;
  for (let step = 0; quotationId !== null && step <= RENEWALS_LOOKED_BACK; step++) {
    const copied = await copyCurrentSponsorDocuments(tx, {
      fromQuotationId: quotationId,
      toQuotationId: input.toQuotationId,
      uploadedBy: input.partnerId,
      newId: randomUUID,
    });
    if (copied > 0) return;
    quotationId = await quotationRenewedBy(tx, quotationId);
  }
}

const sponsorOf = (q: Quotation) => ({
  planfor: q.planfor,
  sponsorType: q.sponsorType,
  entityType: q.entityType,
  sponsorName: q.sponsorName,
  sponsorMobile: q.sponsorMobile,
  sponsorEmail: q.sponsorEmail,
  language: q.language,
  sponsorGender: q.sponsorGender,
  sponsorDate: q.sponsorDate,
  sponsorFileNumber: q.sponsorFileNumber,
  sponsorAddress: q.sponsorAddress,
  sponsorTrn: q.sponsorTrn,
  sponsorIdDocType: q.sponsorIdDocType,
  sponsorEmiratesId: q.sponsorEmiratesId,
  sponsorPassportNo: q.sponsorPassportNo,
});
