import {
  formatAed,
  formatDisplayDate,
  isJourneyProduct,
  PRODUCT_PLAN_NAMES,
  type Product,
  type Words,
} from "@pp/domain";
import type { policyVersions } from "../../../db/schema";
import { dear, POLICY_NUMBER } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Quotation } from "../../quotation";
import { policyDocumentFileName, policyDocumentKey } from "../policies/policy-mail";
import type { Policy } from "../policies/policy-rows";
import { taxDocumentKey } from "../tax-documents/tax-document-key";

type PolicyChange = typeof policyVersions.$inferSelect;

/** How the mail names the cover: the portal's own products by their plan, the sites' as "term plan" and "PA plan". */
const coverName = (product: Product): Words =>
  isJourneyProduct(product)
    ? PRODUCT_PLAN_NAMES[product].mail
    : product === "term"
      ? /*i18n*/ { id: "mail.policyChanged.termPlan", message: "term plan" }
      : /*i18n*/ { id: "mail.policyChanged.paPlan", message: "PA plan" };

/** Where the money goes back: the card that paid through the portal, or the product's own site that took it. */
function refundLine(policy: Policy, refundFils: number): Words[] {
  if (refundFils <= 0) return [];
  const amount = formatAed(refundFils);
  return [
    policy.paymentId !== null
      ? /*i18n*/ {
          id: "mail.policyChanged.refundToCard",
          message: "{amount} will be refunded to the card that paid for the policy.",
          values: { amount },
        }
      : /*i18n*/ {
          id: "mail.policyChanged.refundBySite",
          message: "{amount} will be refunded by the site that took your payment.",
          values: { amount },
        },
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
  const { policyNo } = policy;
  const from = formatDisplayDate(change.effectiveDate);
  const refundFils = -change.totalChangeFils;
  const cancelled = change.kind === "cancellation";
  const added = change.kind === "addition";
  const schedule = !cancelled && policy.paymentId !== null;
  return {
    key: `policy-changed:${policy.id}:${change.version}`,
    to: policy.sponsorEmail,
    subject: cancelled
      ? /*i18n*/ {
          id: "mail.policyChanged.cancelledSubject",
          message: "Your {product} policy {policyNo} is cancelled",
          values: { product, policyNo },
        }
      : /*i18n*/ {
          id: "mail.policyChanged.subject",
          message: "Your {product} policy {policyNo} has changed",
          values: { product, policyNo },
        },
    content: {
      language: quotation.language,
      preview: cancelled
        ? /*i18n*/ {
            id: "mail.policyChanged.cancelledPreview",
            message: "Policy {policyNo} is cancelled from {date}.",
            values: { policyNo, date: from },
          }
        : added
          ? /*i18n*/ {
              id: "mail.policyChanged.addedPreview",
              message: "Members were added to policy {policyNo} from {date}.",
              values: { policyNo, date: from },
            }
          : /*i18n*/ {
              id: "mail.policyChanged.removedPreview",
              message: "Members were removed from policy {policyNo} from {date}.",
              values: { policyNo, date: from },
            },
      greeting: dear(policy.sponsorName),
      intro: [
        cancelled
          ? /*i18n*/ {
              id: "mail.policyChanged.cancelled",
              message: "As you asked, your policy {policyNo} is cancelled from {date}: from that day it covers no one.",
              values: { policyNo, date: from },
            }
          : added
            ? /*i18n*/ {
                id: "mail.policyChanged.added",
                message:
                  "As you asked, the members listed on the attached schedule are covered by your policy {policyNo}; the new members are covered from {date}.",
                values: { policyNo, date: from },
              }
            : /*i18n*/ {
                id: "mail.policyChanged.removed",
                message:
                  "As you asked, the members listed on the attached schedule stay covered by your policy {policyNo}; the others are covered until the day before {date}.",
                values: { policyNo, date: from },
              },
        ...(added
          ? [
              /*i18n*/ {
                id: "mail.policyChanged.paid",
                message: "{amount} was paid for their cover to the end of the policy's term.",
                values: { amount: formatAed(change.totalChangeFils) },
              },
            ]
          : refundLine(policy, refundFils)),
      ],
      facts: [
        { label: POLICY_NUMBER, value: policyNo },
        {
          label: /*i18n*/ { id: "mail.policyChanged.version", message: "Policy version" },
          value: String(change.version),
        },
        { label: /*i18n*/ { id: "mail.policyChanged.effectiveFrom", message: "Effective from" }, value: from },
        ...(added
          ? [
              {
                label: /*i18n*/ { id: "mail.policyChanged.premiumPaid", message: "Premium paid" },
                value: formatAed(change.totalChangeFils),
              },
            ]
          : []),
        ...(refundFils > 0
          ? [{ label: /*i18n*/ { id: "mail.policyChanged.refund", message: "Refund" }, value: formatAed(refundFils) }]
          : []),
      ],
      outro: [
        ...(schedule
          ? [
              /*i18n*/ {
                id: "mail.policyChanged.attachedSchedule",
                message: "Attached are your updated policy schedule and the members' health cards.",
              },
            ]
          : []),
        ...(taxDocumentNo
          ? [
              added
                ? /*i18n*/ {
                    id: "mail.policyChanged.attachedInvoice",
                    message: "Attached is your tax invoice {number} for this change.",
                    values: { number: taxDocumentNo },
                  }
                : /*i18n*/ {
                    id: "mail.policyChanged.attachedCreditNote",
                    message: "Attached is your tax credit note {number} for this change.",
                    values: { number: taxDocumentNo },
                  },
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
