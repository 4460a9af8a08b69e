import { formatAed, formatDisplayDate, isJourneyProduct, PRODUCT_PLAN_NAMES, type Product } from "@pp/domain";
import type { policyVersions } from "../../../db/schema";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Quotation } from "../../quotation";
import { policyDocumentFileName, policyDocumentKey } from "../policies/policy-mail";
import type { Policy } from "../policies/policy-rows";
import { taxDocumentKey } from "../tax-documents/tax-document-key";

type PolicyChange = typeof policyVersions.$inferSelect;

/** How the mail names the cover: the portal's own products by their plan, the sites' as "term plan" and "PA plan". */
const coverName = (product: Product) =>
  isJourneyProduct(product) ? PRODUCT_PLAN_NAMES[product].mail : product === "term" ? "term plan" : "PA plan";

/** Where the money goes back: the card that paid through the portal, or the product's own site that took it. */
function refundLine(policy: Policy, refundFils: number) {
  if (refundFils <= 0) return [];
  return [
    policy.paymentId !== null
      ? `${formatAed(refundFils)} will be refunded to the card that paid for the policy.`
      : `${formatAed(refundFils)} will be refunded by the site that took your payment.`,
  ];
}

/**
 * The customer's notice of a change they asked for through their partner: what changed, from which day, what was paid
 * or comes back; after an addition or a removal, the reissued schedule and member cards of the policy's new version are attached (a policy paid on a product's
 * own site has its documents there).
 */
export function policyChangedMail(
  policy: Policy,
  quotation: Quotation,
  change: PolicyChange,
  partner: { name: string; email: string },
  /** The tax invoice (an addition) or tax credit note (a refund) the change issued, attached to the mail. */
  taxDocumentNo: string | null = null,
): OutgoingMail {
  const product = coverName(policy.product);
  const from = formatDisplayDate(change.effectiveDate);
  const refundFils = -change.totalChangeFils;
  const cancelled = change.kind === "cancellation";
  const added = change.kind === "addition";
  const schedule = !cancelled && policy.paymentId !== null;
  return {
    key: `policy-changed:${policy.id}:${change.version}`,
    to: policy.sponsorEmail,
    subject: cancelled
      ? `Your ${product} policy ${policy.policyNo} is cancelled`
      : `Your ${product} policy ${policy.policyNo} has changed`,
    content: {
      language: quotation.language,
      preview: cancelled
        ? `Policy ${policy.policyNo} is cancelled from ${from}.`
        : added
          ? `Members were added to policy ${policy.policyNo} from ${from}.`
          : `Members were removed from policy ${policy.policyNo} from ${from}.`,
      greeting: `Dear ${policy.sponsorName},`,
      intro: [
        cancelled
          ? `As you asked, your policy ${policy.policyNo} is cancelled from ${from}: from that day it covers no one.`
          : added
            ? `As you asked, the members listed on the attached schedule are covered by your policy ${policy.policyNo}; the new members are covered from ${from}.`
            : `As you asked, the members listed on the attached schedule stay covered by your policy ${policy.policyNo}; the others are covered until the day before ${from}.`,
        ...(added
          ? [`${formatAed(change.totalChangeFils)} was paid for their cover to the end of the policy's term.`]
          : refundLine(policy, refundFils)),
      ],
      facts: [
        { label: "Policy number", value: policy.policyNo },
        { label: "Policy version", value: String(change.version) },
        { label: "Effective from", value: from },
        ...(added ? [{ label: "Premium paid", value: formatAed(change.totalChangeFils) }] : []),
        ...(refundFils > 0 ? [{ label: "Refund", value: formatAed(refundFils) }] : []),
      ],
      outro: [
        ...(schedule ? ["Attached are your updated policy schedule and the members' health cards."] : []),
        ...(taxDocumentNo
          ? [
              added
                ? `Attached is your tax invoice ${taxDocumentNo} for this change.`
                : `Attached is your tax credit note ${taxDocumentNo} for this change.`,
            ]
          : []),
      ],
      contact: partnerContact(partner),
    },
    attachments: [
      ...(schedule
        ? (["schedule", "cards"] as const).map((kind) => ({
            filename: policyDocumentFileName(kind, policy.policyNo),
            storageKey: policyDocumentKey(policy.id, kind, change.version),
            contentType: "application/pdf",
          }))
        : []),
      ...(taxDocumentNo
        ? [
            {
              filename: `${taxDocumentNo}.pdf`,
              storageKey: taxDocumentKey(policy.id, taxDocumentNo),
              contentType: "application/pdf",
            },
          ]
        : []),
    ],
  };
}
