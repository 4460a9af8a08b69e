import {
  type AnswerDetails,
  DECLARATION_MESSAGES,
  type DeclarationDetailsRequest,
  type DeclarationRequest,
  type DeclarationResponse,
  declarationComplete,
  isJourneyProduct,
  journeyOf,
  journeyStep,
  type LifecycleActor,
  type MedicalQuestion,
  questionApplies,
  questionsNeedingDetails,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { badRequest, HttpError, toFieldErrors } from "../../../http/http-error";
import type { AnswerText } from "../../../i18n/answer-text";
import type { ActingPartner } from "../../identity";
import { listMembers } from "../members/member-repository";
import { findOwnedQuotation, type Quotation } from "../quotations/quotation-repository";
import { assertEditable, markEdited } from "../quotations/quotation-service";
import {
  type AnswerRecord,
  activeQuestions,
  answersOf,
  setMeasurements,
  writeAnswer,
  writeDetails,
} from "./declaration-repository";

const DECLARATION_ANSWERS = {
  notAsked: /*i18n*/ {
    id: "answer.declaration.notAsked",
    message: "A medical declaration is asked for H+ applications only.",
  },
  correctAnswers: /*i18n*/ {
    id: "answer.declaration.correctAnswers",
    message: "Please correct the highlighted answers.",
  },
  correctDetails: /*i18n*/ {
    id: "answer.declaration.correctDetails",
    message: "Please correct the highlighted details.",
  },
  detailsMissing: /*i18n*/ {
    id: "answer.declaration.detailsMissing",
    message: "Give the details of every Yes answer.",
  },
};

/** Whether the quotation's journey has a medical declaration (H+). */
export function asksDeclaration(q: Pick<Quotation, "product">) {
  return isJourneyProduct(q.product) && journeyStep(journeyOf(q.product), "declaration") !== undefined;
}

async function declaringQuotation(db: Db, quotationId: number, partner: ActingPartner) {
  const q = await findOwnedQuotation(db, quotationId, partner.scope);
  if (!asksDeclaration(q)) throw new HttpError(409, DECLARATION_ANSWERS.notAsked);
  return q;
}

const questionView = (q: Awaited<ReturnType<typeof activeQuestions>>[number]): MedicalQuestion => ({
  id: q.id,
  position: q.position,
  text: q.text,
  applies_to: q.appliesTo as MedicalQuestion["applies_to"],
  asks_details: q.asksDetails,
});

const detailsOf = (a: AnswerRecord): AnswerDetails | undefined =>
  a.answer && a.condition && a.diagnosedOn && a.treatment && a.currentState
    ? {
        condition: a.condition,
        diagnosed_on: a.diagnosedOn,
        treatment: a.treatment,
        current_state: a.currentState as AnswerDetails["current_state"],
      }
    : undefined;

/** The declaration as it stands: the questions asked now and each member's height, weight, answers and details. */
export async function declarationOf(db: Db, quotationId: number): Promise<DeclarationResponse> {
  const [questions, members, answers] = await Promise.all([
    activeQuestions(db),
    listMembers(db, quotationId),
    answersOf(db, quotationId),
  ]);
  const asked = questions.map(questionView);
  const declared = members.map((m) => {
    const own = answers.filter((a) => a.memberId === m.id && asked.some((q) => q.id === a.questionId));
    return {
      id: m.id,
      name: `${m.firstName} ${m.familyName}`,
      gender: m.gender,
      height_cm: m.heightCm,
      weight_kg: m.weightKg,
      answers: Object.fromEntries(own.map((a) => [a.questionId, a.answer])),
      details: Object.fromEntries(own.flatMap((a) => (detailsOf(a) ? [[a.questionId, detailsOf(a)!]] : []))),
    };
  });
  return {
    questions: asked,
    members: declared,
    complete: declared.length > 0 && declarationComplete(asked, declared),
    needs_details: declared.some((m) => questionsNeedingDetails(asked, m).length > 0),
  };
}

export async function quotationDeclaration(db: Db, opts: { partner: ActingPartner; quotationId: number }) {
  const q = await declaringQuotation(db, opts.quotationId, opts.partner);
  return declarationOf(db, q.id);
}

type SaveOpts = { partner: ActingPartner; quotationId: number; ip?: string };

/** Who writes a declaration: the partner, or the applicant through their link (no partner then). */
export type Declarant = { partnerId: number | null; userId: number | null; ip?: string };

/** A declaration without a partner is the applicant's own, through their link: nobody of the partner acts. */
const actorOf = (by: Declarant): LifecycleActor => (by.partnerId === null ? "customer" : "partner");
const editActorOf = (by: Declarant) => ({ by: actorOf(by), user: by.partnerId === null ? null : by.userId });

const audit = (tx: Db, q: Quotation, by: Declarant, event: string) =>
  recordAudit(tx, {
    event,
    partnerId: by.partnerId ?? undefined,
    subjectType: "quotation",
    subjectId: String(q.id),
    ip: by.ip,
    details: by.partnerId === null ? { by: "applicant" } : undefined,
  });

/**
 * Saves each member's height, weight and answers. Every question put to a member must be answered, and no other;
 * every member of the application must be declared. Saving reopens a finalized application.
 */
export async function saveDeclaration(db: Db, opts: SaveOpts & { body: DeclarationRequest }) {
  const q = await declaringQuotation(db, opts.quotationId, opts.partner);
  return writeDeclaration(
    db,
    q,
    { partnerId: opts.partner.id, userId: opts.partner.scope.actingUserId, ip: opts.ip },
    opts.body,
  );
}

/** Saves the declaration of an H+ application, whoever declares; see saveDeclaration. */
export async function writeDeclaration(db: Db, q: Quotation, by: Declarant, body: DeclarationRequest) {
  const opts = { body };
  assertEditable(q, actorOf(by));
  const [questions, members] = await Promise.all([activeQuestions(db), listMembers(db, q.id)]);
  const issues: { path: string; message: AnswerText }[] = [];
  const declared = new Set(opts.body.members.map((m) => m.member_id));
  if (declared.size !== opts.body.members.length || members.some((m) => !declared.has(m.id))) {
    issues.push({ path: "members", message: DECLARATION_MESSAGES.incomplete });
  }
  opts.body.members.forEach((entry, i) => {
    const member = members.find((m) => m.id === entry.member_id);
    if (!member) {
      issues.push({ path: `members.${i}.member_id`, message: DECLARATION_MESSAGES.unknownMember });
      return;
    }
    for (const question of questions.map(questionView)) {
      const applies = questionApplies(question, member.gender);
      const answered = typeof entry.answers[question.id] === "boolean";
      if (applies && !answered)
        issues.push({ path: `members.${i}.answers.${question.id}`, message: DECLARATION_MESSAGES.answer });
    }
    for (const id of Object.keys(entry.answers)) {
      const question = questions.find((q) => q.id === id);
      if (!question || !questionApplies(questionView(question), member.gender)) {
        issues.push({ path: `members.${i}.answers.${id}`, message: DECLARATION_MESSAGES.unknownQuestion });
      }
    }
  });
  if (issues.length > 0) throw badRequest(DECLARATION_ANSWERS.correctAnswers, toFieldErrors(issues));
  await db.transaction(async (tx) => {
    await markEdited(tx, q.id, {}, editActorOf(by));
    for (const entry of opts.body.members) {
      await setMeasurements(tx, entry.member_id, entry.height_cm, entry.weight_kg);
      for (const [questionId, answer] of Object.entries(entry.answers)) {
        await writeAnswer(tx, { quotationId: q.id, memberId: entry.member_id, questionId, answer });
      }
    }
    await audit(tx, q, by, "declaration_saved");
  });
  return declarationOf(db, q.id);
}

/**
 * Saves the details of every "yes" that asks for them: exactly those, each once, none diagnosed in the future
 * (UAE date). Saving reopens a finalized application.
 */
export async function saveDeclarationDetails(db: Db, opts: SaveOpts & { body: DeclarationDetailsRequest }) {
  const q = await declaringQuotation(db, opts.quotationId, opts.partner);
  return writeDeclarationDetails(
    db,
    q,
    { partnerId: opts.partner.id, userId: opts.partner.scope.actingUserId, ip: opts.ip },
    opts.body,
  );
}

/** Saves the details of every "yes", whoever declares; see saveDeclarationDetails. */
export async function writeDeclarationDetails(db: Db, q: Quotation, by: Declarant, body: DeclarationDetailsRequest) {
  const opts = { body };
  assertEditable(q, actorOf(by));
  const current = await declarationOf(db, q.id);
  const needed = current.members.flatMap((m) =>
    questionsNeedingDetails(current.questions, m).map((question) => `${m.id}/${question.id}`),
  );
  const given = opts.body.details.map((d) => `${d.member_id}/${d.question_id}`);
  const issues: { path: string; message: AnswerText }[] = [];
  const today = toIsoDate(new Date());
  opts.body.details.forEach((d, i) => {
    if (!needed.includes(given[i]!) || given.indexOf(given[i]!) !== i) {
      issues.push({ path: `details.${i}.question_id`, message: DECLARATION_MESSAGES.unknownQuestion });
    }
    if (d.diagnosed_on > today)
      issues.push({ path: `details.${i}.diagnosed_on`, message: DECLARATION_MESSAGES.diagnosedOn });
  });
  if (needed.some((key) => !given.includes(key)))
    issues.push({ path: "details", message: DECLARATION_ANSWERS.detailsMissing });
  if (issues.length > 0) throw badRequest(DECLARATION_ANSWERS.correctDetails, toFieldErrors(issues));
  await db.transaction(async (tx) => {
    await markEdited(tx, q.id, {}, editActorOf(by));
    for (const d of opts.body.details) {
      await writeDetails(tx, d.member_id, d.question_id, {
        condition: d.condition,
        diagnosedOn: d.diagnosed_on,
        treatment: d.treatment,
        currentState: d.current_state,
      });
    }
    await audit(tx, q, by, "declaration_details_saved");
  });
  return declarationOf(db, q.id);
}
