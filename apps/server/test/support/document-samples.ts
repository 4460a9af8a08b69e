import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { HplusPlan } from "@pp/domain";
import { parse } from "csv-parse/sync";
import type { MemberCard } from "../../src/pdf/card-layout";
import { SAMPLE_DISCLOSURE, SAMPLE_MEMBER_FILS } from "./schedule-sample";

/*
 * A quotation, a plan comparison and a set of member cards for `members` people, as the documents' page tests and
 * bench/pdf-render.ts render them. Members are named "Worker n Al Mansoori", each at AED 1,250 a year.
 */

const money = (members: number) => ({
  premiumFils: members * SAMPLE_MEMBER_FILS,
  vatFils: members * SAMPLE_MEMBER_FILS * 0.05,
  totalFils: members * SAMPLE_MEMBER_FILS * 1.05,
});

/** The plans of the seed catalogue (apps/server/seed/hplus-plans.csv), its amounts in fils. */
export function samplePlans(): HplusPlan[] {
  const file = fileURLToPath(new URL("../../seed/hplus-plans.csv", import.meta.url));
  const rows = parse(readFileSync(file, "utf8"), { columns: true }) as Record<string, string>[];
  return rows.map(({ annual_limit_aed, deductible_aed, position, copay_percent, ...plan }) => ({
    ...(plan as Omit<HplusPlan, "annual_limit_fils" | "deductible_fils" | "position" | "copay_percent">),
    position: Number(position),
    copay_percent: Number(copay_percent),
    annual_limit_fils: Math.round(Number(annual_limit_aed) * 100),
    deductible_fils: Math.round(Number(deductible_aed) * 100),
  }));
}

export function sampleQuotation(
  members: number,
  options: { quotationNo?: string; benefits?: { label: string; value: string }[] } = {},
) {
  return {
    partnerName: "Al Noor Insurance Brokers",
    quotationNo: options.quotationNo ?? "Q-2026-000456",
    quotedOn: "2026-11-27",
    validUntil: "2026-12-27",
    plan: "Basic (Essential Benefits Plan)",
    tpaId: 1,
    sponsorName: "Gulf Star Trading LLC",
    sponsorEmail: "hr@gulfstar.example",
    sponsorMobile: "+971501234567",
    members: Array.from({ length: members }, (_, i) => ({
      name: `Worker ${i + 1} Al Mansoori`,
      memberType: 2,
      dateOfBirth: "1990-01-15",
      gender: i % 2 === 0 ? 1 : 2,
      premiumFils: SAMPLE_MEMBER_FILS,
    })),
    ...money(members),
    benefits: options.benefits ?? [],
    disclosure: SAMPLE_DISCLOSURE,
  };
}

/** Every plan of the catalogue priced for `members` people at AED 1,250, 2,500 and 5,000 a year each. */
export function sampleComparison(members: number, options: { quotationNo?: string } = {}) {
  return {
    quotationNo: options.quotationNo ?? "Q-2026-000456",
    quotedOn: "2026-11-27",
    memberCount: members,
    plans: samplePlans().map((plan, i) => {
      const subtotal = members * SAMPLE_MEMBER_FILS * 2 ** i;
      return { plan, totals: { subtotal, vat: subtotal * 0.05, total: subtotal * 1.05 } };
    }),
    disclosure: SAMPLE_DISCLOSURE,
  };
}

/** The cards of a policy of `members` people: one page each. */
export function sampleCards(members: number, options: { policyNo?: string } = {}) {
  const policyNo = options.policyNo ?? "BP-2026-000123";
  const cards = Array.from(
    { length: members },
    (_, i): MemberCard => ({
      insurer: { en: SAMPLE_DISCLOSURE.insurer.legalName, ar: SAMPLE_DISCLOSURE.insurer.legalNameAr },
      name: `Worker ${i + 1} Al Mansoori`,
      memberNo: `${policyNo}/${String(i + 1).padStart(2, "0")}`,
      policyNo,
      plan: "Basic health plan (Essential Benefits Plan)",
      tpa: "NEXTCARE",
      network: "Essential Benefits Plan network",
      validFrom: "2026-12-01",
      validUntil: "2027-11-30",
      emergencyPhone: "800 4746",
      verifyUrl: `https://portal.example.com/card/${(1000 + i).toString(36)}-abcdefghijklmnopqrstuv`,
    }),
  );
  return { cards, title: "Member health cards / بطاقات التأمين الصحي للأعضاء" };
}
