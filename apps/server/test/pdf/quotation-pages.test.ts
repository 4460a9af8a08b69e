import { differingBenefits, formatAed, PLAN_BENEFITS } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { type Bilingual, DOCUMENT_FRAME, LABELS } from "../../src/pdf/document-labels";
import { planComparisonPdf } from "../../src/pdf/plan-comparison-pdf";
import { quotationPdf } from "../../src/pdf/quotation-pdf";
import { sampleComparison, samplePlans, sampleQuotation } from "../support/document-samples";
import { readLines, withoutMarks } from "../support/pdf-text";
import { SAMPLE_MEMBER_FILS } from "../support/schedule-sample";

/*
 * The quotation and the plan comparison read page by page as a person reads them (pdf.js, lines in reading order),
 * for 1 and 12 members, and a quotation of 100 whose table of members runs over several pages.
 */

const FOOTER = /^\d+ \/ \d+$/;
const pagesOf = async (pdf: Buffer) => (await readLines(pdf)).map((p) => p.filter((l) => !FOOTER.test(l)));
/** English label, value and Arabic label, on one line in that order. */
const pairLine = (label: Bilingual, value: string) => `${label.en}  ${value}  ${withoutMarks(label.ar)}`;

describe.each([1, 12, 100])("a quotation of %i member(s)", (members) => {
  const pdf = () => quotationPdf(sampleQuotation(members));
  const premium = members * SAMPLE_MEMBER_FILS;

  it("keeps every label on one line with its value, and the totals together on one page", async () => {
    const pages = await pagesOf(await pdf());
    const lines = pages.flat();
    for (const [label, value] of [
      [LABELS.quotationNo, "Q-2026-000456"],
      [LABELS.date, "27/11/2026"],
      [{ en: "Valid until", ar: "صالح حتى" }, "27/12/2026"],
      [LABELS.partner, "Al Noor Insurance Brokers"],
      [LABELS.tpa, "NAS"],
      [LABELS.sponsor, "Gulf Star Trading LLC"],
      [LABELS.sponsorEmail, "hr@gulfstar.example"],
      [LABELS.sponsorMobile, "+971501234567"],
      [LABELS.plan, "Basic (Essential Benefits Plan)"],
    ] as const)
      expect(lines).toContain(pairLine(label, value));
    // The insurer's long name wraps in its column, beginning on its label's line.
    expect(lines.find((l) => l.startsWith(`${LABELS.insurer.en}  `))).toMatch(
      new RegExp(`^Insurer {2}Demonstration Insurance Company .* {2}${LABELS.insurer.ar}$`),
    );
    const totals = [
      pairLine(LABELS.premium, formatAed(premium)),
      pairLine(LABELS.vat, formatAed(premium * 0.05)),
      pairLine(LABELS.totalYearly, formatAed(premium * 1.05)),
    ];
    const page = pages.find((p) => p.includes(totals[0]!));
    expect(page, "no page holds the premium").toBeDefined();
    for (const total of totals) expect(page).toContain(total);
    // And not alone: what the totals close (the members) is on their page, or the totals follow on from it.
    expect(page!.some((l) => l.startsWith("Worker ") || l.startsWith("This quotation holds"))).toBe(true);
  });

  it("lists every member once, in order, under the table's header (English, then Arabic) on every page", async () => {
    const pages = await pagesOf(await pdf());
    const listed: number[] = [];
    for (const page of pages) {
      const rows = page.flatMap((l, at) => {
        const m = /^Worker (\d+) Al Mansoori {2}Worker {2}15\/01\/1990 {2}(Male|Female) {2}AED 1,250\.00$/.exec(l);
        return m ? [{ n: Number(m[1]), at }] : [];
      });
      if (rows.length === 0) continue;
      const header = page.indexOf("Name  Type  Date of birth  Gender  Premium a year");
      expect(header, `a page of members without the header: ${page.join(" / ")}`).toBeGreaterThanOrEqual(0);
      expect(header).toBeLessThan(rows[0]!.at);
      expect(page[header + 1]).toBe("الاسم  النوع  تاريخ الميلاد  الجنس  القسط السنوي");
      // Under each member, the Arabic of the type and the gender, under their English columns.
      for (const row of rows) expect(page[row.at + 1]).toMatch(/^عامل {2}(ذكر|أنثى)$/);
      listed.push(...rows.map((r) => r.n));
    }
    expect(listed).toEqual(Array.from({ length: members }, (_, i) => i + 1));
    if (members === 100) expect(pages.length).toBeGreaterThan(2);
  });

  it("prints its Arabic in reading order, the validity and the rule that the Arabic prevails included", async () => {
    const lines = (await pagesOf(await pdf())).flat();
    expect(lines).toContain("Quotation  عرض سعر");
    // The plan in Arabic under its English, in the value's column.
    expect(lines[lines.indexOf(pairLine(LABELS.plan, "Basic (Essential Benefits Plan)")) + 1]).toBe(
      "الأساسية (خطة المزايا الأساسية)",
    );
    expect(lines.some((l) => l.startsWith("This quotation holds until 27/12/2026 for the members"))).toBe(true);
    expect(lines.some((l) => l.startsWith(withoutMarks("يسري عرض السعر هذا حتى 27/12/2026 للأعضاء والتفاصيل")))).toBe(
      true,
    );
    expect(lines).toContain(withoutMarks(DOCUMENT_FRAME.arabicPrevails.ar));
  });
});

describe.each([1, 12])("a plan comparison for %i member(s)", (members) => {
  const pdf = () => planComparisonPdf(sampleComparison(members));
  const plans = samplePlans();
  const HEADER = `Benefit  ${plans.map((p) => p.name).join("  ")}`;

  it("keeps each benefit and each amount on one line with the plans' values, under the plans' header", async () => {
    const pages = await pagesOf(await pdf());
    const lines = pages.flat();
    expect(lines).toContain(pairLine(LABELS.quotationNo, "Q-2026-000456"));
    expect(lines).toContain(pairLine(LABELS.date, "27/11/2026"));
    expect(lines).toContain(pairLine({ en: "Members covered", ar: "الأعضاء المشمولون" }, String(members)));
    const differing = differingBenefits(plans);
    for (const b of PLAN_BENEFITS) {
      const mark = differing.has(b.key) ? "* " : "";
      const values = plans.map(b.value);
      // A value that wraps in its column begins on the benefit's line.
      const at = lines.findIndex((l) => l.startsWith(`${mark}${b.label}  `));
      expect(at, b.label).toBeGreaterThanOrEqual(0);
      const words = lines[at]!.slice(`${mark}${b.label}  `.length).split("  ");
      expect(words, b.label).toHaveLength(values.length);
      for (const [i, w] of words.entries()) expect(values[i]!.startsWith(w), `${b.label}: ${w}`).toBe(true);
      // Every row's page carries the header of the plans.
      expect(pages.find((p) => p.includes(lines[at]!))).toContain(HEADER);
    }
    const subtotals = plans.map((_, i) => members * SAMPLE_MEMBER_FILS * 2 ** i);
    for (const [label, amounts] of [
      [LABELS.premiumYearly, subtotals],
      [LABELS.vat, subtotals.map((s) => s * 0.05)],
      [LABELS.totalYearly, subtotals.map((s) => s * 1.05)],
    ] as const) {
      const line = `${label.en}  ${amounts.map(formatAed).join("  ")}`;
      const at = lines.indexOf(line);
      expect(at, line).toBeGreaterThanOrEqual(0);
      // The label's Arabic under its English, in the benefit's column.
      expect(lines[at + 1]).toBe(withoutMarks(label.ar));
    }
  });

  it("prints the Arabic of the header, of each benefit and of the note in reading order", async () => {
    const lines = (await pagesOf(await pdf())).flat();
    expect(lines).toContain("Plan comparison  مقارنة الخطط");
    expect(lines[lines.indexOf(HEADER) + 1]).toBe(DOCUMENT_FRAME.benefit.ar);
    const annual = lines.findIndex((l) => l.startsWith("* Annual limit per member  "));
    expect(lines[annual + 1]).toBe("* الحد السنوي لكل عضو");
    expect(lines.some((l) => l.startsWith(withoutMarks("* تختلف الخطط في هذه المنفعة. الأقساط محسوبة لأعضاء")))).toBe(
      true,
    );
    expect(lines).toContain(withoutMarks(DOCUMENT_FRAME.arabicPrevails.ar));
  });
});
