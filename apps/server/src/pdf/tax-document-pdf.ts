import {
  formatAed,
  formatDisplayDate,
  isolate,
  TAX_CREDIT_NOTE_TITLE,
  TAX_INVOICE_TITLE,
  VAT_PERCENT,
} from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, bilingual, bilingualAll, inBoth, LABELS } from "./document-labels";
import { type Block, typesetDocument } from "./typeset/document-blocks";

/** One line of a tax document: a member (or the policy's one share), its amounts positive. */
type Line = { description: string | Bilingual; premiumFils: number; vatFils: number; invoiceNo: string | null };

export type TaxDocumentData = {
  kind: "invoice" | "credit_note";
  number: string;
  issuedOn: string;
  /** The sale's day, or the day a change took effect. */
  supplyDate: string;
  recipient: { name: string; email: string; address: string | null; trn: string | null };
  description: string | Bilingual;
  lines: Line[];
  disclosure: DocumentDisclosure;
};

const TEXTS = bilingualAll({
  invoice: TAX_INVOICE_TITLE,
  creditNote: TAX_CREDIT_NOTE_TITLE,
  supplier: /*i18n*/ { id: "document.taxDocument.supplier", message: "Supplier" },
  address: /*i18n*/ { id: "document.taxDocument.address", message: "Address" },
  supplierTrn: /*i18n*/ { id: "document.taxDocument.supplierTrn", message: "Supplier TRN" },
  invoiceNo: /*i18n*/ { id: "document.taxDocument.invoiceNo", message: "Tax invoice number" },
  creditNoteNo: /*i18n*/ { id: "document.taxDocument.creditNoteNo", message: "Tax credit note number" },
  corrects: /*i18n*/ { id: "document.taxDocument.corrects", message: "Corrects tax invoice" },
  issueDate: /*i18n*/ { id: "document.taxDocument.issueDate", message: "Date of issue" },
  supplyDate: /*i18n*/ { id: "document.taxDocument.supplyDate", message: "Date of supply" },
  recipient: /*i18n*/ { id: "document.taxDocument.recipient", message: "Recipient" },
  recipientAddress: /*i18n*/ { id: "document.taxDocument.recipientAddress", message: "Recipient address" },
  recipientTrn: /*i18n*/ { id: "document.taxDocument.recipientTrn", message: "Recipient TRN" },
  recipientEmail: /*i18n*/ { id: "document.taxDocument.recipientEmail", message: "Recipient e-mail" },
  description: /*i18n*/ { id: "document.taxDocument.description", message: "Description" },
  item: /*i18n*/ { id: "document.taxDocument.item", message: "Item" },
  quantity: /*i18n*/ { id: "document.taxDocument.quantity", message: "Qty" },
  unitPrice: /*i18n*/ { id: "document.taxDocument.unitPrice", message: "Unit price" },
  discount: /*i18n*/ { id: "document.taxDocument.discount", message: "Discount" },
  beforeVat: /*i18n*/ { id: "document.taxDocument.beforeVat", message: "Before VAT" },
  rate: /*i18n*/ { id: "document.taxDocument.rate", message: "VAT rate" },
  premium: /*i18n*/ { id: "document.taxDocument.premium", message: "Insurance premium" },
  totalBeforeVat: /*i18n*/ { id: "document.taxDocument.totalBeforeVat", message: "Total before VAT" },
  totalDiscount: /*i18n*/ { id: "document.taxDocument.totalDiscount", message: "Total discount" },
  due: /*i18n*/ { id: "document.taxDocument.due", message: "Total amount due" },
  credited: /*i18n*/ { id: "document.taxDocument.credited", message: "Total amount credited" },
  exempt: /*i18n*/ { id: "document.taxDocument.exempt", message: "Exempt" },
  vatExempt: /*i18n*/ { id: "document.taxDocument.vatExempt", message: "VAT (Exempt)" },
  invoiceNote: /*i18n*/ {
    id: "document.taxDocument.invoiceNote",
    message:
      "All amounts in UAE dirhams (AED). This tax invoice was issued electronically and is valid without a signature.",
  },
  creditNoteNote: /*i18n*/ {
    id: "document.taxDocument.creditNoteNote",
    message:
      "All amounts in UAE dirhams (AED), returned to the recipient. This tax credit note was issued electronically and is valid without a signature.",
  },
});

/** Exempt cover (term life) charges no VAT: its rate reads "Exempt", not 0%. */
const isExempt = (l: { premiumFils: number; vatFils: number }) => l.vatFils === 0 && l.premiumFils > 0;
const rateOf = (l: { premiumFils: number; vatFils: number }): Bilingual | string =>
  isExempt(l) ? TEXTS.exempt : `${VAT_PERCENT}%`;

/**
 * A UAE VAT tax invoice, or a tax credit note correcting one (Executive Regulation, Art. 59 and 60): the title, the
 * supplier's name, address and TRN, a sequential number, the dates of issue and supply, the recipient (with address
 * and TRN where given), a line per member with quantity, unit price, discount, rate and amount of VAT, the totals,
 * in AED; a credit note names the invoice it corrects.
 */
export function taxDocumentPdf(d: TaxDocumentData): Promise<Buffer> {
  const { insurer } = d.disclosure;
  const credit = d.kind === "credit_note";
  const corrects = [...new Set(d.lines.map((l) => l.invoiceNo).filter((n) => n !== null))];
  const sum = (pick: (l: Line) => number) => d.lines.reduce((n, l) => n + pick(l), 0);
  const premium = sum((l) => l.premiumFils);
  const vat = sum((l) => l.vatFils);
  const total = { premiumFils: premium, vatFils: vat };
  const vatLabel: Bilingual = isExempt(total) ? TEXTS.vatExempt : LABELS.vatAtFivePercent;
  const r = d.recipient;
  return typesetDocument(credit ? TEXTS.creditNote : TEXTS.invoice, d.disclosure, [
    {
      kind: "pairs",
      rows: [
        { label: TEXTS.supplier, value: { en: insurer.legalName, ar: insurer.legalNameAr } },
        { label: TEXTS.address, value: { en: insurer.address, ar: insurer.addressAr } },
        { label: TEXTS.supplierTrn, value: insurer.trn },
      ],
    },
    {
      kind: "pairs",
      rows: [
        { label: credit ? TEXTS.creditNoteNo : TEXTS.invoiceNo, value: d.number },
        ...(credit ? [{ label: TEXTS.corrects, value: corrects.join(", ") }] : []),
        { label: TEXTS.issueDate, value: formatDisplayDate(d.issuedOn) },
        { label: TEXTS.supplyDate, value: formatDisplayDate(d.supplyDate) },
        { label: TEXTS.recipient, value: r.name },
        ...(r.address ? [{ label: TEXTS.recipientAddress, value: r.address }] : []),
        ...(r.trn ? [{ label: TEXTS.recipientTrn, value: r.trn }] : []),
        { label: TEXTS.recipientEmail, value: r.email },
        { label: TEXTS.description, value: d.description },
      ],
    },
    {
      kind: "table",
      headers: [
        TEXTS.item,
        TEXTS.quantity,
        TEXTS.unitPrice,
        TEXTS.discount,
        TEXTS.beforeVat,
        TEXTS.rate,
        LABELS.vat,
        LABELS.total,
      ],
      widths: [22, 6, 13, 10, 13, 9, 12, 14],
      numeric: [1, 2, 3, 4, 5, 6, 7],
      rows: d.lines.map((l) => [
        l.description,
        "1",
        formatAed(l.premiumFils),
        formatAed(0),
        formatAed(l.premiumFils),
        rateOf(l),
        formatAed(l.vatFils),
        formatAed(l.premiumFils + l.vatFils),
      ]),
    },
    {
      kind: "totals",
      rows: [
        { label: TEXTS.totalBeforeVat, value: formatAed(premium) },
        { label: TEXTS.totalDiscount, value: formatAed(0) },
        { label: vatLabel, value: formatAed(vat) },
        { label: credit ? TEXTS.credited : TEXTS.due, value: formatAed(premium + vat) },
      ],
    },
    { kind: "note", text: credit ? TEXTS.creditNoteNote : TEXTS.invoiceNote },
  ] satisfies Block[]);
}

/** A line's item: the member's name, or the premium itself for a policy reported without members. */
export const lineDescription = (name: string | null): string | Bilingual => name ?? TEXTS.premium;

/**
 * What a tax document is for, in both languages: the plan, the policy and its cover. The Arabic isolates the policy
 * number and the dates, so they read whole and left to right in the Arabic sentence.
 */
export function taxDocumentDescription(plan: string, policyNo: string, start: string, end: string): Bilingual {
  // The plan's name is the domain's, translated by its own catalog; a plan it does not know keeps its name, isolated.
  const planAr = inBoth(plan);
  const cover = bilingual(
    /*i18n*/ {
      id: "document.taxDocument.policyCover",
      message: "policy {policyNo}, cover {from} to {to}",
      values: { policyNo, from: formatDisplayDate(start), to: formatDisplayDate(end) },
    },
  );
  return {
    en: `${plan}, ${cover.en}`,
    ar: `${typeof planAr === "string" ? isolate(plan) : planAr.ar}، ${cover.ar}`,
  };
}
