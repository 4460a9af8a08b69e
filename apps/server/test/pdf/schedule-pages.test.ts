import { describe, expect, it } from "vitest";
import { LABELS } from "../../src/pdf/document-labels";
import { schedulePdf } from "../../src/pdf/schedule-pdf";
import { readLines, withoutMarks } from "../support/pdf-text";
import { sampleIdentity, sampleSchedule } from "../support/schedule-sample";

/*
 * The policy schedule read page by page as a person reads it (pdf.js, lines in reading order): a 1-, 12- and
 * 100-member policy and an H+ policy with its benefits and underwriting terms.
 */

function schedule(members: number, hplus = false) {
  return schedulePdf(
    sampleSchedule(members, {
      plan: hplus ? "H+ Gold" : undefined,
      benefits: hplus
        ? Array.from({ length: 14 }, (_, i) => ({
            label: `Benefit ${i + 1}`,
            value: `Covered up to AED ${(i + 1) * 1000} a year, after a co-payment of 20% on each visit`,
          }))
        : [],
      terms: (i) => ({
        loadingPercent: hplus && i % 2 === 0 ? 25 : null,
        exclusion: hplus && i % 3 === 0 ? "Bronchial asthma and any condition arising from it" : null,
      }),
    }),
  );
}

const FOOTER = /^\d+ \/ \d+$/;
const HEADER = "Name  Type  Date of birth  Gender  Nationality  Emirates ID  Premium";
const isHeading = (line: string) =>
  ["Insured members", "Underwriting terms", "Benefits per member"].some((h) => line.startsWith(h));
const TOTALS = [
  [LABELS.premium, "premiumFils"],
  [LABELS.vatAtFivePercent, "vatFils"],
  [LABELS.total, "totalFils"],
] as const;
const aed = (fils: number) => `AED ${(fils / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

const CASES = [
  { name: "1-member", members: 1, hplus: false },
  { name: "12-member", members: 12, hplus: false },
  { name: "100-member", members: 100, hplus: false },
  { name: "H+ schedule with terms, 30 members,", members: 30, hplus: true },
];

describe.each(CASES)("a $name policy's schedule", ({ members, hplus }) => {
  it("keeps each total with its label on one line, and leaves no page with only a heading or a total", async () => {
    const pages = (await readLines(await schedule(members, hplus))).map((p) => p.filter((l) => !FOOTER.test(l)));
    const amounts = { premiumFils: members * 125_000, vatFils: members * 6_250, totalFils: members * 131_250 };
    for (const [label, key] of TOTALS) {
      const lines = pages.flat().filter((l) => l.startsWith(`${label.en}  AED`));
      // English label, amount and Arabic label on one line, in that order.
      expect(lines).toEqual([`${label.en}  ${aed(amounts[key])}  ${withoutMarks(label.ar)}`]);
    }
    for (const [i, page] of pages.entries()) {
      const totals = page.filter((l) => TOTALS.some(([label]) => l.startsWith(`${label.en}  AED`)));
      const rest = page.filter((l) => !isHeading(l) && !totals.includes(l));
      expect(rest.length, `page ${i + 1} holds only ${page.join(" / ")}`).toBeGreaterThan(0);
      // A heading never ends a page: what it heads follows it.
      expect(isHeading(page.at(-1) ?? ""), `page ${i + 1} ends on a heading`).toBe(false);
    }
  });

  it("lists every member once, in order, under the table's header on every page", async () => {
    const pages = await readLines(await schedule(members, hplus));
    const listed: number[] = [];
    for (const page of pages) {
      const rows = page.flatMap((l, at) => {
        const m = /^Worker (\d+) Al Mansoori {2}Dependent/.exec(l);
        return m ? [{ n: Number(m[1]), at }] : [];
      });
      if (rows.length === 0) continue;
      const header = page.indexOf(HEADER);
      expect(header, `a page of members without the header: ${page.join(" / ")}`).toBeGreaterThanOrEqual(0);
      expect(header).toBeLessThan(rows[0]!.at);
      // The header's Arabic line under it, each label under its English column, read right to left.
      expect(page[header + 1]).toBe("الاسم  النوع  تاريخ الميلاد  الجنس  الجنسية  الهوية الإماراتية  القسط");
      // A member's row never breaks across pages: the Arabic of its type and gender is under it, on its page.
      for (const row of rows) expect(page[row.at + 1]).toMatch(/^معال {2}(ذكر|أنثى)/);
      listed.push(...rows.map((r) => r.n));
    }
    expect(listed).toEqual(Array.from({ length: members }, (_, i) => i + 1));
  });

  it("identifies each member by the Emirates ID, whole on its line, else by the passport, else a dash", async () => {
    const lines = (await readLines(await schedule(members, hplus))).flat();
    for (let i = 0; i < members; i++) {
      const row = lines.findIndex((l) => l.startsWith(`Worker ${i + 1} Al Mansoori  `));
      const { emiratesId, passportNo } = sampleIdentity(i);
      if (emiratesId?.startsWith("784")) {
        expect(lines[row]).toMatch(/ {2}784-1990-\d{7}-\d {2}AED 1,250\.00$/);
        expect(lines[row]).toContain(`  ${emiratesId}  `);
      } else if (passportNo) {
        // The passport in both languages: "Passport P…" on the member's line, its Arabic under it.
        expect(lines[row]).toContain(`  Passport ${passportNo}  AED 1,250.00`);
        expect(lines[row + 1]).toContain(`جواز السفر ${passportNo}`);
      } else {
        // A placeholder is no number: an en dash, not 333-3333-3333333-3.
        expect(lines[row]).toMatch(/ {2}IND {2}– {2}AED 1,250\.00$/);
      }
    }
  });

  it("prints its Arabic in reading order, beside or under the English it translates", async () => {
    const lines = (await readLines(await schedule(members, hplus))).flat();
    expect(lines).toContain("Policy schedule  جدول الوثيقة");
    expect(lines).toContain(`Policy number  P-2026-000123  ${LABELS.policyNo.ar}`);
    expect(lines).toContain("Period of insurance  01/12/2026 – 30/11/2027  مدة التأمين");
    expect(lines).toContain(
      withoutMarks(
        "صدر هذا المستند باللغتين العربية والإنجليزية، وفي حال وجود أي اختلاف بين النصين يُعتمد النص العربي.",
      ),
    );
    if (hplus) {
      expect(lines).toContain("Underwriting terms  شروط الاكتتاب");
      expect(lines.some((l) => l.startsWith("Worker 1 Al Mansoori  25% (included in the premium)  Bronchial"))).toBe(
        true,
      );
      // Under it, the loading in Arabic: the number inside the Arabic line, the brackets around the words.
      expect(lines.some((l) => l.startsWith("25% (مشمول في القسط)"))).toBe(true);
    }
  });
});
