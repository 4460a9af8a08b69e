import { isChangeable } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { enqueueMail } from "../../../mail/outbox";
import { findPartnerById } from "../../identity";
import {
  findQuotationById,
  insuredPerson,
  listMembers,
  moveQuotation,
  type Quotation,
  quotationTotals,
} from "../../quotation";
import { lockPolicyById } from "../policies/policy-repository";
import type { Policy } from "../policies/policy-rows";
import { nextInvoiceNumber, recipientOf, recordTaxInvoice } from "../tax-documents/tax-document-repository";
import { insertAddedMembers, versionOfAddition } from "./addition-repository";
import { uaeToday } from "./change-checks";
import { writeAdditionEntries } from "./ledger-repository";
import { policyChangedMail } from "./policy-change-mail";
import { insertPolicyVersion } from "./policy-change-repository";

/*
 * A paid mid-term addition joins its policy: its members become the policy's members from the effective date, as the
 * policy's next version, and the customer gets the reissued schedule and cards.
 */

/** When the bank took the money: whether the addition's policy can still take its members (else it is refunded). */
export async function additionCanJoin(tx: Db, q: Pick<Quotation, "changesPolicyId">) {
  if (q.changesPolicyId === null) return true;
  const policy = await lockPolicyById(tx, q.changesPolicyId);
  return Boolean(policy && isChangeable(policy, uaeToday()));
}

/**
 * Adds a paid addition's members to its policy, inside the payment's transaction, under the policy's lock. The unique
 * index on policy_versions.quotation_id makes a second call (the gateway's answer twice) return the policy unchanged.
 */
export async function joinPolicy(
  tx: Db,
  opts: { quotation: Quotation; paymentId: number; user: number | null },
): Promise<Policy> {
  const { quotation } = opts;
  const policy = (await lockPolicyById(tx, quotation.changesPolicyId!))!;
  if (await versionOfAddition(tx, quotation.id)) return policy;
  const members = await listMembers(tx, quotation.id);
  const totals = await quotationTotals(
    tx,
    quotation,
    members.map((m) => m.premiumFils),
  );
  const version = policy.version + 1;
  const change = await insertPolicyVersion(
    tx,
    {
      policyId: policy.id,
      version,
      kind: "addition",
      effectiveDate: quotation.effectiveDate!,
      reason: quotation.changeReason ?? "",
      premiumChangeFils: totals.subtotal,
      vatChangeFils: totals.vat,
      totalChangeFils: totals.total,
      partnerId: quotation.partnerId,
      quotationId: quotation.id,
      paymentId: opts.paymentId,
    },
    { createdBy: quotation.createdByUserId, acted: opts.user },
  );
  // Each member keeps their yearly premium: a later removal refunds its share of the days left, as for anyone.
  await insertAddedMembers(
    tx,
    members.map((m) => ({
      policyId: policy.id,
      quotationMemberId: m.id,
      ...insuredPerson(m),
      premiumFils: m.premiumFils,
      loadingPercent: m.loadingPercent,
      exclusion: m.exclusion,
      addedFrom: quotation.effectiveDate,
      addedInVersion: version,
    })),
  );
  const recorded = await writeAdditionEntries(tx, {
    policyId: policy.id,
    version,
    term: policy,
    effectiveDate: quotation.effectiveDate!,
    vatFils: totals.vat,
  });
  // The ledger prices each member as the addition was priced: the two never differ, or the ledger would not balance.
  if (recorded !== totals.subtotal)
    throw new Error(`Addition ${quotation.id}: ledger ${recorded} ≠ ${totals.subtotal}`);
  // The addition's own tax invoice: its members, each for the days it pays.
  const invoiceNo = await nextInvoiceNumber(tx);
  await recordTaxInvoice(tx, {
    policyId: policy.id,
    version,
    number: invoiceNo,
    recipient: recipientOf(policy),
    issuedOn: uaeToday(),
    supplyDate: quotation.effectiveDate!,
  });
  // Its members joined their policy: the addition is issued, as a paid application is once its policy is.
  await moveQuotation(tx, quotation.id, { event: "issue_policy", by: "system", user: opts.user });
  const changed = { ...policy, version };
  const source = (await findQuotationById(tx, policy.quotationId))!;
  const partner = quotation.partnerId === null ? undefined : await findPartnerById(tx, quotation.partnerId);
  if (partner) await enqueueMail(tx, policyChangedMail(changed, source, change, partner, invoiceNo));
  await recordAudit(tx, {
    event: "policy_members_added",
    partnerId: quotation.partnerId,
    subjectType: "quotation",
    subjectId: String(source.id),
    details: {
      version,
      policyNo: policy.policyNo,
      additionNo: quotation.quotationNo,
      effectiveDate: quotation.effectiveDate,
      members: members.map((m) => `${m.firstName} ${m.familyName}`),
      premiumFils: totals.total,
    },
  });
  return changed;
}
