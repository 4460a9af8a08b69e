import { asJourneyProduct, formatAed, formatDisplayDate, PRODUCT_PLAN_NAMES } from "@pp/domain";
import type { MailAttachmentRef } from "../../../db/schema";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Quotation } from "../../quotation";
import type { Policy } from "./policy-rows";

export type PolicyDocumentKind = "receipt" | "schedule" | "invoice" | "cards";
export const POLICY_DOCUMENT_KINDS: readonly PolicyDocumentKind[] = ["receipt", "schedule", "invoice", "cards"];

/** Documents of the policy's members, reissued with each version of the policy (a change of its members). */
const VERSIONED: readonly PolicyDocumentKind[] = ["schedule", "cards"];

/**
 * Where a policy document is stored once rendered. The schedule and the member cards are reissued with each version
 * of the policy; the receipt and the tax invoice are of the payment and never change.
 */
export const policyDocumentKey = (policyId: number, kind: PolicyDocumentKind, version = 1) =>
  VERSIONED.includes(kind) && version > 1
    ? `policies/${policyId}/v${version}/${kind}.pdf`
    : `policies/${policyId}/${kind}.pdf`;

/** The file name a policy document is downloaded and attached under. */
export const policyDocumentFileName = (kind: PolicyDocumentKind, policyNo: string) =>
  `${{ receipt: "payment-receipt", schedule: "policy-schedule", invoice: "tax-invoice", cards: "member-cards" }[kind]}-${policyNo}.pdf`;

function policyAttachments(policy: Policy): MailAttachmentRef[] {
  const kinds = POLICY_DOCUMENT_KINDS.filter((k) => k !== "invoice" || policy.invoiceNo !== null);
  return kinds.map((kind) => ({
    filename: policyDocumentFileName(kind, policy.policyNo),
    storageKey: policyDocumentKey(policy.id, kind, policy.version),
    contentType: "application/pdf",
  }));
}

export function policyIssuedMail(
  policy: Policy,
  quotation: Quotation,
  partner: { name: string; email: string } | undefined,
): OutgoingMail {
  const renewal = policy.parentPolicyId !== null;
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(policy.product)];
  return {
    key: `policy-issued:${policy.id}`,
    to: policy.sponsorEmail,
    subject: `${renewal ? "Your renewed" : "Your"} ${names.mail} policy ${policy.policyNo}`,
    content: {
      // The customer's language when they renewed it themselves; English for a sale a partner keyed in.
      language: quotation.language,
      preview: `Policy ${policy.policyNo} covers ${formatDisplayDate(policy.startDate)} to ${formatDisplayDate(policy.endDate)}. Your documents are attached.`,
      greeting: `Dear ${policy.sponsorName},`,
      intro: [
        `Thank you for your payment of ${formatAed(policy.totalFils)} (premium ${formatAed(policy.premiumFils)} plus VAT ${formatAed(policy.vatFils)}).`,
        `Your policy ${policy.policyNo} (quotation ${quotation.quotationNo}) covers ${formatDisplayDate(policy.startDate)} to ${formatDisplayDate(policy.endDate)}.`,
      ],
      facts: [
        { label: "Policy number", value: policy.policyNo },
        // A period without words, so it reads the same in both languages.
        { label: "Cover", value: `${formatDisplayDate(policy.startDate)} – ${formatDisplayDate(policy.endDate)}` },
        { label: "Paid", value: formatAed(policy.totalFils) },
        ...(policy.invoiceNo ? [{ label: "Tax invoice", value: policy.invoiceNo }] : []),
      ],
      outro: [
        policy.invoiceNo
          ? `Attached are your payment receipt, your tax invoice ${policy.invoiceNo}, your policy schedule and the members' health cards.`
          : "Attached are your payment receipt, your policy schedule and the members' health cards.",
        "The insured members' Emirates ID will be activated within 5 working days; use it as the health card.",
      ],
      ...(partner ? { contact: partnerContact(partner) } : {}),
    },
    attachments: policyAttachments(policy),
  };
}
