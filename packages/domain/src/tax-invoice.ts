/** What a UAE VAT tax invoice is called, as the Federal Tax Authority requires it on the document. */
export const TAX_INVOICE_TITLE = "Tax Invoice";

/** Tax invoice numbers run without gaps across every product and year: TI-0000001, TI-0000002, … */
export const formatInvoiceNumber = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not an invoice sequence number: ${n}`);
  return `TI-${String(n).padStart(7, "0")}`;
};

/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;
