import { CURRENCY, formatAed, formatDisplayDate } from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { bilingual, bilingualAll, inBoth, LABELS } from "./document-labels";
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

const TEXTS = bilingualAll({
  title: /*i18n*/ { id: "document.receipt.title", message: "Payment receipt" },
  receiptNo: /*i18n*/ { id: "document.receipt.receiptNo", message: "Receipt number" },
  receivedFrom: /*i18n*/ { id: "document.receipt.receivedFrom", message: "Received from" },
  transactionId: /*i18n*/ { id: "document.receipt.transactionId", message: "Transaction ID" },
  method: /*i18n*/ { id: "document.receipt.method", message: "Payment method" },
  currency: /*i18n*/ { id: "document.receipt.currency", message: "Currency" },
  paid: /*i18n*/ { id: "document.receipt.paid", message: "Amount paid" },
  card: /*i18n*/ { id: "document.receipt.card", message: "Card" },
  electronic: /*i18n*/ {
    id: "document.receipt.electronic",
    message: "This receipt was issued electronically and is valid without a signature.",
  },
});

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
          value: r.card
            ? bilingual(
                /*i18n*/ { id: "document.receipt.cardNumber", message: "Card {card}", values: { card: r.card } },
              )
            : TEXTS.card,
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
