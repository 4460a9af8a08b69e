import { addDays, addYears, formatQuotationNumber, isValidEmiratesIdChecksum, quoteTotals } from "@pp/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { policies, policyMembers } from "../../../db/schema";
import { insertIssuedQuotation, nextQuotationSequence, premiumFor } from "../../quotation";
import { writeSaleEntries } from "../servicing/ledger-repository";
import { formatPolicyNumber } from "./policy-issuer";
import { nextPolicySequence } from "./policy-repository";

export type SeedMember = {
  memberType: number;
  relation: string | null;
  firstName: string;
  familyName: string;
  gender: 1 | 2;
  dateOfBirth: string;
  maritalStatus: string;
  nationality: string;
  occupation: string;
  salaryBand: string | null;
  emiratesId: string;
  passportNo: string;
};

type SeedPolicy = {
  partnerId: number | null;
  /** The partner's user who sold it (decision 059): creator of its quotation and policy; none when left out. */
  soldBy?: number | null;
  channel: number;
  sponsorName: string;
  sponsorEmail: string;
  sponsorMobile: string;
  sponsorDate: string;
  sponsorFileNumber: string;
  tpaId: number;
  endDate: string;
  members: SeedMember[];
};

/** "784YYYYNNNNNNN" + the Luhn digit that makes it valid, hyphenated. */
export function emiratesIdWithCheckDigit(first14: string): string {
  for (let d = 0; d <= 9; d++) {
    const id = `${first14.slice(0, 3)}-${first14.slice(3, 7)}-${first14.slice(7, 14)}-${d}`;
    if (isValidEmiratesIdChecksum(id)) return id;
  }
  throw new Error(`no check digit for ${first14}`);
}

/** An issued (paid) policy as the real journey would leave it: quotation, members, policy and its member snapshot. */
export async function insertIssuedPolicy(db: Db, p: SeedPolicy) {
  const startDate = addDays(addYears(p.endDate, -1), 1);
  const year = Number(startDate.slice(0, 4));
  const priced = await Promise.all(
    p.members.map(async (m) => ({
      m,
      premium: await premiumFor(db, { product: "basic", tpaId: p.tpaId, planCode: null }, m, startDate),
    })),
  );
  const totals = quoteTotals(priced.map((x) => x.premium));
  return db.transaction(async (tx) => {
    // The quotation module writes the quotation and its members; the policy its own rows.
    const { quotation: q, memberIds } = await insertIssuedQuotation(
      tx,
      {
        quotationNo: formatQuotationNumber(year, await nextQuotationSequence(tx)),
        partnerId: p.partnerId,
        channel: p.channel,
        lastVisitedPage: "paymentreview",
        planfor: 1,
        sponsorType: 1,
        entityType: 1,
        sponsorName: p.sponsorName,
        sponsorMobile: p.sponsorMobile,
        sponsorEmail: p.sponsorEmail,
        sponsorGender: 1,
        sponsorDate: p.sponsorDate,
        sponsorFileNumber: p.sponsorFileNumber,
        tpaId: p.tpaId,
        sponsorIdDocType: "EmiratesId",
        createdAt: new Date(`${startDate}T08:00:00Z`),
        createdByUserId: p.soldBy ?? null,
        lastActedByUserId: p.soldBy ?? null,
      },
      priced.map(({ m, premium }) => ({ ...m, uidNo: null, premiumFils: premium })),
    );
    const [policy] = await tx
      .insert(policies)
      .values({
        policyNo: formatPolicyNumber("basic", year, await nextPolicySequence(tx)),
        quotationId: q.id,
        partnerId: p.partnerId,
        product: "basic",
        journey: "new_business",
        tpaId: p.tpaId,
        sponsorName: p.sponsorName,
        sponsorEmail: p.sponsorEmail,
        sponsorMobile: p.sponsorMobile,
        startDate,
        endDate: p.endDate,
        premiumFils: totals.subtotal,
        vatFils: totals.vat,
        totalFils: totals.total,
        issuedAt: new Date(`${startDate}T08:00:00Z`),
        createdByUserId: p.soldBy ?? null,
        lastActedByUserId: p.soldBy ?? null,
      })
      .returning();
    for (const [i, { m, premium }] of priced.entries()) {
      await tx
        .insert(policyMembers)
        .values({ policyId: policy!.id, quotationMemberId: memberIds[i]!, ...m, premiumFils: premium });
    }
    await writeSaleEntries(tx, policy!);
    return { quotation: q, policy: policy! };
  });
}

/** The policies sold to one sponsor's e-mail address (the demo renewals are seeded once, by theirs). */
export const policiesOfSponsorEmail = (db: Db, sponsorEmail: string) =>
  db.select({ id: policies.id }).from(policies).where(eq(policies.sponsorEmail, sponsorEmail));

/** The number and end of the latest policy that covers the member with this Emirates ID. */
export async function latestPolicyOfMember(db: Db, emiratesId: string) {
  const [row] = await db
    .select({ policyNo: policies.policyNo, endDate: policies.endDate })
    .from(policyMembers)
    .innerJoin(policies, eq(policies.id, policyMembers.policyId))
    .where(eq(policyMembers.emiratesId, emiratesId))
    .orderBy(desc(policies.endDate))
    .limit(1);
  return row;
}
