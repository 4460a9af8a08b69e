import {
  addDays,
  formatQuotationNumber,
  KEEP_ONE_MEMBER_MESSAGE,
  type Language,
  type LifecycleActor,
  MARKETING_OPT_IN_TEXT,
  maskEmail,
  PRODUCT_PLAN_NAMES,
  quoteTotals,
  RENEWAL_ACCESS,
  RENEWAL_ACCESS_MESSAGES,
  RENEWAL_SEGMENTS,
  renewalState,
  type TpaCode,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { type FieldErrors, HttpError } from "../../../http/http-error";
import { inEnglish } from "../../../i18n/answer-text";
import { localizeMessage } from "../../../i18n/localize-answer";
import { findPartnerById } from "../../identity";
import { coverPeriod } from "../../policy";
import {
  answeredQuestionText,
  insertQuotation,
  insuredPerson,
  moveQuotation,
  nextQuotationSequence,
  premiumFor,
  replaceQuotationMembers,
} from "../../quotation";
import { RENEWAL_ANSWERS } from "./renewal-answers";
import { type HeldGrant, type RenewalGrant, seesFullDetails } from "./renewal-grant";
import { RENEWAL_ALREADY_PAID, refuseCancelled, requireOpenRenewal, withRenewalLocked } from "./renewal-locks";
import {
  activeDeclarationQuestions,
  countRenewalAnswers,
  findPolicyWithQuotation,
  keptPolicyMemberIds,
  openRenewal,
  policyMembersAmong,
  policyMembersOf,
  renewalAnswersOf,
  renewalMembersOf,
  replaceRenewalAnswers,
} from "./renewal-repository";
import { contactOf, personOf } from "./renewal-view";

/** The only product this portal renews (the Basic-Renewals journey). */
export const RENEWABLE_PRODUCT = "basic" as const;

async function grantedPolicy(db: Db, grant: RenewalGrant) {
  const row = await findPolicyWithQuotation(db, grant.policyId);
  if (!row) throw new HttpError(404, NOT_FOUND_ANSWERS.policy);
  return row;
}

/**
 * Everything the policy-details screen shows: the policy, each member's renewal premium at their age on the new start
 * date. Masked unless the viewer may see the full details (see `seesFullDetails`).
 */
export async function renewalDetails(db: Db, grant: HeldGrant) {
  const { policy, quotation } = await grantedPolicy(db, grant);
  const full = seesFullDetails(grant, policy.partnerId);
  const today = toIsoDate(new Date());
  const { state, opensOn } = renewalState(policy, today);
  const startDate = addDays(policy.endDate, 1);
  const members = await policyMembersOf(db, policy.id);
  const priced = await Promise.all(
    members.map(async (m) => ({
      id: m.id,
      ...personOf(m, { full, startDate }),
      member_type: m.memberType,
      relation: m.relation,
      gender: m.gender,
      current_premium_fils: m.premiumFils,
      renewal_premium_fils: await premiumFor(
        db,
        { product: policy.product, tpaId: policy.tpaId, planCode: policy.planCode },
        m,
        startDate,
      ),
    })),
  );
  const renewal = await openRenewal(db, policy.id);
  const kept = renewal ? await keptPolicyMemberIds(db, renewal.id) : null;
  return {
    access: full ? RENEWAL_ACCESS.FULL : RENEWAL_ACCESS.MASKED,
    /** Where a code to show the full details goes: the e-mail on the policy, masked. */
    codeSentTo: maskEmail(policy.sponsorEmail),
    policyNo: policy.policyNo,
    parentQuotationNo: quotation.quotationNo,
    state,
    renewalOpensOn: opensOn,
    ...contactOf(
      {
        sponsorName: policy.sponsorName,
        sponsorEmail: renewal?.sponsorEmail ?? policy.sponsorEmail,
        sponsorMobile: renewal?.sponsorMobile ?? policy.sponsorMobile,
      },
      full,
    ),
    // Basic policies are issued with NAS or NextCare only; the response schema checks it on the way out.
    tpaId: policy.tpaId as TpaCode,
    plan: PRODUCT_PLAN_NAMES.basic.plan,
    startDate: policy.startDate,
    endDate: policy.endDate,
    renewalStartDate: startDate,
    renewalEndDate: coverPeriod(today, policy.endDate).endDate,
    members: priced.map((m) => ({ ...m, kept: kept ? kept.has(m.id) : true })),
    totals: quoteTotals(priced.filter((m) => (kept ? kept.has(m.id) : true)).map((m) => m.renewal_premium_fils)),
    renewal: renewal ? { quotationId: renewal.id, quotationNo: renewal.quotationNo, status: renewal.status } : null,
  };
}

/** Who changes a renewal: a partner signed in (the policy's or another), else the customer with their code. */
const renewalActor = (grant: HeldGrant): LifecycleActor => (grant.signedInPartnerId ? "partner" : "customer");

/**
 * Who acts on a renewal (decision 059): the signed-in user of the renewal's own partner; anyone else (the customer, a
 * user of another partner) is nobody of the partner.
 */
const renewalUser = (grant: HeldGrant, partnerId: number | null) =>
  partnerId !== null && grant.signedInPartnerId === partnerId ? grant.signedInUserId : null;

/**
 * Starts (or updates) the renewal quotation: the kept members, repriced at their age on the new start date, and,
 * from a viewer who may see the full details, corrected contact details (otherwise those on file stay). The renewal
 * belongs to the policy's own partner, whoever searched for it.
 */
export async function saveRenewal(
  db: Db,
  grant: HeldGrant,
  input: { memberIds: number[]; contact?: { email: string; mobile: string }; ip?: string },
) {
  const { quotation: parentQuotation } = await grantedPolicy(db, grant);
  return withRenewalLocked(db, grant.policyId, async (tx, { policy, renewal: existing }) => {
    if (renewalState(policy, toIsoDate(new Date())).state !== "due") {
      if (policy.status === "renewed") throw new HttpError(409, RENEWAL_ALREADY_PAID);
      throw new HttpError(409, RENEWAL_ANSWERS.notRenewable);
    }
    const members = await policyMembersAmong(tx, policy.id, input.memberIds);
    if (members.length === 0 || members.length !== new Set(input.memberIds).size) {
      throw new HttpError(400, KEEP_ONE_MEMBER_MESSAGE, { memberIds: [KEEP_ONE_MEMBER_MESSAGE] });
    }
    if (input.contact && !seesFullDetails(grant, policy.partnerId)) {
      throw new HttpError(403, RENEWAL_ACCESS_MESSAGES.contactNeedsCode, {
        email: [RENEWAL_ACCESS_MESSAGES.contactNeedsCode],
      });
    }
    const startDate = addDays(policy.endDate, 1);
    const partner = policy.partnerId ? await findPartnerById(tx, policy.partnerId) : undefined;
    const priced = await Promise.all(
      members.map(async (m) => ({
        m,
        premium: await premiumFor(
          tx,
          { product: policy.product, tpaId: policy.tpaId, planCode: policy.planCode },
          m,
          startDate,
        ),
      })),
    );
    let renewal = existing;
    if (!renewal) {
      const n = await nextQuotationSequence(tx);
      const {
        id: _id,
        quotationNo: _no,
        createdAt: _c,
        updatedAt: _u,
        idempotencyKey: _k,
        idempotencyFingerprint: _f,
        externalRef: _e,
        status: _s,
        ...copy
      } = parentQuotation;
      renewal = await insertQuotation(tx, {
        ...copy,
        quotationNo: formatQuotationNumber(Number(toIsoDate(new Date()).slice(0, 4)), n),
        journey: "renewal",
        // Renewed on the plan the policy covers, at that plan's rates for the new term.
        planCode: policy.planCode,
        parentPolicyId: policy.id,
        partnerId: partner?.id ?? null,
        channel: partner?.categorySno ?? 0,
        lastVisitedPage: RENEWAL_SEGMENTS.details,
        declarationAcceptedAt: null,
        finalizedAt: null,
        sponsorEmail: input.contact?.email ?? policy.sponsorEmail,
        sponsorMobile: input.contact?.mobile ?? policy.sponsorMobile,
        // The partner's user renewing creates it; renewed by the customer, it stays the policy's seller's.
        // The customer renewing: the renewal is the one who carries the policy's renewal (a leaver's handed over), else
        // its seller's.
        createdByUserId: renewalUser(grant, policy.partnerId) ?? policy.renewalUserId ?? policy.createdByUserId,
        lastActedByUserId: renewalUser(grant, policy.partnerId),
      });
    } else {
      await moveQuotation(
        tx,
        renewal.id,
        { event: "edit", by: renewalActor(grant), user: renewalUser(grant, policy.partnerId) },
        {
          ...(input.contact ? { sponsorEmail: input.contact.email, sponsorMobile: input.contact.mobile } : {}),
          // A renewal started by another partner before renewals followed the policy is handed back to its partner.
          partnerId: partner?.id ?? null,
          channel: partner?.categorySno ?? 0,
          finalizedAt: null,
        },
      );
    }
    const renewalId = renewal.id;
    await replaceQuotationMembers(
      tx,
      renewalId,
      priced.map(({ m, premium }) => ({
        quotationId: renewalId,
        sourcePolicyMemberId: m.id,
        ...insuredPerson(m),
        premiumFils: premium,
      })),
      !existing,
    );
    await recordAudit(tx, {
      event: existing ? "renewal_updated" : "renewal_started",
      partnerId: partner?.id ?? null,
      subjectType: "quotation",
      subjectId: String(renewal!.id),
      ip: input.ip,
      details: {
        parentPolicyNo: policy.policyNo,
        members: members.length,
        contactChanged: Boolean(input.contact),
        // Who did it, when it was not the customer: a signed-in partner (the policy's or another).
        ...(grant.signedInPartnerId ? { byPartnerId: grant.signedInPartnerId } : {}),
      },
    });
    return { quotationId: renewal!.id, quotationNo: renewal!.quotationNo };
  });
}

/**
 * The open renewal, read without a lock: for reading, and for starting a payment (whose answer re-checks it). A
 * cancelled policy's renewal is not paid for.
 */
export async function requireRenewal(db: Db, grant: RenewalGrant) {
  refuseCancelled((await grantedPolicy(db, grant)).policy);
  const renewal = await openRenewal(db, grant.policyId);
  return requireOpenRenewal(db, grant.policyId, renewal);
}

export const declarationQuestions = activeDeclarationQuestions;

/** The English of the refusal of an unexpected answer without details, as API clients read it. */
export const DETAILS_REQUIRED = inEnglish(RENEWAL_ANSWERS.detailsRequired);

/** Every active question answered for every member; an unexpected answer needs details. */
export async function saveDeclaration(
  db: Db,
  grant: HeldGrant,
  answers: { memberId: number; questionId: string; answer: boolean; details?: string | null }[],
) {
  const questions = await declarationQuestions(db);
  const questionText = new Map(questions.map((q) => [q.id, q.text]));
  const byKey = new Map(answers.map((a) => [`${a.memberId}:${a.questionId}`, a]));
  await withRenewalLocked(db, grant.policyId, async (tx, locked) => {
    const renewal = await requireOpenRenewal(tx, grant.policyId, locked.renewal);
    const members = await renewalMembersOf(tx, renewal.id);
    const fieldErrors: FieldErrors = {};
    for (const m of members) {
      for (const q of questions) {
        const a = byKey.get(`${m.id}:${q.id}`);
        const key = `${m.id}.${q.id}`;
        if (!a) fieldErrors[key] = [RENEWAL_ANSWERS.answerThis];
        else if (a.answer !== q.expectedAnswer && !a.details?.trim())
          fieldErrors[key] = [RENEWAL_ANSWERS.detailsRequired];
      }
    }
    if (Object.keys(fieldErrors).length) throw new HttpError(400, RENEWAL_ANSWERS.answerEvery, fieldErrors);
    await replaceRenewalAnswers(
      tx,
      renewal.id,
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
            grantTokenHash: grant.tokenHash,
          };
        }),
      ),
    );
    await moveQuotation(
      tx,
      renewal.id,
      { event: "edit", by: renewalActor(grant), user: renewalUser(grant, renewal.partnerId) },
      { finalizedAt: null, lastVisitedPage: "finalizeapplicationrenewals" },
    );
  });
  return { success: true };
}

/**
 * The renewal as started, for the declaration, review and payment screens; masked like the policy details. The
 * details written with a health answer are shown to the holder of the grant that wrote them, and to a full viewer.
 */
export async function renewalReview(db: Db, grant: HeldGrant, language: Language = "en") {
  const renewal = await requireRenewal(db, grant);
  const [members, answers, details, questions] = await Promise.all([
    renewalMembersOf(db, renewal.id),
    renewalAnswersOf(db, renewal.id),
    renewalDetails(db, grant),
    declarationQuestions(db),
  ]);
  const full = details.access === RENEWAL_ACCESS.FULL;
  const questionOf = answeredQuestionText(questions, language);
  return {
    access: details.access,
    quotationId: renewal.id,
    quotationNo: renewal.quotationNo,
    parentQuotationNo: details.parentQuotationNo,
    policyNo: details.policyNo,
    status: renewal.status,
    ...contactOf(renewal, full),
    renewalStartDate: details.renewalStartDate,
    renewalEndDate: details.renewalEndDate,
    members: members.map((m) => ({
      member_sno: m.id,
      ...personOf(m, { full }),
      premium_fils: m.premiumFils,
      answers: answers
        .filter((a) => a.memberId === m.id)
        .map((a) => {
          const shown = full || a.grantTokenHash === grant.tokenHash;
          return {
            questionId: a.questionId,
            question: questionOf(a.questionId, a.questionText),
            answer: a.answer,
            details: shown ? a.details : null,
            detailsHidden: !shown && a.details !== null,
          };
        }),
    })),
    totals: quoteTotals(members.map((m) => m.premiumFils)),
    declarationComplete: answers.length > 0,
  };
}

/**
 * Records a customer's opt-in to marketing and confirms it to them, inside the renewal's transaction. Marketing
 * consents lie in a module above the renewal, so app.ts hands the recording in.
 */
export type MarketingOptInRecorder = (tx: Db, optIn: MarketingOptIn) => Promise<void>;

/** An opt-in to marketing as the customer gave it on the renewal's review. */
export type MarketingOptIn = {
  email: string;
  quotationId: number;
  source: "renewal";
  /** The words ticked, in the language read. */
  wording: string;
  language: Language;
  ip?: string;
  /** For the opt-in's confirmation: the portal's address (its withdrawal link) and the insurer's name. */
  site: { publicUrl: string; insurer: string };
};

/** What the customer chose on the review besides confirming it. */
type FinalizeChoices = Pick<MarketingOptIn, "language" | "ip" | "site"> & {
  marketingOptIn?: boolean;
  recordOptIn: MarketingOptInRecorder;
};

/**
 * Confirms the review; the renewal keeps the language the customer used (what is sent to them follows it), and an
 * opt-in to marketing is recorded with the words they ticked and confirmed to them with the link that withdraws it.
 */
export async function finalizeRenewal(
  db: Db,
  grant: HeldGrant,
  { marketingOptIn, language, ip, site, recordOptIn }: FinalizeChoices,
) {
  return withRenewalLocked(db, grant.policyId, async (tx, locked) => {
    const renewal = await requireOpenRenewal(tx, grant.policyId, locked.renewal);
    if ((await countRenewalAnswers(tx, renewal.id)) === 0) throw new HttpError(409, RENEWAL_ANSWERS.declarationFirst);
    const now = new Date();
    await moveQuotation(
      tx,
      renewal.id,
      { event: "finalize", by: renewalActor(grant), user: renewalUser(grant, renewal.partnerId) },
      { finalizedAt: now, declarationAcceptedAt: now, lastVisitedPage: RENEWAL_SEGMENTS.payment, language },
    );
    if (marketingOptIn)
      await recordOptIn(tx, {
        email: renewal.sponsorEmail,
        quotationId: renewal.id,
        source: "renewal",
        wording: localizeMessage(MARKETING_OPT_IN_TEXT, language),
        language,
        ...(ip ? { ip } : {}),
        site,
      });
    await recordAudit(tx, {
      event: "quotation_finalized",
      partnerId: renewal.partnerId,
      subjectType: "quotation",
      subjectId: String(renewal.id),
      ip,
    });
    return { status: "finalized" };
  });
}
