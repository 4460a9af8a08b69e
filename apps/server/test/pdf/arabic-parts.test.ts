import { PLAN_TEXT_FIELDS } from "@pp/domain";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleCards, sampleComparison, samplePlans, sampleQuotation } from "../support/document-samples";
import { SAMPLE_DISCLOSURE, sampleSchedule } from "../support/schedule-sample";

/*
 * Every document in Arabic: what each one hands Typst to print on its Arabic side (every `ar` of the document's data)
 * holds no English word. A Latin word there must be data: a value set between Unicode isolates (a name, a number, an
 * e-mail address), an e-mail or web address, or a code (with a digit in it, or in capitals: AED, TRN, NAS). And a value
 * printed once for both languages (a cell that is not bilingual) is data too, never an English sentence.
 */

const typeset = vi.hoisted(() => ({ data: [] as unknown[] }));
vi.mock("../../src/pdf/typeset/typst-compiler", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/pdf/typeset/typst-compiler")>();
  return {
    typesetPdf: (source: string, data: unknown) => {
      typeset.data.push(data);
      return original.typesetPdf(source, data);
    },
  };
});

/*
 * The documents' modules, loaded afresh so that they see the compiler above: the API tests run with --no-isolate, where
 * a file before this one in the same worker may have loaded them with the real compiler already.
 */
let pdf: {
  cardsPdf: typeof import("../../src/pdf/card-pdf").cardsPdf;
  planComparisonPdf: typeof import("../../src/pdf/plan-comparison-pdf").planComparisonPdf;
  quotationPdf: typeof import("../../src/pdf/quotation-pdf").quotationPdf;
  receiptPdf: typeof import("../../src/pdf/receipt-pdf").receiptPdf;
  schedulePdf: typeof import("../../src/pdf/schedule-pdf").schedulePdf;
  taxDocumentPdf: typeof import("../../src/pdf/tax-document-pdf").taxDocumentPdf;
  taxDocumentDescription: typeof import("../../src/pdf/tax-document-pdf").taxDocumentDescription;
};
beforeAll(async () => {
  vi.resetModules();
  pdf = {
    ...(await import("../../src/pdf/card-pdf")),
    ...(await import("../../src/pdf/plan-comparison-pdf")),
    ...(await import("../../src/pdf/quotation-pdf")),
    ...(await import("../../src/pdf/receipt-pdf")),
    ...(await import("../../src/pdf/schedule-pdf")),
    ...(await import("../../src/pdf/tax-document-pdf")),
  };
});

beforeEach(() => {
  typeset.data = [];
});

/** The Latin words of `text` that are not data. */
function englishWords(text: string): string[] {
  return text
    .replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ")
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    .split(/[^A-Za-z0-9+'’-]+/)
    .filter((w) => /[A-Za-z]/.test(w) && !/\d/.test(w) && !/^[A-Z][A-Z+-]*$/.test(w));
}

/** Words that make an English sentence: a value printed for both languages holds none of them. */
const ENGLISH =
  /\b(the|and|of|to|is|for|with|this|card|premium|policy|member|members|paid|issued|valid|annual|limit|per|plan|health|network|benefits)\b/i;

type Found = { arabic: string[]; shared: string[] };

/** Every Arabic text in the data Typst was given, and every value printed once for both languages. */
function textsOf(value: unknown, found: Found = { arabic: [], shared: [] }, key = ""): Found {
  if (typeof value === "string") {
    if (key === "ar") found.arabic.push(value);
    else if (key === "value" || key === "") found.shared.push(value);
  } else if (Array.isArray(value)) for (const item of value) textsOf(item, found, "");
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // An SVG (the card's QR code) and the document's metadata are not printed text.
    for (const [k, v] of Object.entries(record)) if (k !== "qr" && k !== "author" && k !== "en") textsOf(v, found, k);
  }
  return found;
}

const receipt = () =>
  pdf.receiptPdf({
    receiptNo: "R-2026-000017",
    issuedOn: "2026-11-27",
    sponsorName: "Gulf Star Trading LLC",
    sponsorEmail: "hr@gulfstar.example",
    quotationNo: "Q-2026-000456",
    policyNo: "BP-2026-000014",
    plan: "Basic (Essential Benefits Plan)",
    transactionId: "7412589630",
    card: "•••• 1111",
    premiumFils: 125_000,
    vatFils: 6_250,
    totalFils: 131_250,
    disclosure: SAMPLE_DISCLOSURE,
  });

const taxDocument = (kind: "invoice" | "credit_note") =>
  pdf.taxDocumentPdf({
    kind,
    number: kind === "invoice" ? "TI-0000009" : "CN-0000002",
    issuedOn: "2026-11-27",
    supplyDate: "2026-11-27",
    recipient: { name: "Gulf Star Trading LLC", email: "hr@gulfstar.example", address: null, trn: null },
    description: pdf.taxDocumentDescription(
      "Basic (Essential Benefits Plan)",
      "BP-2026-000014",
      "2026-12-01",
      "2027-11-30",
    ),
    lines: [{ description: "Omar Hassan", premiumFils: 125_000, vatFils: 6_250, invoiceNo: "TI-0000009" }],
    disclosure: SAMPLE_DISCLOSURE,
  });

const DOCUMENTS: [string, () => Promise<Buffer>][] = [
  ["the policy schedule", () => pdf.schedulePdf(sampleSchedule(2))],
  ["the payment receipt", receipt],
  ["the tax invoice", () => taxDocument("invoice")],
  ["the tax credit note", () => taxDocument("credit_note")],
  ["the quotation", () => pdf.quotationPdf(sampleQuotation(2))],
  ["the plan comparison", () => pdf.planComparisonPdf(sampleComparison(2))],
  ["the member cards", () => pdf.cardsPdf(sampleCards(1))],
];

describe.each(DOCUMENTS)("%s in Arabic", (_name, render) => {
  it("prints no English word on its Arabic side", async () => {
    await render();
    expect(typeset.data).toHaveLength(1);
    const { arabic } = textsOf(typeset.data[0]);
    expect(arabic.length).toBeGreaterThan(3);
    expect(arabic.filter((t) => englishWords(t).length > 0)).toEqual([]);
  });

  it("prints no English sentence as a value of both languages", async () => {
    await render();
    const { shared } = textsOf(typeset.data[0]);
    expect(shared.filter((t) => ENGLISH.test(t.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ")))).toEqual([]);
  });
});

it("the plan comparison prints each plan's own texts in Arabic too", async () => {
  await pdf.planComparisonPdf(sampleComparison(2));
  const { arabic } = textsOf(typeset.data[0]);
  const catalogue = samplePlans().flatMap((plan) => PLAN_TEXT_FIELDS.map((field) => plan[`${field}_ar`]));
  expect(catalogue.filter((text) => !arabic.includes(text))).toEqual([]);
});

it("the member card prints its plan and network in Arabic too", async () => {
  const [basic] = sampleCards(1).cards;
  // Said by the domain the documents' modules were loaded with (the modules were reset for them), as the server says it.
  const { planTitle } = await import("@pp/domain");
  const hplus = { ...basic!, plan: planTitle("hplus", "Gold"), network: "H+ plan network" };
  await pdf.cardsPdf({ cards: [basic!, hplus], title: "Member health cards" });
  const { arabic } = textsOf(typeset.data[0]);
  expect(arabic).toEqual(
    expect.arrayContaining([
      "الخطة الصحية الأساسية (خطة المزايا الأساسية)",
      "\u2068NEXTCARE\u2069 / شبكة خطة المنافع الأساسية",
      "خطة \u2066H+\u2069 الصحية المحسّنة (\u2068Gold\u2069)",
      "\u2068NEXTCARE\u2069 / شبكة خطة \u2066H+\u2069",
    ]),
  );
});
