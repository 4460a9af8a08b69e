import { asJourneyProduct, formatAed, formatDisplayDate, PRODUCT_PLAN_NAMES } from "@pp/domain";
import type { MailAttachmentRef } from "../../../db/schema";
import { dear, POLICY_NUMBER } from "../../../mail/mail-words";
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
  const product = PRODUCT_PLAN_NAMES[asJourneyProduct(policy.product)].mail;
  const { policyNo } = policy;
  const start = formatDisplayDate(policy.startDate);
  const end = formatDisplayDate(policy.endDate);
  return {
    key: `policy-issued:${policy.id}`,
    to: policy.sponsorEmail,
    subject: renewal
      ? /*i18n*/ {
          id: "mail.policyIssued.subjectRenewed",
          message: "Your renewed {product} policy {policyNo}",
          values: { product, policyNo },
        }
      : /*i18n*/ {
          id: "mail.policyIssued.subject",
          message: "Your {product} policy {policyNo}",
          values: { product, policyNo },
        },
    content: {
      // The customer's language when they renewed it themselves; English for a sale a partner keyed in.
      language: quotation.language,
      preview: /*i18n*/ {
        id: "mail.policyIssued.preview",
        message: "Policy {policyNo} covers {start} to {end}. Your documents are attached.",
        values: { policyNo, start, end },
      },
      greeting: dear(policy.sponsorName),
      intro: [
        /*i18n*/ {
          id: "mail.policyIssued.thanks",
          message: "Thank you for your payment of {total} (premium {premium} plus VAT {vat}).",
          values: {
            total: formatAed(policy.totalFils),
            premium: formatAed(policy.premiumFils),
            vat: formatAed(policy.vatFils),
          },
        },
        /*i18n*/ {
          id: "mail.policyIssued.covers",
          message: "Your policy {policyNo} (quotation {quotationNo}) covers {start} to {end}.",
          values: { policyNo, quotationNo: quotation.quotationNo, start, end },
        },
      ],
      facts: [
        { label: POLICY_NUMBER, value: policyNo },
        // A period without words, so it reads the same in both languages.
        { label: /*i18n*/ { id: "mail.policyIssued.cover", message: "Cover" }, value: `${start} – ${end}` },
        { label: /*i18n*/ { id: "mail.policyIssued.paid", message: "Paid" }, value: formatAed(policy.totalFils) },
        ...(policy.invoiceNo
          ? [
              {
                label: /*i18n*/ { id: "mail.policyIssued.taxInvoice", message: "Tax invoice" },
                value: policy.invoiceNo,
              },
            ]
          : []),
      ],
      outro: [
        policy.invoiceNo
          ? /*i18n*/ {
              id: "mail.policyIssued.attachedWithInvoice",
              message:
                "Attached are your payment receipt, your tax invoice {invoiceNo}, your policy schedule and the members' health cards.",
              values: { invoiceNo: policy.invoiceNo },
            }
          : /*i18n*/ {
              id: "mail.policyIssued.attached",
              message: "Attached are your payment receipt, your policy schedule and the members' health cards.",
            },
        /*i18n*/ {
          id: "mail.policyIssued.emiratesId",
          message:
            "The insured members' Emirates ID will be activated within 5 working days; use it as the health card.",
        },
      ],
      ...(partner ? { contact: partnerContact(partner) } : {}),
    },
    attachments: policyAttachments(policy),
  };
}
