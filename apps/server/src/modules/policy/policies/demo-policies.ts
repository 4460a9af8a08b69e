import { addDays, toIsoDate } from "@pp/domain";
import type { Db } from "../../../db/client";
import { findOwnerOf, findPartnerByUserId } from "../../identity";
import {
  emiratesIdWithCheckDigit,
  insertIssuedPolicy,
  latestPolicyOfMember,
  policiesOfSponsorEmail,
  type SeedMember,
} from "./seeded-policy-repository";

const DEMO_RENEWAL_SPONSOR_EMAIL = "omar.haddad@example.com";

export type RenewalHint = {
  policyNo: string;
  endDate: string;
  emiratesId: string;
  passportNo: string;
  dateOfBirth: string;
  who: string;
};

const member = (
  m: Partial<SeedMember> & Pick<SeedMember, "firstName" | "familyName" | "dateOfBirth" | "emiratesId" | "passportNo">,
): SeedMember => ({
  memberType: 3,
  relation: null,
  gender: 1,
  maritalStatus: "single",
  nationality: "IN",
  occupation: "Domestic worker",
  salaryBand: "upto4000",
  ...m,
});

/**
 * Policies of agent.all that are due for renewal (20 to 50 days left) and one not due yet (120 days),
 * seeded once; returns how to find each on the renewal search.
 */
export async function seedDemoRenewals(db: Db, today = toIsoDate(new Date())): Promise<RenewalHint[]> {
  const agent = await findPartnerByUserId(db, "agent.all");
  if (!agent) return [];
  // Sold by the partner's owner, as every record from before users was (decision 059).
  const owner = await findOwnerOf(db, agent.id);
  const existing = await policiesOfSponsorEmail(db, DEMO_RENEWAL_SPONSOR_EMAIL);
  const demo = [
    {
      days: 20,
      who: "Priya Nair",
      eid: "78419881234560",
      passport: "P7712345",
      dob: "1988-04-12",
      gender: 2 as const,
      nationality: "IN",
      // A second member, so that dropping one at renewal can be tried.
      also: [
        member({
          firstName: "Lakshmi",
          familyName: "Menon",
          gender: 2,
          dateOfBirth: "1979-11-02",
          emiratesId: emiratesIdWithCheckDigit("78419791122330"),
          passportNo: "L4455667",
        }),
      ],
    },
    {
      days: 45,
      who: "Juan Santos",
      eid: "78419901112220",
      passport: "EC1234567",
      dob: "1990-09-30",
      gender: 1 as const,
      nationality: "PH",
    },
    {
      days: 30,
      who: "Grace Wanjiru",
      eid: "78419870022330",
      passport: "AK1122334",
      dob: "1987-07-07",
      gender: 2 as const,
      nationality: "KE",
    },
    {
      days: 50,
      who: "Bilal Ahmed",
      eid: "78419920033440",
      passport: "BA5566778",
      dob: "1992-02-14",
      gender: 1 as const,
      nationality: "PK",
    },
    // Renewed only through a partner's invitation (e2e/tests/invitations.spec.ts), so no other journey takes it.
    {
      days: 40,
      who: "Fatima Rahimi",
      eid: "78419910056780",
      passport: "FR2233445",
      dob: "1991-06-18",
      gender: 2 as const,
      nationality: "AF",
    },
    // Renewed in Arabic by its customer, from the search to the receipt (e2e/tests/arabic-renewal.spec.ts).
    {
      days: 48,
      who: "Layla Nasser",
      eid: "78419950089120",
      passport: "LN6677889",
      dob: "1995-08-15",
      gender: 2 as const,
      nationality: "LB",
    },
    // Renewed and paid by the partner inside the portal's shell (e2e/tests/partner-renewal.spec.ts).
    {
      days: 55,
      who: "Rashid Karim",
      eid: "78419890067890",
      passport: "RK3344556",
      dob: "1989-03-21",
      gender: 1 as const,
      nationality: "JO",
    },
    // Reminded at start (within 30 days) and never paid by a test: its reminder's link is followed in
    // e2e/tests/renewal-search.spec.ts.
    {
      days: 25,
      who: "Hessa Salem",
      eid: "78419940078910",
      passport: "HS5566778",
      dob: "1994-05-09",
      gender: 2 as const,
      nationality: "EG",
    },
    {
      days: 120,
      who: "Amina Yusuf",
      eid: "78419930045670",
      passport: "A09876543",
      dob: "1993-01-05",
      gender: 2 as const,
      nationality: "KE",
    },
  ];
  if (existing.length === 0) {
    for (const d of demo) {
      const [firstName, familyName] = d.who.split(" ") as [string, string];
      await insertIssuedPolicy(db, {
        partnerId: agent.id,
        soldBy: owner?.id ?? null,
        channel: agent.categorySno,
        sponsorName: "Omar Haddad",
        sponsorEmail: DEMO_RENEWAL_SPONSOR_EMAIL,
        sponsorMobile: "0551234567",
        sponsorDate: "1980-03-15",
        sponsorFileNumber: "201/2015/7654321",
        tpaId: 3,
        endDate: addDays(today, d.days),
        members: [
          member({
            firstName,
            familyName,
            gender: d.gender,
            nationality: d.nationality,
            dateOfBirth: d.dob,
            emiratesId: emiratesIdWithCheckDigit(d.eid),
            passportNo: d.passport,
          }),
          ...(("also" in d && d.also) || []),
        ],
      });
    }
  }
  const hints: RenewalHint[] = [];
  for (const d of demo) {
    const emiratesId = emiratesIdWithCheckDigit(d.eid);
    const row = await latestPolicyOfMember(db, emiratesId);
    if (row) hints.push({ ...row, emiratesId, passportNo: d.passport, dateOfBirth: d.dob, who: d.who });
  }
  return hints;
}
