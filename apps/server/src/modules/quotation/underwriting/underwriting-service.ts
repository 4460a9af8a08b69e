import {
  acceptsWithTerms,
  ageOn,
  bodyMassIndex,
  type DecidedTerms,
  type DecisionView,
  loadedPremium,
  MEMBER_DOCUMENT_SLOTS,
  type MemberDocumentSlot,
  nextQuotationState,
  productTotals,
  type QuestionTexts,
  type QuotationEvent,
  type QuotationStatus,
  type RuleHit,
  SPONSOR_DOCUMENT_SLOTS,
  type SponsorDocumentSlot,
  toIsoDate,
  UNDERWRITING_MESSAGES,
  type UnderwritingDecisionKind,
  type UnderwritingDecisionRequest,
  type UnderwritingRule,
  type UnderwritingSubject,
  underwritingHits,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound } from "../../../http/http-error";
import { refusedTransition } from "../../../http/refused-transition";
import { translate } from "../../../i18n/translate";
import { enqueueMail } from "../../../mail/outbox";
import type { FileStorage } from "../../../storage/file-storage";
import { type ActingPartner, findPartnerById, type Partner } from "../../identity";
import { activeUnderwritingRules } from "../../reference";
import { declarationInLanguage } from "../declaration/declaration-language";
import { declarationOf } from "../declaration/declaration-service";
import { currentDocuments } from "../documents/document-repository";
import { openDocumentFile } from "../documents/document-service";
import { listMembers, memberView, setMemberTerms } from "../members/member-repository";
import { listPlans } from "../plans/plan-repository";
import { findOwnedQuotation, lockQuotation, moveQuotation, type Quotation } from "../quotations/quotation-repository";
import { underwritingDecisionMail } from "./underwriting-mail";
import {
  decisionsOf,
  findUnderwritingQuotation,
  hasDecisions,
  hitsOf,
  insertDecision,
  partnerReferrals,
  referredQueue,
  replaceHits,
} from "./underwriting-repository";

/** How many referred applications the queue and a partner's Approval list show at most. */
const LIST_LIMIT = 500;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What the rules read of each member: age today (UAE), height, weight, answers and declared conditions. */
async function subjectsOf(db: Db, quotationId: number) {
  const declaration = await declarationOf(db, quotationId);
  const members = await listMembers(db, quotationId);
  const today = toIsoDate(new Date());
  const subjects: UnderwritingSubject[] = declaration.members.map((d) => ({
    memberId: d.id,
    name: d.name,
    age: ageOn(members.find((m) => m.id === d.id)!.dateOfBirth, today),
    heightCm: d.height_cm,
    weightKg: d.weight_kg,
    answers: d.answers,
    declared: Object.values(d.details).flatMap((x) => [x.condition, x.treatment]),
  }));
  // Each question as it was asked, and in Arabic for the Arabic reason (its English where it has none).
  const inArabic = await declarationInLanguage(db, declaration, "ar");
  const question: QuestionTexts = (id) => {
    const en = declaration.questions.find((q) => q.id === id)?.text ?? id;
    return { en, ar: inArabic.questions.find((q) => q.id === id)?.text ?? en };
  };
  return { subjects, question };
}

/**
 * Runs the rules on an H+ application being finalized (inside the finalize transaction, the quotation locked) and
 * records every hit. No hit: accepted at once, payable. A hit, or an application an underwriter has already seen
 * (it came back after a request for information or an edit), goes to the queue.
 */
export async function underwriteOnFinalize(tx: Db, quotation: Quotation): Promise<"finalized" | "referred"> {
  const rules = (await activeUnderwritingRules(tx)).map(
    ({ descriptionAr, ...rule }): UnderwritingRule => ({ ...rule, description_ar: descriptionAr }),
  );
  const { subjects, question } = await subjectsOf(tx, quotation.id);
  const hits = underwritingHits(rules, subjects, question, (words) => translate("ar", words));
  await replaceHits(tx, quotation.id, hits);
  return hits.length > 0 || (await hasDecisions(tx, quotation.id)) ? "referred" : "finalized";
}

function decisionView(d: Awaited<ReturnType<typeof decisionsOf>>[number]): DecisionView {
  return {
    kind: d.kind,
    note: d.note,
    terms: d.terms,
    underwriter_name: d.underwriterName,
    decided_at: iso(d.createdAt)!,
  };
}

/** The catalogue's plan names by code (a few rows), for lists that name each application's plan. */
async function planNames(db: Db) {
  const names = new Map((await listPlans(db)).map((p) => [p.code, p.name]));
  return (code: string | null) => (code ? (names.get(code) ?? code) : null);
}

/** The underwriter's queue: applications waiting, the longest waiting first. */
export async function underwritingQueue(db: Db) {
  const rows = await referredQueue(db, LIST_LIMIT);
  const planName = await planNames(db);
  return {
    cases: rows.map((r) => ({
      quotation_id: r.id,
      quotation_no: r.quotationNo,
      sponsor_name: r.sponsorName,
      partner_name: r.partnerName,
      plan_name: planName(r.planCode),
      members: Number(r.members),
      hits: Number(r.hits),
      decline_recommended: Number(r.declineHits) > 0,
      returned: r.lastDecision === "ask_info",
      referred_at: iso(r.referredAt)!,
    })),
  };
}

async function caseQuotation(db: Db, id: number) {
  const found = await findUnderwritingQuotation(db, id);
  if (!found) throw notFound(UNDERWRITING_MESSAGES.notFound);
  return found;
}

function documentLabel(
  doc: { owner: string; slot: string; memberId: number | null; note: string | null },
  memberName: (id: number | null) => string,
) {
  if (doc.owner === "sponsor")
    return `Sponsor – ${SPONSOR_DOCUMENT_SLOTS[doc.slot as SponsorDocumentSlot]?.label ?? doc.slot}`;
  if (doc.owner === "member")
    return `${memberName(doc.memberId)} – ${MEMBER_DOCUMENT_SLOTS[doc.slot as MemberDocumentSlot]?.label ?? doc.slot}`;
  return `Further document – ${doc.note ?? doc.slot}`;
}

/** Everything an underwriter decides on: members with ages and BMI, the declaration, the hits, documents, history. */
export async function underwritingCase(db: Db, id: number) {
  const { quotation: q, partnerName } = await caseQuotation(db, id);
  const [members, declaration, hits, docs, decisions, planName] = await Promise.all([
    listMembers(db, q.id),
    declarationOf(db, q.id),
    hitsOf(db, q.id),
    currentDocuments(db, q.id),
    decisionsOf(db, q.id),
    planNames(db),
  ]);
  const today = toIsoDate(new Date());
  const nameOf = (memberId: number | null) => {
    const m = members.find((x) => x.id === memberId);
    return m ? `${m.firstName} ${m.familyName}` : "Member";
  };
  return {
    quotation_id: q.id,
    quotation_no: q.quotationNo,
    status: q.status as QuotationStatus,
    partner_name: partnerName,
    sponsor: { name: q.sponsorName, email: q.sponsorEmail, mobile: q.sponsorMobile },
    plan_name: planName(q.planCode),
    referred_at: iso(q.referredAt),
    members: members.map((m) => ({
      ...memberView(m),
      age: ageOn(m.dateOfBirth, today),
      body_mass_index: m.heightCm && m.weightKg ? bodyMassIndex(m.heightCm, m.weightKg) : null,
    })),
    totals: productTotals(
      q.product,
      members.map((m) => m.premiumFils),
    ),
    declaration,
    hits,
    documents: docs.map((d) => ({
      id: d.id,
      label: documentLabel(d, nameOf),
      file_name: d.originalName,
      content_type: d.contentType,
    })),
    decisions: decisions.map(decisionView),
  };
}

/** A document of an application that went to underwriting, for the underwriter. */
export async function underwritingDocument(db: Db, storage: FileStorage, id: number, documentId: string) {
  await caseQuotation(db, id);
  const doc = (await currentDocuments(db, id)).find((d) => d.id === documentId);
  if (!doc) throw notFound(NOT_FOUND_ANSWERS.document);
  return { doc, file: await openDocumentFile(storage, doc) };
}

/** The lifecycle's event of each decision; an acceptance with loadings or exclusions offers them instead. */
const DECISION_EVENT = {
  accept: "accept",
  ask_info: "ask_info",
  decline: "decline",
} as const satisfies Record<UnderwritingDecisionKind, QuotationEvent>;

/**
 * The underwriter's decision, taken under the quotation's row lock: only an application still waiting is decided
 * (an edit or another underwriter's decision meanwhile is refused), the loadings are applied here to each member's
 * rated premium, and the partner is e-mailed in the same transaction.
 */
export async function decide(
  db: Db,
  opts: { underwriter: Partner; id: number; decision: UnderwritingDecisionRequest; publicUrl: string; ip?: string },
) {
  const { decision } = opts;
  await caseQuotation(db, opts.id);
  return db.transaction(async (tx) => {
    const q = (await lockQuotation(tx, opts.id))!;
    // Asked before the decision is read: one the lifecycle refuses is refused whatever it says.
    const asked = nextQuotationState(q.status, DECISION_EVENT[decision.kind], "underwriter");
    if (!asked.ok) throw refusedTransition(asked.refusal);
    const members = await listMembers(tx, q.id);
    let terms: DecidedTerms[] | null = null;
    let event: QuotationEvent = DECISION_EVENT[decision.kind];
    if (decision.kind === "accept") {
      for (const t of decision.members) {
        if (!members.some((m) => m.id === t.member_id))
          throw new HttpError(400, UNDERWRITING_MESSAGES.unknownMember, {
            members: [UNDERWRITING_MESSAGES.unknownMember],
          });
      }
      const given = decision.members
        .map((t) => ({ ...t, exclusion: t.exclusion?.trim() || null }))
        .filter((t) => t.loading_percent > 0 || t.exclusion !== null);
      terms = given.map((t) => {
        const m = members.find((x) => x.id === t.member_id)!;
        return {
          member_id: m.id,
          member_name: `${m.firstName} ${m.familyName}`,
          loading_percent: t.loading_percent,
          exclusion: t.exclusion,
        };
      });
      for (const t of terms) {
        const m = members.find((x) => x.id === t.member_id)!;
        await setMemberTerms(tx, m.id, {
          loadingPercent: t.loading_percent,
          exclusion: t.exclusion,
          basePremiumFils: m.premiumFils,
          premiumFils: loadedPremium(m.premiumFils, t.loading_percent),
        });
      }
      if (acceptsWithTerms(terms)) event = "offer_terms";
    }
    const note = decision.note?.trim() || null;
    const saved = await insertDecision(tx, {
      quotationId: q.id,
      underwriterId: opts.underwriter.id,
      underwriterName: opts.underwriter.name,
      kind: decision.kind,
      note,
      terms,
    });
    const status = await moveQuotation(
      tx,
      q.id,
      // The insurer's underwriter is nobody of the partner (decision 059).
      { event, by: "underwriter", user: null },
      { lastVisitedPage: event === "ask_info" ? "finalizeapplicationreview" : q.lastVisitedPage },
    );
    await recordAudit(tx, {
      event: "underwriting_decided",
      partnerId: opts.underwriter.id,
      subjectType: "quotation",
      subjectId: String(q.id),
      ip: opts.ip,
      details: { decision: decision.kind, status, terms: terms?.length ?? 0 },
    });
    const partner = q.partnerId ? await findPartnerById(tx, q.partnerId) : undefined;
    if (partner)
      await enqueueMail(
        tx,
        underwritingDecisionMail({
          partner,
          quotation: q,
          decisionId: saved.id,
          kind: decision.kind,
          status,
          note,
          terms,
          publicUrl: opts.publicUrl,
        }),
      );
    return { status };
  });
}

/** The partner's view of the underwriting of their application. */
export async function quotationUnderwriting(db: Db, partner: ActingPartner, id: number) {
  const q = await findOwnedQuotation(db, id, partner.scope);
  const [members, hits, decisions] = await Promise.all([
    listMembers(db, q.id),
    hitsOf(db, q.id),
    decisionsOf(db, q.id),
  ]);
  return {
    quotation_id: q.id,
    quotation_no: q.quotationNo,
    status: q.status as QuotationStatus,
    referred_at: iso(q.referredAt),
    terms_accepted_at: iso(q.termsAcceptedAt),
    hits: hits satisfies RuleHit[],
    decisions: decisions.map(decisionView),
    members: members.map(memberView),
    totals: productTotals(
      q.product,
      members.map((m) => m.premiumFils),
    ),
  };
}

/** The partner accepts the underwriter's loadings and exclusions: the application becomes payable at its new price. */
export async function acceptTerms(db: Db, opts: { partner: ActingPartner; id: number; ip?: string }) {
  await findOwnedQuotation(db, opts.id, opts.partner.scope);
  return db.transaction(async (tx) => {
    const status = await moveQuotation(
      tx,
      opts.id,
      { event: "accept_terms", by: "partner", user: opts.partner.scope.actingUserId },
      { termsAcceptedAt: new Date(), lastVisitedPage: "paymentreview" },
    );
    await recordAudit(tx, {
      event: "underwriting_terms_accepted",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(opts.id),
      ip: opts.ip,
    });
    return { status };
  });
}

/** The partner's Approval list: their applications that went to underwriting, with the latest decision. */
export async function approvalsOf(db: Db, partner: ActingPartner) {
  const rows = await partnerReferrals(db, partner.scope, LIST_LIMIT);
  const planName = await planNames(db);
  return {
    applications: rows.map((r) => ({
      quotation_id: r.id,
      quotation_no: r.quotationNo,
      sponsor_name: r.sponsorName,
      status: r.status as QuotationStatus,
      plan_name: planName(r.planCode),
      referred_at: iso(r.referredAt)!,
      last_decision: r.lastDecision as DecisionView["kind"] | null,
      last_decided_at: iso(r.lastDecidedAt),
    })),
  };
}
