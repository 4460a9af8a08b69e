import { DEMO_INSURER } from "../../src/insurer-config";
import { emiratesIdWithCheckDigit } from "../../src/modules/policy/policies/seeded-policy-repository";
import { documentDisclosureOf } from "../../src/pdf/document-disclosure";

/** What every sample document discloses: the demonstration insurer, sold by a partner with its registration. */
export const SAMPLE_DISCLOSURE = documentDisclosureOf(
  {
    insurer: DEMO_INSURER,
    CONTACT_PHONE: "800 4746",
    CONTACT_EMAIL: "care@example.com",
    publicUrl: "https://portal.example.com",
  },
  { name: "Al Noor Insurance Brokers", registrationNo: "101" },
);

export const SAMPLE_MEMBER_FILS = 125_000;

type Member = { loadingPercent: number | null; exclusion: string | null };

/**
 * Worker n's Emirates ID (784-1990-000000n-C); every fifth worker has none (its passport, "P000000n", instead), and
 * every seventh the placeholder of a newborn without an Emirates ID yet and no passport.
 */
export function sampleIdentity(i: number): { emiratesId: string | null; passportNo: string | null } {
  const n = String(i + 1).padStart(7, "0");
  if ((i + 1) % 5 === 0) return { emiratesId: null, passportNo: `P${n}` };
  if ((i + 1) % 7 === 0) return { emiratesId: "333-3333-3333333-3", passportNo: null };
  return { emiratesId: emiratesIdWithCheckDigit(`7841990${n}`), passportNo: `P${n}` };
}

/**
 * A company's policy schedule of `members` workers, each at AED 1,250 a year, named "Worker n Al Mansoori"; `terms`
 * gives a worker the underwriter's terms, `benefits` the plan's table (an H+ policy). Used by the schedule's page
 * tests and by bench/pdf-render.ts.
 */
export function sampleSchedule(
  members: number,
  options: {
    policyNo?: string;
    plan?: string;
    terms?: (i: number) => Member;
    benefits?: { label: string; value: string }[];
  } = {},
) {
  return {
    policyNo: options.policyNo ?? "P-2026-000123",
    quotationNo: "Q-2026-000456",
    plan: options.plan ?? "Basic (Essential Benefits Plan)",
    limitNote: "Annual limit AED 150,000 per member.",
    issuedOn: "2026-11-27",
    startDate: "2026-12-01",
    endDate: "2027-11-30",
    sponsorName: "Gulf Star Trading LLC",
    sponsorEmail: "hr@gulfstar.example",
    sponsorMobile: "+971501234567",
    tpaId: 1,
    renewalOf: null,
    version: null,
    benefits: options.benefits ?? [],
    members: Array.from({ length: members }, (_, i) => ({
      name: `Worker ${i + 1} Al Mansoori`,
      memberType: 1,
      dateOfBirth: "1990-01-15",
      gender: i % 2,
      nationality: "IND",
      ...sampleIdentity(i),
      premiumFils: SAMPLE_MEMBER_FILS,
      ...(options.terms?.(i) ?? { loadingPercent: null, exclusion: null }),
    })),
    premiumFils: members * SAMPLE_MEMBER_FILS,
    vatFils: members * SAMPLE_MEMBER_FILS * 0.05,
    totalFils: members * SAMPLE_MEMBER_FILS * 1.05,
    disclosure: SAMPLE_DISCLOSURE,
  };
}
