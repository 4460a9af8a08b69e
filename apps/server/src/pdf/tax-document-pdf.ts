import {
  formatAed,
  formatDisplayDate,
  isolate,
  TAX_CREDIT_NOTE_TITLE,
  TAX_INVOICE_TITLE,
  VAT_PERCENT,
} from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, inBoth, LABELS } from "./document-labels";
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

const TEXTS = {
  invoice: { en: TAX_INVOICE_TITLE, ar: "فاتورة ضريبية" },
  creditNote: { en: TAX_CREDIT_NOTE_TITLE, ar: "إشعار دائن ضريبي" },
  supplier: { en: "Supplier", ar: "المورّد" },
  address: { en: "Address", ar: "العنوان" },
  supplierTrn: { en: "Supplier TRN", ar: "الرقم الضريبي للمورّد" },
  invoiceNo: { en: "Tax invoice number", ar: "رقم الفاتورة الضريبية" },
  creditNoteNo: { en: "Tax credit note number", ar: "رقم الإشعار الدائن الضريبي" },
  corrects: { en: "Corrects tax invoice", ar: "يصحّح الفاتورة الضريبية" },
  issueDate: { en: "Date of issue", ar: "تاريخ الإصدار" },
  supplyDate: { en: "Date of supply", ar: "تاريخ التوريد" },
  recipient: { en: "Recipient", ar: "المستلم" },
  recipientAddress: { en: "Recipient address", ar: "عنوان المستلم" },
  recipientTrn: { en: "Recipient TRN", ar: "الرقم الضريبي للمستلم" },
  recipientEmail: { en: "Recipient e-mail", ar: "البريد الإلكتروني للمستلم" },
  description: { en: "Description", ar: "الوصف" },
  item: { en: "Item", ar: "البند" },
  quantity: { en: "Qty", ar: "الكمية" },
  unitPrice: { en: "Unit price", ar: "سعر الوحدة" },
  discount: { en: "Discount", ar: "الخصم" },
  beforeVat: { en: "Before VAT", ar: "قبل الضريبة" },
  rate: { en: "VAT rate", ar: "نسبة الضريبة" },
  premium: { en: "Insurance premium", ar: "قسط التأمين" },
  totalBeforeVat: { en: "Total before VAT", ar: "الإجمالي قبل الضريبة" },
  totalDiscount: { en: "Total discount", ar: "إجمالي الخصم" },
  due: { en: "Total amount due", ar: "إجمالي المبلغ المستحق" },
  credited: { en: "Total amount credited", ar: "إجمالي المبلغ المردود" },
  exempt: { en: "Exempt", ar: "معفى" },
  invoiceNote: {
    en: "All amounts in UAE dirhams (AED). This tax invoice was issued electronically and is valid without a signature.",
    ar: "جميع المبالغ بالدرهم الإماراتي. صدرت هذه الفاتورة الضريبية إلكترونيًا وهي صالحة دون توقيع.",
  },
  creditNoteNote: {
    en: "All amounts in UAE dirhams (AED), returned to the recipient. This tax credit note was issued electronically and is valid without a signature.",
    ar: "جميع المبالغ بالدرهم الإماراتي، تُردّ إلى المستلم. صدر هذا الإشعار الدائن الضريبي إلكترونيًا وهو صالح دون توقيع.",
  },
} satisfies Record<string, Bilingual>;

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
  const vatLabel: Bilingual = isExempt(total)
    ? { en: `VAT (${TEXTS.exempt.en})`, ar: `ضريبة القيمة المضافة (${TEXTS.exempt.ar})` }
    : LABELS.vatAtFivePercent;
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
  const planAr = inBoth(plan);
  const [from, to] = [formatDisplayDate(start), formatDisplayDate(end)];
  return {
    en: `${plan}, policy ${policyNo}, cover ${from} to ${to}`,
    ar: `${typeof planAr === "string" ? isolate(plan) : planAr.ar}، الوثيقة ${isolate(policyNo)}، التغطية من ${isolate(from)} إلى ${isolate(to)}`,
  };
}
