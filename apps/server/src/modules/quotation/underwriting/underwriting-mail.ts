import type { DecidedTerms, QuotationStatus } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";
import type { Partner } from "../../identity";
import type { Quotation } from "../quotations/quotation-repository";

const NEXT_STEP: Partial<Record<QuotationStatus, string>> = {
  finalized: "The application can be paid now: open it from the Approval page and go to Payment.",
  terms_offered:
    "Review the terms with the customer, then accept them on the application's underwriting review; it can be paid after that.",
  info_requested:
    "Update the application with what the underwriter asks for (answers or documents) and finalize it again; it then returns to the underwriter.",
  declined: "The application is closed and cannot be paid.",
};

/** Tells the partner what the underwriter decided on their application and what to do next. */
export function underwritingDecisionMail(opts: {
  partner: Partner;
  quotation: Quotation;
  decisionId: number;
  label: string;
  status: QuotationStatus;
  note: string | null;
  terms: DecidedTerms[] | null;
  publicUrl: string;
}): OutgoingMail {
  const { partner, quotation } = opts;
  const terms = (opts.terms ?? []).flatMap((t) => [
    `- ${t.member_name}:${t.loading_percent > 0 ? ` premium loading ${t.loading_percent}%` : ""}${t.loading_percent > 0 && t.exclusion ? ";" : ""}${t.exclusion ? ` exclusion: ${t.exclusion}` : ""}`,
  ]);
  const decision = opts.status === "terms_offered" ? "accepted with terms" : opts.label.toLowerCase();
  return {
    key: `underwriting-decision:${opts.decisionId}`,
    to: partner.email,
    subject: `Underwriting decision on ${quotation.quotationNo}: ${opts.status === "terms_offered" ? "Accepted with terms" : opts.label}`,
    content: {
      language: partner.language,
      preview: `${quotation.quotationNo} of ${quotation.sponsorName}: ${decision}.`,
      greeting: `Dear ${partner.name},`,
      intro: [
        `The underwriter has decided on the H+ application ${quotation.quotationNo} of ${quotation.sponsorName}: ${decision}.`,
        ...(terms.length ? ["Terms:", ...terms] : []),
        ...(opts.note ? [`Underwriter's note: ${opts.note}`] : []),
        ...(NEXT_STEP[opts.status] ? [NEXT_STEP[opts.status] as string] : []),
      ],
      action: { label: "Open the approvals", url: `${opts.publicUrl}/Approval` },
    },
  };
}
