import {
  addDays,
  addYears,
  asJourneyProduct,
  type JourneyProduct,
  POLICY_NUMBER_PREFIXES,
  quoteTotals,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { enqueueMail } from "../../../mail/outbox";
import { findPartnerById } from "../../identity";
import { insuredPerson, listMembers, type Quotation } from "../../quotation";
import { writeSaleEntries } from "../servicing/ledger-repository";
import { nextInvoiceNumber, recipientOf, recordTaxInvoice } from "../tax-documents/tax-document-repository";
import { policyIssuedMail } from "./policy-mail";
import {
  findPolicyOfQuotation,
  insertIssuedPolicy,
  lockPolicyById,
  markPolicyRenewed,
  nextPolicySequence,
} from "./policy-repository";
import type { Policy } from "./policy-rows";

export const formatPolicyNumber = (product: JourneyProduct, year: number, seq: number) =>
  `${POLICY_NUMBER_PREFIXES[product]}-${year}-${String(seq).padStart(6, "0")}`;

/** Cover starts on the day of payment (UAE date), or the day after the parent's expiry for a renewal. */
export function coverPeriod(paidOn: string, parentEndDate?: string | null) {
  const startDate = parentEndDate ? addDays(parentEndDate, 1) : paidOn;
  return { startDate, endDate: addDays(addYears(startDate, 1), -1) };
}

/**
 * Issues the policy for a paid quotation, inside the caller's transaction. The unique indexes on
 * policies.quotation_id and policies.payment_id make a second call a no-op that returns the first policy.
 */
export async function issuePolicy(
  tx: Db,
  opts: { quotation: Quotation; paymentId: number; user: number | null },
): Promise<Policy> {
  const { quotation } = opts;
  const existing = await findPolicyOfQuotation(tx, quotation.id);
  if (existing) return existing;
  // A renewal is the parent's next term: it starts the day after the parent expires, and the parent is marked renewed.
  const parent = quotation.parentPolicyId ? await lockPolicyById(tx, quotation.parentPolicyId) : undefined;
  const members = await listMembers(tx, quotation.id);
  const totals = quoteTotals(members.map((m) => m.premiumFils));
  const today = toIsoDate(new Date());
  const n = await nextPolicySequence(tx);
  // Taken last, just before the insert: the counter's row lock is held for as short a time as the issue allows.
  const invoiceNo = await nextInvoiceNumber(tx);
  const policy = await insertIssuedPolicy(
    tx,
    {
      policyNo: formatPolicyNumber(asJourneyProduct(quotation.product), Number(today.slice(0, 4)), n),
      quotationId: quotation.id,
      paymentId: opts.paymentId,
      partnerId: quotation.partnerId,
      product: quotation.product,
      journey: quotation.journey,
      tpaId: quotation.tpaId,
      planCode: quotation.planCode,
      sponsorName: quotation.sponsorName,
      sponsorEmail: quotation.sponsorEmail,
      sponsorMobile: quotation.sponsorMobile,
      sponsorAddress: quotation.sponsorAddress,
      sponsorTrn: quotation.sponsorTrn,
      ...coverPeriod(today, parent?.endDate),
      premiumFils: totals.subtotal,
      vatFils: totals.vat,
      totalFils: totals.total,
      parentPolicyId: quotation.parentPolicyId,
      invoiceNo,
      // Decision 059: the policy is the quotation's creator's sale; the payer acts (null for a customer).
      createdByUserId: quotation.createdByUserId,
      lastActedByUserId: opts.user,
    },
    members.map((m) => ({
      quotationMemberId: m.id,
      ...insuredPerson(m),
      premiumFils: m.premiumFils,
      loadingPercent: m.loadingPercent,
      exclusion: m.exclusion,
    })),
  );
  await writeSaleEntries(tx, policy);
  await recordTaxInvoice(tx, {
    policyId: policy.id,
    version: 1,
    number: invoiceNo,
    recipient: recipientOf(policy),
    issuedOn: today,
    supplyDate: today,
  });
  if (parent) await markPolicyRenewed(tx, parent.id, opts.user);
  const partner = quotation.partnerId === null ? undefined : await findPartnerById(tx, quotation.partnerId);
  await enqueueMail(tx, policyIssuedMail(policy, quotation, partner));
  await recordAudit(tx, {
    event: parent ? "policy_renewed" : "policy_issued",
    partnerId: quotation.partnerId,
    subjectType: "quotation",
    subjectId: String(quotation.id),
    details: { policyNo: policy.policyNo, policyId: policy.id, parentPolicyNo: parent?.policyNo },
  });
  return policy;
}
