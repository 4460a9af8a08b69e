import type { DecidedTerms, QuotationStatus, UnderwritingDecisionKind, Words } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";
import type { Partner } from "../../identity";
import type { Quotation } from "../quotations/quotation-repository";

const NEXT_STEP: Partial<Record<QuotationStatus, Words>> = {
  finalized: /*i18n*/ {
    id: "mail.underwriting.next.finalized",
    message: "The application can be paid now: open it from the Approval page and go to Payment.",
  },
  terms_offered: /*i18n*/ {
    id: "mail.underwriting.next.termsOffered",
    message:
      "Review the terms with the customer, then accept them on the application's underwriting review; it can be paid after that.",
  },
  info_requested: /*i18n*/ {
    id: "mail.underwriting.next.infoRequested",
    message:
      "Update the application with what the underwriter asks for (answers or documents) and finalize it again; it then returns to the underwriter.",
  },
  declined: /*i18n*/ {
    id: "mail.underwriting.next.declined",
    message: "The application is closed and cannot be paid.",
  },
};

/** The decision as the subject names it, and as a sentence says it; an acceptance with terms is named so. */
type DecisionName = "accept" | "terms" | "ask_info" | "decline";
const TITLES: Record<DecisionName, Words> = {
  accept: /*i18n*/ { id: "mail.underwriting.title.accept", message: "Accepted" },
  terms: /*i18n*/ { id: "mail.underwriting.title.terms", message: "Accepted with terms" },
  ask_info: /*i18n*/ { id: "mail.underwriting.title.askInfo", message: "More information asked" },
  decline: /*i18n*/ { id: "mail.underwriting.title.decline", message: "Declined" },
};
const IN_SENTENCE: Record<DecisionName, Words> = {
  accept: /*i18n*/ { id: "mail.underwriting.decision.accept", message: "accepted" },
  terms: /*i18n*/ { id: "mail.underwriting.decision.terms", message: "accepted with terms" },
  ask_info: /*i18n*/ { id: "mail.underwriting.decision.askInfo", message: "more information asked" },
  decline: /*i18n*/ { id: "mail.underwriting.decision.decline", message: "declined" },
};

/** A member's terms: the premium loading, the exclusion, or both. */
function termLine(t: DecidedTerms): Words {
  const values = { member: t.member_name, percent: t.loading_percent, exclusion: t.exclusion ?? "" };
  if (t.loading_percent > 0 && t.exclusion)
    return /*i18n*/ {
      id: "mail.underwriting.term.loadingAndExclusion",
      message: "- {member}: premium loading {percent}%; exclusion: {exclusion}",
      values,
    };
  if (t.loading_percent > 0)
    return /*i18n*/ { id: "mail.underwriting.term.loading", message: "- {member}: premium loading {percent}%", values };
  if (t.exclusion)
    return /*i18n*/ { id: "mail.underwriting.term.exclusion", message: "- {member}: exclusion: {exclusion}", values };
  return /*i18n*/ { id: "mail.underwriting.term.none", message: "- {member}:", values };
}

/** Tells the partner what the underwriter decided on their application and what to do next. */
export function underwritingDecisionMail(opts: {
  partner: Partner;
  quotation: Quotation;
  decisionId: number;
  kind: UnderwritingDecisionKind;
  status: QuotationStatus;
  note: string | null;
  terms: DecidedTerms[] | null;
  publicUrl: string;
}): OutgoingMail {
  const { partner, quotation } = opts;
  const { quotationNo } = quotation;
  const terms = (opts.terms ?? []).map(termLine);
  const name: DecisionName = opts.status === "terms_offered" ? "terms" : opts.kind;
  const decision = IN_SENTENCE[name];
  const sponsor = quotation.sponsorName;
  const next = NEXT_STEP[opts.status];
  return {
    key: `underwriting-decision:${opts.decisionId}`,
    to: partner.email,
    subject: /*i18n*/ {
      id: "mail.underwriting.subject",
      message: "Underwriting decision on {quotationNo}: {decision}",
      values: { quotationNo, decision: TITLES[name] },
    },
    content: {
      language: partner.language,
      preview: /*i18n*/ {
        id: "mail.underwriting.preview",
        message: "{quotationNo} of {sponsor}: {decision}.",
        values: { quotationNo, sponsor, decision },
      },
      greeting: dear(partner.name),
      intro: [
        /*i18n*/ {
          id: "mail.underwriting.decided",
          message: "The underwriter has decided on the H+ application {quotationNo} of {sponsor}: {decision}.",
          values: { quotationNo, sponsor, decision },
        },
        ...(terms.length ? [/*i18n*/ { id: "mail.underwriting.terms", message: "Terms:" }, ...terms] : []),
        ...(opts.note
          ? [
              /*i18n*/ {
                id: "mail.underwriting.note",
                message: "Underwriter's note: {note}",
                values: { note: opts.note },
              },
            ]
          : []),
        ...(next ? [next] : []),
      ],
      action: {
        label: /*i18n*/ { id: "mail.underwriting.action", message: "Open the approvals" },
        url: `${opts.publicUrl}/Approval`,
      },
    },
  };
}
