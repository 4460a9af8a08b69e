import { CURRENCY, formatAed, formatDisplayDate, isolate } from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, inBoth, LABELS } from "./document-labels";
import { typesetDocument } from "./typeset/document-blocks";

type ReceiptData = {
  receiptNo: string;
  issuedOn: string;
  sponsorName: string;
  sponsorEmail: string;
  quotationNo: string;
  policyNo: string;
  plan: string;
  transactionId: string;
  card: string | null;
  premiumFils: number;
  vatFils: number;
  totalFils: number;
  disclosure: DocumentDisclosure;
};

const TEXTS = {
  title: { en: "Payment receipt", ar: "إيصال الدفع" },
  receiptNo: { en: "Receipt number", ar: "رقم الإيصال" },
  receivedFrom: { en: "Received from", ar: "استُلم من" },
  transactionId: { en: "Transaction ID", ar: "رقم المعاملة" },
  method: { en: "Payment method", ar: "طريقة الدفع" },
  currency: { en: "Currency", ar: "العملة" },
  paid: { en: "Amount paid", ar: "المبلغ المدفوع" },
  card: { en: "Card", ar: "بطاقة" },
  electronic: {
    en: "This receipt was issued electronically and is valid without a signature.",
    ar: "صدر هذا الإيصال إلكترونيًا وهو صالح دون توقيع.",
  },
} satisfies Record<string, Bilingual>;

export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  return typesetDocument(TEXTS.title, r.disclosure, [
    {
      kind: "pairs",
      rows: [
        { label: TEXTS.receiptNo, value: r.receiptNo },
        { label: LABELS.date, value: formatDisplayDate(r.issuedOn) },
        { label: TEXTS.receivedFrom, value: r.sponsorName },
        { label: LABELS.email, value: r.sponsorEmail },
        { label: LABELS.quotationNo, value: r.quotationNo },
        { label: LABELS.policyNo, value: r.policyNo },
        { label: LABELS.plan, value: inBoth(r.plan) },
        { label: TEXTS.transactionId, value: r.transactionId },
        {
          label: TEXTS.method,
          value: r.card ? { en: `${TEXTS.card.en} ${r.card}`, ar: `${TEXTS.card.ar} ${isolate(r.card)}` } : TEXTS.card,
        },
        { label: TEXTS.currency, value: CURRENCY },
      ],
    },
    {
      kind: "totals",
      rows: [
        { label: LABELS.premium, value: formatAed(r.premiumFils) },
        { label: LABELS.vatAtFivePercent, value: formatAed(r.vatFils) },
        { label: TEXTS.paid, value: formatAed(r.totalFils) },
      ],
    },
    { kind: "note", text: TEXTS.electronic },
  ]);
}
