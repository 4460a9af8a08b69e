import { CURRENCY, formatAed, formatDisplayDate } from "@pp/domain";
import { bilingualNote } from "./bilingual-text";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, inBoth, LABELS } from "./document-labels";
import { keyValues, renderPdf } from "./pdf-document";

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
  return renderPdf(TEXTS.title, r.disclosure, (doc) => {
    keyValues(doc, [
      [TEXTS.receiptNo, r.receiptNo],
      [LABELS.date, formatDisplayDate(r.issuedOn)],
      [TEXTS.receivedFrom, r.sponsorName],
      [LABELS.email, r.sponsorEmail],
      [LABELS.quotationNo, r.quotationNo],
      [LABELS.policyNo, r.policyNo],
      [LABELS.plan, inBoth(r.plan)],
      [TEXTS.transactionId, r.transactionId],
      [TEXTS.method, r.card ? `${TEXTS.card.en} ${r.card}` : TEXTS.card],
      [TEXTS.currency, CURRENCY],
    ]);
    doc.moveDown(0.8);
    keyValues(doc, [
      [LABELS.premium, formatAed(r.premiumFils)],
      [LABELS.vatAtFivePercent, formatAed(r.vatFils)],
      [TEXTS.paid, formatAed(r.totalFils)],
    ]);
    doc.moveDown(1.5);
    bilingualNote(doc, TEXTS.electronic);
  });
}
