import { createHash } from "node:crypto";
import {
  ADDITION_JOURNEY,
  ADDITION_MESSAGES,
  canSellProduct,
  formatQuotationNumber,
  isJourneyProduct,
  isMemberTypeAllowed,
  journeyOf,
  journeyStepIndex,
  journeyStepSegment,
  type LifecycleActor,
  NO_PLAN_ON_SALE,
  nextQuotationState,
  type PartnerFlag,
  PRODUCT_CATALOGUE,
  PRODUCT_NOT_ALLOWED,
  type Product,
  productOfCategory,
  QUOTATION_LOCKED_MESSAGE,
  type RetrieveRequest,
  type SponsorPayload,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import { countRecentEvents } from "../../../audit/recent-events";
import type { Db } from "../../../db/client";
import { badRequest, HttpError } from "../../../http/http-error";
import { refusedTransition } from "../../../http/refused-transition";
import { type AnswerText, inEnglish } from "../../../i18n/answer-text";
import { enqueueMail } from "../../../mail/outbox";
import type { ActingPartner } from "../../identity";
import { repriceMembers } from "../members/member-pricing";
import { clearMemberTerms, listMembers } from "../members/member-repository";
import { firstPlan } from "../plans/plan-repository";
import { quotationCreatedMail } from "./quotation-mail";
import {
  findByIdempotencyKey,
  findOwnedQuotation,
  findPartnerQuotationByContact,
  insertQuotation,
  nextQuotationSequence,
  type Quotation,
  setLastVisitedPage,
  sponsorColumns,
  writeEditReopening,
} from "./quotation-repository";

const SPONSOR_TYPE_CHANGE_BLOCKED = /*i18n*/ {
  id: "answer.quotation.sponsorTypeBlocked",
  message:
    "Some members cannot be insured under the new sponsor type. Remove them in step 2 first, then change Company/Individual.",
};
const PRODUCT_CHANGE_REFUSED = /*i18n*/ {
  id: "answer.quotation.productKept",
  message: "An application keeps the product it was started for. Start a new application for another product.",
};
const STEP_OF_OTHER_PRODUCT = /*i18n*/ {
  id: "answer.quotation.stepOfOtherProduct",
  message: "This step is not part of this application's journey.",
};
/** Why a paid quotation is not changed: the lifecycle's reason (decision 052). */
export const LOCKED_MESSAGE = QUOTATION_LOCKED_MESSAGE;

const fieldError = (field: string, message: AnswerText) => badRequest(message, { [field]: [message] });

const isUniqueViolation = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ((err as { code?: string }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505");

const IDEMPOTENCY_KEY_REUSED_ANSWER = /*i18n*/ {
  id: "answer.quotation.idempotencyKeyReused",
  message:
    "This Idempotency-Key was already used for a different application. Send a new key with each new application.",
};
/** The English of the refusal of a reused Idempotency-Key, as API clients read it. */
export const IDEMPOTENCY_KEY_REUSED = inEnglish(IDEMPOTENCY_KEY_REUSED_ANSWER);

// The payload is the schema's parse output, whose keys follow the schema, so equal requests stringify equally.
const fingerprint = (payload: SponsorPayload) => createHash("sha256").update(JSON.stringify(payload)).digest("hex");

/** The first quotation made with this key, if the request is the same one retried; another body is refused. */
async function replayOf(db: Db, partnerId: number, key: string, payloadFingerprint: string) {
  const row = await findByIdempotencyKey(db, partnerId, key);
  if (row?.idempotencyFingerprint && row.idempotencyFingerprint !== payloadFingerprint)
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_ANSWER);
  return row;
}

/**
 * Creates the quotation and, in the same transaction, its creation e-mail. A retried request with the
 * same Idempotency-Key returns the first quotation and writes no second mail.
 */
/** A product sold by plan starts on the catalogue's entry plan, which the partner changes on the plan step. */
async function startingPlan(db: Db, product: Product) {
  if (!PRODUCT_CATALOGUE[product].plans) return null;
  const plan = await firstPlan(db);
  if (!plan) throw new HttpError(503, NO_PLAN_ON_SALE);
  return plan.code;
}

export async function createQuotation(
  db: Db,
  opts: {
    partner: ActingPartner;
    /** What the signed-in user may use: their partner's flags and their own at once. */
    flags: readonly PartnerFlag[];
    payload: SponsorPayload;
    idempotencyKey?: string;
    ip?: string;
  },
) {
  const { partner, payload, idempotencyKey } = opts;
  const product = productOfCategory(payload.productCategory);
  if (!canSellProduct(opts.flags, product)) throw new HttpError(403, PRODUCT_NOT_ALLOWED(product));
  const payloadFingerprint = fingerprint(payload);
  if (idempotencyKey) {
    const existing = await replayOf(db, partner.id, idempotencyKey, payloadFingerprint);
    if (existing) return existing;
  }
  try {
    return await db.transaction(async (tx) => {
      const planCode = await startingPlan(tx, product);
      const n = await nextQuotationSequence(tx);
      const row = await insertQuotation(tx, {
        quotationNo: formatQuotationNumber(Number(toIsoDate(new Date()).slice(0, 4)), n),
        partnerId: partner.id,
        channel: partner.categorySno,
        idempotencyKey: idempotencyKey ?? null,
        idempotencyFingerprint: idempotencyKey ? payloadFingerprint : null,
        product,
        productCategory: payload.productCategory,
        planCode,
        lastVisitedPage: journeyStepSegment(journeyOf(product), "members"),
        ...sponsorColumns(payload),
        createdByUserId: partner.scope.actingUserId,
        lastActedByUserId: partner.scope.actingUserId,
      });
      await enqueueMail(tx, quotationCreatedMail(row, partner));
      await recordAudit(tx, {
        event: "quotation_created",
        partnerId: partner.id,
        subjectType: "quotation",
        subjectId: String(row.id),
        ip: opts.ip,
      });
      return row;
    });
  } catch (err) {
    // Two identical requests raced: the loser answers with the winner's quotation.
    if (idempotencyKey && isUniqueViolation(err)) {
      const existing = await replayOf(db, partner.id, idempotencyKey, payloadFingerprint);
      if (existing) return existing;
    }
    throw err;
  }
}

/**
 * Refuses, before any work, an edit the lifecycle would refuse: a paid, issued or declined quotation is not changed.
 * The edit's own write asks the lifecycle again, as the row is then.
 */
export function assertEditable(q: Quotation, by: LifecycleActor = "partner") {
  const next = nextQuotationState(q.status, "edit", by);
  if (!next.ok) throw refusedTransition(next.refusal);
}

/**
 * Records an edit on the quotation row, inside the edit's transaction. Saving any step of a finalized quotation
 * reopens it (it must be finalized again before payment). The status is decided by the row as it is now, not as
 * the edit read it: an edit that lost the race with a payment is refused and rolls back. A partner edits unless
 * said otherwise; the customer edits only through their applicant link.
 */
/** Who edits (decision 059): the lifecycle's actor, and the partner's user acting, null for nobody of the partner. */
export type EditActor = { by: LifecycleActor; user: number | null };

/** A signed-in user of the partner edits. */
export const partnerActor = (partner: ActingPartner): EditActor => ({
  by: "partner",
  user: partner.scope.actingUserId,
});

export async function markEdited(
  tx: Db,
  quotationId: number,
  set: Parameters<typeof writeEditReopening>[2],
  actor: EditActor,
) {
  await writeEditReopening(tx, quotationId, set, actor.by, actor.user);
  await clearMemberTerms(tx, quotationId);
}

export async function updateSponsor(
  db: Db,
  opts: { partner: ActingPartner; id: number; payload: SponsorPayload; ip?: string },
) {
  const q = await findOwnedQuotation(db, opts.id, opts.partner.scope);
  assertEditable(q);
  if (q.journey === ADDITION_JOURNEY) throw new HttpError(409, ADDITION_MESSAGES.sponsorLocked);
  if (opts.payload.productCategory !== q.productCategory) {
    throw fieldError("productCategory", PRODUCT_CHANGE_REFUSED);
  }
  const { planfor } = opts.payload;
  if (planfor !== q.planfor) {
    const members = await listMembers(db, q.id);
    if (members.some((m) => !isMemberTypeAllowed(planfor, m.memberType))) {
      throw new HttpError(409, SPONSOR_TYPE_CHANGE_BLOCKED);
    }
  }
  await db.transaction(async (tx) => {
    await markEdited(tx, q.id, sponsorColumns(opts.payload), partnerActor(opts.partner));
    if (opts.payload.tpaId !== q.tpaId) await repriceMembers(tx, { ...q, tpaId: opts.payload.tpaId });
    await recordAudit(tx, {
      event: "quotation_updated",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(q.id),
      ip: opts.ip,
      details: { part: "sponsor" },
    });
  });
  return findOwnedQuotation(db, q.id, opts.partner.scope);
}

export async function recordProgress(db: Db, opts: { partner: ActingPartner; id: number; page: string }) {
  const q = await findOwnedQuotation(db, opts.id, opts.partner.scope);
  // Each product's wizard has its own routes: an H+ quotation is never sent to a Basic-B2C page, nor the reverse.
  if (!isJourneyProduct(q.product) || journeyStepIndex(journeyOf(q.product), opts.page) < 0) {
    throw fieldError("page", STEP_OF_OTHER_PRODUCT);
  }
  await setLastVisitedPage(db, q.id, opts.page);
}

const RETRIEVE_MAX_FAILURES = 10;
/** How long failed retrievals are counted, and a partner who reached the limit waits. */
const RETRIEVE_WINDOW_MINUTES = 15;
const RETRIEVE_ANSWERS = {
  failed: /*i18n*/ {
    id: "answer.quotation.retrieveFailed",
    message:
      "No application matches this quotation number, contact number and e-mail. Check the details from the quotation e-mail and try again.",
  },
  locked: /*i18n*/ {
    id: "answer.quotation.retrieveLocked",
    message:
      "Too many unsuccessful attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
    values: { minutes: RETRIEVE_WINDOW_MINUTES },
  },
};
/** The English of the retrieval's refusals, as API clients read them. */
export const RETRIEVE_FAILED = inEnglish(RETRIEVE_ANSWERS.failed);
export const RETRIEVE_LOCKED = inEnglish(RETRIEVE_ANSWERS.locked);

/** Digits only; +971 / 00971 / 971 become the local leading 0, so any way of typing a UAE mobile matches. */
function normaliseContactNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const local = digits.replace(/^(00)?971/, "");
  return local.startsWith("0") ? local : `0${local}`;
}

export async function retrieveQuotation(
  db: Db,
  opts: { partner: ActingPartner; request: RetrieveRequest; ip?: string },
) {
  const { partner, request } = opts;
  if (
    (await countRecentEvents(db, {
      event: "quotation_retrieve_failed",
      partnerId: partner.id,
      minutes: RETRIEVE_WINDOW_MINUTES,
      cap: RETRIEVE_MAX_FAILURES,
    })) >= RETRIEVE_MAX_FAILURES
  ) {
    throw new HttpError(429, RETRIEVE_ANSWERS.locked);
  }
  const q = await findPartnerQuotationByContact(db, partner.scope, {
    quotationNo: request.quotationNo.trim().toUpperCase(),
    email: request.sponsorEmail,
    mobile: normaliseContactNumber(request.sponsorMobile),
  });
  if (!q) {
    await recordAudit(db, { event: "quotation_retrieve_failed", partnerId: partner.id, ip: opts.ip });
    throw new HttpError(404, RETRIEVE_ANSWERS.failed);
  }
  return q;
}
