import { asJourneyProduct, formatAed, formatDisplayDate, PRODUCT_PLAN_NAMES } from "@pp/domain";
import type { MailAttachmentRef } from "../../db/schema";
import type { OutgoingMail } from "../../mail/outbox";
import type { Quotation } from "../quotations/quotation-repository";
import type { Policy } from "./policy-rows";

export const policyDocumentKey = (policyId: number, kind: "receipt" | "schedule") => `policies/${policyId}/${kind}.pdf`;

export function policyAttachments(policy: Policy): MailAttachmentRef[] {
  return [
    {
      filename: `payment-receipt-${policy.policyNo}.pdf`,
      storageKey: policyDocumentKey(policy.id, "receipt"),
      contentType: "application/pdf",
    },
    {
      filename: `policy-schedule-${policy.policyNo}.pdf`,
      storageKey: policyDocumentKey(policy.id, "schedule"),
      contentType: "application/pdf",
    },
  ];
}

export function policyIssuedMail(policy: Policy, quotation: Quotation): OutgoingMail {
  const renewal = policy.parentPolicyId !== null;
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(policy.product)];
  return {
    key: `policy-issued:${policy.id}`,
    to: policy.sponsorEmail,
    subject: `${renewal ? "Your renewed" : "Your"} ${names.mail} policy ${policy.policyNo}`,
    text: [
      `Dear ${policy.sponsorName},`,
      "",
      `Thank you for your payment of ${formatAed(policy.totalFils)} (premium ${formatAed(policy.premiumFils)} plus VAT ${formatAed(policy.vatFils)}).`,
      `Your policy ${policy.policyNo} (quotation ${quotation.quotationNo}) covers ${formatDisplayDate(policy.startDate)} to ${formatDisplayDate(policy.endDate)}.`,
      "",
      "Attached are your payment receipt and your policy schedule.",
      "The insured members' Emirates ID will be activated within 5 working days; use it as the health card.",
      "",
      "Partner Portal",
    ].join("\n"),
    attachments: policyAttachments(policy),
  };
}
