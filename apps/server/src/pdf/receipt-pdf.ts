import { CURRENCY, formatAed, formatDisplayDate } from "@pp/domain";
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
};

export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  return renderPdf("Payment receipt", (doc) => {
    keyValues(doc, [
      ["Receipt number", r.receiptNo],
      ["Date", formatDisplayDate(r.issuedOn)],
      ["Received from", r.sponsorName],
      ["E-mail", r.sponsorEmail],
      ["Quotation number", r.quotationNo],
      ["Policy number", r.policyNo],
      ["Plan", r.plan],
      ["Transaction ID", r.transactionId],
      ["Payment method", r.card ? `Card ${r.card}` : "Card"],
      ["Currency", CURRENCY],
    ]);
    doc.moveDown(0.8);
    keyValues(doc, [
      ["Premium", formatAed(r.premiumFils)],
      ["VAT (5%)", formatAed(r.vatFils)],
      ["Amount paid", formatAed(r.totalFils)],
    ]);
    doc
      .moveDown(1.5)
      .fontSize(8)
      .fillColor("#555")
      .text("This receipt was issued electronically and is valid without a signature.");
  });
}
