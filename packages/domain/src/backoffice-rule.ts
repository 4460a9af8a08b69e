import { say } from "./i18n/say";

/*
 * What the back office's pages show and offer, free of zod so that a page paints without it: the lists' page sizes,
 * sorts and views, the messages and labels, the dashboard's length. The schemas are in backoffice.ts and
 * backoffice-api.ts.
 */

/** A policy issued without a payment through the portal (seeded, migrated or reported) has no receipt or schedule. */
export const NO_PORTAL_PAYMENT = say(
  /*i18n*/ {
    id: "backoffice.thisPolicyWasNotPaidThrough",
    message: "This policy was not paid through the portal, so it has no payment receipt, tax invoice or schedule here.",
  },
);

/** A lookup of a quotation or policy by its number, with no number given: the page's check and the server's. */
export const RECORD_NUMBER_REQUIRED = say(
  /*i18n*/ { id: "backoffice.enterAQuotationOrPolicyNumber", message: "Enter a quotation or policy number." },
);

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
/** The rows a list page holds when the address does not say. */
export const DEFAULT_PAGE_SIZE = 20;
/** The furthest page a list can be asked for. */
export const MAX_LIST_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 100;
/** A list's status filter: a status's code, lowercase words joined by underscores. */
export const STATUS_FILTER_PATTERN = /^[a-z_]*$/;
export const STATUS_FILTER_MAX_LENGTH = 30;

/** The largest id a row can have (a PostgreSQL integer): a bigger number names no row, and is refused as junk. */
export const MAX_ROW_ID = 2_147_483_647;

export const QUOTATION_SORTS = ["created_at", "quotation_no", "sponsor_name", "status", "total"] as const;
export const POLICY_SORTS = ["issued_at", "policy_no", "sponsor_name", "end_date", "total", "status"] as const;

/** Policy views of the sidebar: new business, due for renewal, renewed, all. */
export const POLICY_VIEWS = ["all", "nb", "pending", "renewals", "active", "expired", "renewed"] as const;
export type PolicyView = (typeof POLICY_VIEWS)[number];

/**
 * A calendar day of 1900–2999 as a pattern, leap days included: the OpenAPI document shows it, so a client generated
 * from the document sends only dates the refinements below accept (they stay, for the messages).
 */
export const FILTER_DATE_PATTERN =
  /^(?:(?:19|2\d)\d\d-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:19(?:0[48]|[2468][048]|[13579][26])|2\d(?:0[48]|[2468][048]|[13579][26])|2000|2400|2800)-02-29)$/;

/** How many of the partner's newest quotations the dashboard lists (the home page keeps room for as many). */
export const LATEST_QUOTATIONS_SHOWN = 5;

export const ADDITIONAL_DOCUMENT_TYPES = [
  say(/*i18n*/ { id: "backoffice.medicalReport", message: "Medical report" }),
  say(/*i18n*/ { id: "backoffice.salaryCertificate", message: "Salary certificate" }),
  "Visa",
  say(/*i18n*/ { id: "common.tradeLicence", message: "Trade licence" }),
  say(/*i18n*/ { id: "backoffice.cancellationLetter", message: "Cancellation letter" }),
  "Other",
] as const;

/** How the detail pages' timeline names each audit event. */
export const TIMELINE_LABELS: Record<string, string> = {
  quotation_created: say(/*i18n*/ { id: "backoffice.quotationCreated", message: "Quotation created" }),
  quotation_updated: say(/*i18n*/ { id: "backoffice.quotationUpdated", message: "Quotation updated" }),
  member_added: say(/*i18n*/ { id: "backoffice.memberAdded", message: "Member added" }),
  member_updated: say(/*i18n*/ { id: "backoffice.memberUpdated", message: "Member updated" }),
  member_removed: say(/*i18n*/ { id: "backoffice.memberRemoved", message: "Member removed" }),
  addition_started: say(/*i18n*/ { id: "backoffice.additionOfMembersStarted", message: "Addition of members started" }),
  addition_redated: say(
    /*i18n*/ { id: "backoffice.additionOfMembersGivenANew", message: "Addition of members given a new date" },
  ),
  policy_members_added: say(
    /*i18n*/ { id: "backoffice.membersAddedToThePolicy", message: "Members added to the policy" },
  ),
  policy_members_deleted: say(
    /*i18n*/ { id: "backoffice.membersRemovedFromThePolicy", message: "Members removed from the policy" },
  ),
  policy_cancelled: say(/*i18n*/ { id: "common.policyCancelled", message: "Policy cancelled" }),
  refund_sent: say(/*i18n*/ { id: "backoffice.refundSentToTheGateway", message: "Refund sent to the gateway" }),
  refund_refunded: say(/*i18n*/ { id: "common.refunded", message: "Refunded" }),
  refund_failed: say(/*i18n*/ { id: "backoffice.refundRefusedByTheGateway", message: "Refund refused by the gateway" }),
  plan_chosen: say(/*i18n*/ { id: "backoffice.planChanged", message: "Plan changed" }),
  quotation_mailed: say(/*i18n*/ { id: "backoffice.quotationEMailed", message: "Quotation e-mailed" }),
  document_uploaded: say(/*i18n*/ { id: "backoffice.documentUploaded", message: "Document uploaded" }),
  quotation_finalized: say(/*i18n*/ { id: "backoffice.applicationFinalized", message: "Application finalized" }),
  payment_link_sent: say(/*i18n*/ { id: "backoffice.paymentLinkSent", message: "Payment link sent" }),
  payment_accepted: say(/*i18n*/ { id: "common.paid", message: "Paid" }),
  payment_declined: say(/*i18n*/ { id: "backoffice.paymentDeclined", message: "Payment declined" }),
  payment_review: say(/*i18n*/ { id: "backoffice.paymentHeldForReview", message: "Payment held for review" }),
  payment_error: say(/*i18n*/ { id: "backoffice.paymentFailed", message: "Payment failed" }),
  payment_cancelled: say(/*i18n*/ { id: "backoffice.paymentCancelled", message: "Payment cancelled" }),
  policy_issued: say(/*i18n*/ { id: "common.policyIssued", message: "Policy issued" }),
  policy_renewed: say(/*i18n*/ { id: "backoffice.renewedPolicyIssued", message: "Renewed policy issued" }),
  renewal_started: say(/*i18n*/ { id: "backoffice.renewalStarted", message: "Renewal started" }),
  renewal_updated: say(/*i18n*/ { id: "backoffice.renewalUpdated", message: "Renewal updated" }),
  site_reported: say(/*i18n*/ { id: "backoffice.reportedByTheProductSite", message: "Reported by the product site" }),
  mail_sent: say(/*i18n*/ { id: "backoffice.eMailSent", message: "E-mail sent" }),
  mail_queued: say(/*i18n*/ { id: "backoffice.eMailQueued", message: "E-mail queued" }),
};
