import { z } from "zod";
import type { Words } from "./i18n/words";

/** What a UAE VAT tax invoice is called, as the Federal Tax Authority requires it on the document. */
export const TAX_INVOICE_TITLE: Words = /*i18n*/ { id: "document.taxDocument.invoice", message: "Tax Invoice" };

/** Tax invoice numbers run without gaps across every product and year: TI-0000001, TI-0000002, … */
export const formatInvoiceNumber = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not an invoice sequence number: ${n}`);
  return `TI-${String(n).padStart(7, "0")}`;
};

/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;

/**
 * The TRN a company's tax documents print: the one given as such, else its "Tax registration / File Number" when
 * that is a TRN (15 digits) — the spec's field takes either, and a partner who typed the TRN there is not asked twice.
 * A file number (any other shape) is not a TRN and prints none.
 */
export function recipientTrn(trn: string | null | undefined, taxRegistrationOrFileNumber: string | null | undefined) {
  if (trn) return trn;
  const given = taxRegistrationOrFileNumber?.trim() ?? "";
  return TRN_PATTERN.test(given) ? given : null;
}

/** What a UAE VAT credit note is called on the document (the Executive Regulation's "Tax Credit Note"). */
export const TAX_CREDIT_NOTE_TITLE: Words = /*i18n*/ {
  id: "document.taxDocument.creditNote",
  message: "Tax Credit Note",
};

/** The kinds of tax document a policy's payments and refunds issue: an invoice, or a credit note correcting one. */
export const TAX_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Credit note numbers run without gaps in a series of their own: CN-0000001, CN-0000002, … */
export const formatCreditNoteNumber = (n: number) => `CN-${formatInvoiceNumber(n).slice(3)}`;

/** A tax document's number as it is written: TI-0000001 for an invoice, CN-0000001 for a credit note. */
export const TAX_DOCUMENT_NUMBER_PATTERN = /^(TI|CN)-\d{7}$/;

/** A tax document as a policy's page lists it: amounts positive, a credit note's returned to the customer. */
export const taxDocumentSummarySchema = z.object({
  number: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** The policy version whose payment or refund it documents. */
  version: z.number().int(),
  issuedOn: z.string(),
  supplyDate: z.string(),
  totalFils: z.number().int(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;
