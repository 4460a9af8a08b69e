import { formatAed, formatDisplayDate, TAX_INVOICE_TITLE, VAT_PERCENT } from "@pp/domain";
import type { Insurer } from "../insurer-config";
import { keyValues, renderPdf, table } from "./pdf-document";

type TaxInvoiceData = {
  insurer: Insurer;
  invoiceNo: string;
  /** The day the policy was issued and paid: the date of supply. */
  issuedOn: string;
  customerName: string;
  customerEmail: string;
  description: string;
  premiumFils: number;
  vatFils: number;
  totalFils: number;
};

/**
 * A UAE VAT tax invoice: the words "Tax Invoice", the supplier's name, address and TRN, a sequential number, the
 * dates of issue and supply, the recipient, the description, the amount before VAT, the rate and amount of VAT and
 * the total, in AED.
 */
export function taxInvoicePdf(r: TaxInvoiceData): Promise<Buffer> {
  const exempt = r.vatFils === 0 && r.premiumFils > 0;
  return renderPdf(TAX_INVOICE_TITLE, (doc) => {
    keyValues(doc, [
      ["Supplier", r.insurer.legalName],
      ["Address", r.insurer.address],
      ["Supplier TRN", r.insurer.trn],
    ]);
    doc.moveDown(0.8);
    keyValues(doc, [
      ["Tax invoice number", r.invoiceNo],
      ["Date of issue", formatDisplayDate(r.issuedOn)],
      ["Date of supply", formatDisplayDate(r.issuedOn)],
      ["Customer", r.customerName],
      ["Customer e-mail", r.customerEmail],
      ["Description", r.description],
    ]);
    doc.moveDown(0.8);
    const rate = exempt ? "Exempt" : `${VAT_PERCENT}%`;
    table(
      doc,
      // Short cells only: a row is as tall as its first line, so nothing here may wrap.
      ["Item", "Before VAT", "VAT rate", "VAT", "Total"],
      [150, 100, 65, 90, 100],
      [["Insurance premium", formatAed(r.premiumFils), rate, formatAed(r.vatFils), formatAed(r.totalFils)]],
    );
    doc.moveDown(0.8);
    keyValues(doc, [
      ["Total before VAT", formatAed(r.premiumFils)],
      [`VAT (${rate})`, formatAed(r.vatFils)],
      ["Total amount due", formatAed(r.totalFils)],
    ]);
    doc
      .moveDown(1.5)
      .fontSize(8)
      .fillColor("#555")
      .text(
        "All amounts in UAE dirhams (AED). This tax invoice was issued electronically and is valid without a signature.",
      );
  });
}
