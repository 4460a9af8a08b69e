import {
  addDays,
  ageOn,
  daysBetween,
  formatQuotationNumber,
  QUOTATION_STATUS,
  quoteTotals,
  RENEWAL_WINDOW_DAYS,
  toIsoDate,
} from "@pp/domain";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import {
  policies,
  policyMembers,
  quotationMembers,
  quotations,
  renewalAnswers,
  renewalQuestions,
} from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { premiumFor } from "../members/member-pricing";
import { insuredPerson } from "../members/member-repository";
import { findPartnerById } from "../partners/partner-repository";
import { coverPeriod } from "../policies/policy-issuer";
import type { RenewalGrant } from "./renewal-grant";

/** The only product this portal renews (the Basic-Renewals journey). */
export const RENEWABLE_PRODUCT = "basic";

/** A policy can still be renewed this long after it expired; later, a new application is needed. */
export const RENEWAL_GRACE_DAYS = 30;

export type RenewalState = "due" | "not_yet_due" | "renewed" | "expired";

export function renewalState(
  policy: { status: string; endDate: string },
  today: string,
): { state: RenewalState; opensOn: string } {
  const opensOn = addDays(policy.endDate, -RENEWAL_WINDOW_DAYS);
  if (policy.status === "renewed") return { state: "renewed", opensOn };
  if (today < opensOn) return { state: "not_yet_due", opensOn };
  if (daysBetween(policy.endDate, today) > RENEWAL_GRACE_DAYS) return { state: "expired", opensOn };
  return { state: "due", opensOn };
}

async function grantedPolicy(db: Db, grant: RenewalGrant) {
  const [row] = await db
    .select({ policy: policies, quotation: quotations })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(eq(policies.id, grant.policyId));
  if (!row) throw new HttpError(404, "Policy not found.");
  return row;
}

/** The open (unpaid) renewal of a policy, if one was started. */
async function openRenewal(db: Db, policyId: number) {
  const [q] = await db
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.parentPolicyId, policyId),
        eq(quotations.journey, "renewal"),
        ne(quotations.status, QUOTATION_STATUS.POLICY_ISSUED),
      ),
    );
  return q;
}

/** Everything the policy-details screen shows: the policy, each member's renewal premium at their age on the new start date. */
export async function renewalDetails(db: Db, grant: RenewalGrant) {
  const { policy, quotation } = await grantedPolicy(db, grant);
  const today = toIsoDate(new Date());
  const { state, opensOn } = renewalState(policy, today);
  const startDate = addDays(policy.endDate, 1);
  const members = await db
    .select()
    .from(policyMembers)
    .where(eq(policyMembers.policyId, policy.id))
    .orderBy(asc(policyMembers.id));
  const priced = await Promise.all(
    members.map(async (m) => ({
      id: m.id,
      first_name: m.firstName,
      family_name: m.familyName,
      member_type: m.memberType,
      relation: m.relation,
      date_of_birth: m.dateOfBirth,
      gender: m.gender,
      age_at_renewal: ageOn(m.dateOfBirth, startDate),
      current_premium_fils: m.premiumFils,
      renewal_premium_fils: await premiumFor(db, { product: policy.product, tpaSno: policy.tpaSno }, m, startDate),
    })),
  );
  const renewal = await openRenewal(db, policy.id);
  const kept = renewal
    ? new Set(
        (
          await db
            .select({ source: quotationMembers.sourcePolicyMemberId })
            .from(quotationMembers)
            .where(eq(quotationMembers.quotationId, renewal.id))
        ).map((r) => r.source),
      )
    : null;
  return {
    policyNo: policy.policyNo,
    Parent_Quotation_No: quotation.quotationNo,
    state,
    renewalOpensOn: opensOn,
    sponsorName: policy.sponsorName,
    sponsorEmail: renewal?.sponsorEmail ?? policy.sponsorEmail,
    sponsorMobile: renewal?.sponsorMobile ?? policy.sponsorMobile,
    tpaSno: policy.tpaSno,
    plan: "Basic health plan (Essential Benefits Plan)",
    startDate: policy.startDate,
    endDate: policy.endDate,
    renewalStartDate: startDate,
    renewalEndDate: coverPeriod(today, policy.endDate).endDate,
    members: priced.map((m) => ({ ...m, kept: kept ? kept.has(m.id) : true })),
    totals: quoteTotals(priced.filter((m) => (kept ? kept.has(m.id) : true)).map((m) => m.renewal_premium_fils)),
    renewal: renewal ? { quote_tr_sno: renewal.id, Quotation_no: renewal.quotationNo, status: renewal.status } : null,
  };
}

/**
 * Starts (or updates) the renewal quotation: the kept members, repriced at their age on the new start date,
 * and the corrected contact details. A signed-in partner who searched is recorded as the renewing partner.
 */
export async function saveRenewal(
  db: Db,
  grant: RenewalGrant,
  input: { memberIds: number[]; email: string; mobile: string; ip?: string },
) {
  const { policy, quotation: parentQuotation } = await grantedPolicy(db, grant);
  if (renewalState(policy, toIsoDate(new Date())).state !== "due") {
    throw new HttpError(409, "This policy cannot be renewed now. The policy details page says why.");
  }
  const members = await db
    .select()
    .from(policyMembers)
    .where(
      and(
        eq(policyMembers.policyId, policy.id),
        inArray(policyMembers.id, input.memberIds.length ? input.memberIds : [0]),
      ),
    );
  if (members.length === 0 || members.length !== new Set(input.memberIds).size) {
    throw new HttpError(400, "Keep at least one member of this policy.", {
      memberIds: ["Keep at least one member of this policy."],
    });
  }
  const startDate = addDays(policy.endDate, 1);
  const partner = grant.partnerId ? await findPartnerById(db, grant.partnerId) : undefined;
  const existing = await openRenewal(db, policy.id);
  if (existing && existing.status === QUOTATION_STATUS.PAID)
    throw new HttpError(409, "This renewal has already been paid.");
  const priced = await Promise.all(
    members.map(async (m) => ({
      m,
      premium: await premiumFor(db, { product: policy.product, tpaSno: policy.tpaSno }, m, startDate),
    })),
  );

  return db.transaction(async (tx) => {
    let renewal = existing;
    if (!renewal) {
      const seq = await tx.execute(sql`select nextval('quotation_number_seq') as n`);
      const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
      const {
        id: _id,
        quotationNo: _no,
        createdAt: _c,
        updatedAt: _u,
        idempotencyKey: _k,
        externalRef: _e,
        ...copy
      } = parentQuotation;
      [renewal] = await tx
        .insert(quotations)
        .values({
          ...copy,
          quotationNo: formatQuotationNumber(Number(toIsoDate(new Date()).slice(0, 4)), n),
          journey: "renewal",
          parentPolicyId: policy.id,
          partnerId: partner?.id ?? null,
          channel: partner?.categorySno ?? 0,
          status: QUOTATION_STATUS.DRAFT,
          lastVisitedPage: "policydetailsrenewals",
          declarationAcceptedAt: null,
          finalizedAt: null,
          sponsorEmail: input.email,
          sponsorMobile: input.mobile,
        })
        .returning();
    } else {
      await tx
        .update(quotations)
        .set({
          sponsorEmail: input.email,
          sponsorMobile: input.mobile,
          status: QUOTATION_STATUS.DRAFT,
          finalizedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(quotations.id, renewal.id));
      await tx.delete(quotationMembers).where(eq(quotationMembers.quotationId, renewal.id));
    }
    await tx.insert(quotationMembers).values(
      priced.map(({ m, premium }) => ({
        quotationId: renewal!.id,
        sourcePolicyMemberId: m.id,
        ...insuredPerson(m),
        premiumFils: premium,
      })),
    );
    await recordAudit(tx, {
      event: existing ? "renewal_updated" : "renewal_started",
      partnerId: partner?.id ?? null,
      subjectType: "quotation",
      subjectId: String(renewal!.id),
      ip: input.ip,
      details: { parentPolicyNo: policy.policyNo, members: members.length },
    });
    return { quote_tr_sno: renewal!.id, Quotation_no: renewal!.quotationNo };
  });
}

export async function requireRenewal(db: Db, grant: RenewalGrant) {
  const renewal = await openRenewal(db, grant.policyId);
  if (!renewal) throw new HttpError(409, "Start the renewal on the policy details page first.");
  return renewal;
}

export async function declarationQuestions(db: Db) {
  return db
    .select()
    .from(renewalQuestions)
    .where(eq(renewalQuestions.active, true))
    .orderBy(asc(renewalQuestions.position));
}

export const DETAILS_REQUIRED = "Tell us more about this answer.";

/** Every active question answered for every member; an unexpected answer needs details. */
export async function saveDeclaration(
  db: Db,
  grant: RenewalGrant,
  answers: { memberId: number; questionId: string; answer: boolean; details?: string | null }[],
) {
  const renewal = await requireRenewal(db, grant);
  const [questions, members] = await Promise.all([
    declarationQuestions(db),
    db.select().from(quotationMembers).where(eq(quotationMembers.quotationId, renewal.id)),
  ]);
  const byKey = new Map(answers.map((a) => [`${a.memberId}:${a.questionId}`, a]));
  const fieldErrors: Record<string, string[]> = {};
  for (const m of members) {
    for (const q of questions) {
      const a = byKey.get(`${m.id}:${q.id}`);
      const key = `${m.id}.${q.id}`;
      if (!a) fieldErrors[key] = ["Answer this question."];
      else if (a.answer !== q.expectedAnswer && !a.details?.trim()) fieldErrors[key] = [DETAILS_REQUIRED];
    }
  }
  if (Object.keys(fieldErrors).length) throw new HttpError(400, "Answer every question for every member.", fieldErrors);
  const questionText = new Map(questions.map((q) => [q.id, q.text]));
  await db.transaction(async (tx) => {
    await tx.delete(renewalAnswers).where(eq(renewalAnswers.quotationId, renewal.id));
    await tx.insert(renewalAnswers).values(
      members.flatMap((m) =>
        questions.map((q) => {
          const a = byKey.get(`${m.id}:${q.id}`)!;
          return {
            quotationId: renewal.id,
            memberId: m.id,
            questionId: q.id,
            questionText: questionText.get(q.id)!,
            answer: a.answer,
            details: a.details?.trim() || null,
          };
        }),
      ),
    );
    await tx
      .update(quotations)
      .set({
        status: QUOTATION_STATUS.DRAFT,
        finalizedAt: null,
        lastVisitedPage: "finalizeapplicationrenewals",
        updatedAt: new Date(),
      })
      .where(eq(quotations.id, renewal.id));
  });
  return { success: true };
}

export async function renewalReview(db: Db, grant: RenewalGrant) {
  const renewal = await requireRenewal(db, grant);
  const [members, answers, details] = await Promise.all([
    db
      .select()
      .from(quotationMembers)
      .where(eq(quotationMembers.quotationId, renewal.id))
      .orderBy(asc(quotationMembers.id)),
    db.select().from(renewalAnswers).where(eq(renewalAnswers.quotationId, renewal.id)),
    renewalDetails(db, grant),
  ]);
  return {
    quote_tr_sno: renewal.id,
    Quotation_no: renewal.quotationNo,
    Parent_Quotation_No: details.Parent_Quotation_No,
    policyNo: details.policyNo,
    status: renewal.status,
    sponsorName: renewal.sponsorName,
    sponsorEmail: renewal.sponsorEmail,
    sponsorMobile: renewal.sponsorMobile,
    renewalStartDate: details.renewalStartDate,
    renewalEndDate: details.renewalEndDate,
    members: members.map((m) => ({
      member_sno: m.id,
      first_name: m.firstName,
      family_name: m.familyName,
      date_of_birth: m.dateOfBirth,
      premium_fils: m.premiumFils,
      answers: answers
        .filter((a) => a.memberId === m.id)
        .map((a) => ({ questionId: a.questionId, question: a.questionText, answer: a.answer, details: a.details })),
    })),
    totals: quoteTotals(members.map((m) => m.premiumFils)),
    declarationComplete: answers.length > 0,
  };
}

export async function finalizeRenewal(db: Db, grant: RenewalGrant, ip?: string) {
  const renewal = await requireRenewal(db, grant);
  const [answered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(renewalAnswers)
    .where(eq(renewalAnswers.quotationId, renewal.id));
  if (!answered?.n) throw new HttpError(409, "Answer the renewal declaration first.");
  const now = new Date();
  await db
    .update(quotations)
    .set({
      status: QUOTATION_STATUS.FINALIZED,
      finalizedAt: now,
      declarationAcceptedAt: now,
      lastVisitedPage: "paymentreviewrenewals",
      updatedAt: now,
    })
    .where(eq(quotations.id, renewal.id));
  await recordAudit(db, {
    event: "quotation_finalized",
    partnerId: renewal.partnerId,
    subjectType: "quotation",
    subjectId: String(renewal.id),
    ip,
  });
  return { status: "finalized" };
}
