import { formatAed, formatDisplayDate, TAX_INVOICE_TITLE, VAT_PERCENT } from "@pp/domain";
import type { DocumentDisclosure } from "./document-disclosure";
import { type Bilingual, LABELS } from "./document-labels";
import { typesetDocument } from "./typeset/document-blocks";

type TaxInvoiceData = {
  invoiceNo: string;
  /** The day the policy was issued and paid: the date of supply. */
  issuedOn: string;
  customerName: string;
  customerEmail: string;
  description: string;
  premiumFils: number;
  vatFils: number;
  totalFils: number;
  disclosure: DocumentDisclosure;
};

const TEXTS = {
  title: { en: TAX_INVOICE_TITLE, ar: "فاتورة ضريبية" },
  supplier: { en: "Supplier", ar: "المورّد" },
  address: { en: "Address", ar: "العنوان" },
  supplierTrn: { en: "Supplier TRN", ar: "الرقم الضريبي للمورّد" },
  invoiceNo: { en: "Tax invoice number", ar: "رقم الفاتورة الضريبية" },
  issueDate: { en: "Date of issue", ar: "تاريخ الإصدار" },
  supplyDate: { en: "Date of supply", ar: "تاريخ التوريد" },
  customer: { en: "Customer", ar: "العميل" },
  customerEmail: { en: "Customer e-mail", ar: "البريد الإلكتروني للعميل" },
  description: { en: "Description", ar: "الوصف" },
  item: { en: "Item", ar: "البند" },
  beforeVat: { en: "Before VAT", ar: "قبل الضريبة" },
  rate: { en: "VAT rate", ar: "نسبة الضريبة" },
  premium: { en: "Insurance premium", ar: "قسط التأمين" },
  totalBeforeVat: { en: "Total before VAT", ar: "الإجمالي قبل الضريبة" },
  due: { en: "Total amount due", ar: "إجمالي المبلغ المستحق" },
  exempt: { en: "Exempt", ar: "معفى" },
  electronic: {
    en: "All amounts in UAE dirhams (AED). This tax invoice was issued electronically and is valid without a signature.",
    ar: "جميع المبالغ بالدرهم الإماراتي. صدرت هذه الفاتورة الضريبية إلكترونيًا وهي صالحة دون توقيع.",
  },
} satisfies Record<string, Bilingual>;

/**
 * A UAE VAT tax invoice: the words "Tax Invoice", the supplier's name, address and TRN, a sequential number, the
 * dates of issue and supply, the recipient, the description, the amount before VAT, the rate and amount of VAT and
 * the total, in AED.
 */
export function taxInvoicePdf(r: TaxInvoiceData): Promise<Buffer> {
  const { insurer } = r.disclosure;
  const exempt = r.vatFils === 0 && r.premiumFils > 0;
  const rate: Bilingual | string = exempt ? TEXTS.exempt : `${VAT_PERCENT}%`;
  const vatLabel: Bilingual = {
    en: `VAT (${exempt ? TEXTS.exempt.en : rate})`,
    ar: `ضريبة القيمة المضافة (${exempt ? TEXTS.exempt.ar : rate})`,
  };
  return typesetDocument(TEXTS.title, r.disclosure, [
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
        { label: TEXTS.invoiceNo, value: r.invoiceNo },
        { label: TEXTS.issueDate, value: formatDisplayDate(r.issuedOn) },
        { label: TEXTS.supplyDate, value: formatDisplayDate(r.issuedOn) },
        { label: TEXTS.customer, value: r.customerName },
        { label: TEXTS.customerEmail, value: r.customerEmail },
        { label: TEXTS.description, value: r.description },
      ],
    },
    {
      kind: "table",
      headers: [TEXTS.item, TEXTS.beforeVat, TEXTS.rate, LABELS.vat, LABELS.total],
      widths: [30, 20, 13, 18, 19],
      numeric: [1, 2, 3, 4],
      rows: [[TEXTS.premium, formatAed(r.premiumFils), rate, formatAed(r.vatFils), formatAed(r.totalFils)]],
    },
    {
      kind: "totals",
      rows: [
        { label: TEXTS.totalBeforeVat, value: formatAed(r.premiumFils) },
        { label: vatLabel, value: formatAed(r.vatFils) },
        { label: TEXTS.due, value: formatAed(r.totalFils) },
      ],
    },
    { kind: "note", text: TEXTS.electronic },
  ]);
}
