import { randomBytes, randomUUID } from "node:crypto";
import {
  CURRENCY,
  formatAmount,
  nextPolicyState,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  underwritingHold,
} from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../../audit/audit-log";
import type { GatewayConfig } from "../../../config";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { enqueueMail } from "../../../mail/outbox";
import {
  DECISIONS,
  type Decision,
  type GatewayFields,
  hasValidSignature,
  isSigned,
  RESPONSE_SIGNED_FIELDS,
  signedDateTime,
  signFields,
} from "../../../payments/secure-acceptance";
import { pauseAt } from "../../../process/test-pause";
import { findPartnerById } from "../../identity";
import {
  additionCanJoin,
  insertUnappliedPaymentRefund,
  issuePolicy,
  joinPolicy,
  type Policy,
  policyJoinedBy,
} from "../../policy";
import { assertAdditionOpen, listMembers, moveQuotation, type Quotation, quotationTotals } from "../../quotation";
import { PAYMENT_ANSWERS } from "../payment-answers";
import { paymentAttentionMail } from "./payment-attention-mail";
import {
  insertPayment,
  lockPaymentByReference,
  lockQuotationForPayment,
  parentPolicyPartnerId,
  parentPolicyStatus,
  paymentInReview,
  policyAlreadyIssuedFor,
  policyPaidBy,
  recordPaymentDecision,
} from "./payment-repository";
import type { Payment } from "./payment-rows";
import { auditUnverifiedAnswer } from "./unverified-answer-audit";

/** "invitation": a renewal the customer reached through a partner's invitation. */
/**
 * Who pays and where they return: a partner's application, a payment link, a customer's renewal, an invitation, or
 * a renewal the partner runs from their shell (it returns there).
 */
export type PaymentChannel = "partner" | "link" | "renewal" | "invitation" | "partner_renewal";
/** The channels on which a partner's signed-in user pays; on the others a customer does. */
const PARTNER_CHANNELS: ReadonlySet<PaymentChannel> = new Set(["partner", "partner_renewal"]);

export const NOT_FINALIZED = PAYMENT_ANSWERS.notFinalized;
const UNVERIFIED = PAYMENT_ANSWERS.unverified;

const STATUS_BY_DECISION: Record<Decision, string> = {
  ACCEPT: PAYMENT_STATUS.ACCEPTED,
  REVIEW: PAYMENT_STATUS.REVIEW,
  DECLINE: PAYMENT_STATUS.DECLINED,
  ERROR: PAYMENT_STATUS.ERROR,
  CANCEL: PAYMENT_STATUS.CANCELLED,
};
/** REVIEW may still turn into ACCEPT or DECLINE; every other decision is final. */
const OPEN_STATUSES = new Set<string>([PAYMENT_STATUS.INITIATED, PAYMENT_STATUS.REVIEW]);
const isPaid = (q: Quotation) => q.status === "paid" || q.status === "policy_issued";

/** Records a payment attempt and returns the signed fields the browser posts to the hosted payment page. */
export async function startPayment(
  db: Db,
  opts: {
    quotation: Quotation;
    gateway: GatewayConfig;
    publicUrl: string;
    partnerId: number | null;
    channel: PaymentChannel;
  },
) {
  const { quotation, gateway } = opts;
  if (isPaid(quotation)) throw new HttpError(409, PAYMENT_ANSWERS.alreadyPaid);
  if (quotation.status !== "finalized") throw new HttpError(409, underwritingHold(quotation.status) ?? NOT_FINALIZED);
  if (await paymentInReview(db, quotation.id)) throw new HttpError(409, PAYMENT_MESSAGES.reviewOpen);
  await assertAdditionOpen(db, quotation);
  const total = await amountDue(db, quotation);
  if (total <= 0) throw new HttpError(409, PAYMENT_ANSWERS.nothingToPay);
  const referenceNumber = `${quotation.quotationNo}-${randomBytes(3).toString("hex").toUpperCase()}`;
  const transactionUuid = randomUUID();
  await insertPayment(db, {
    quotationId: quotation.id,
    referenceNumber,
    transactionUuid,
    amountFils: total,
    currency: CURRENCY,
    partnerId: opts.partnerId,
    channel: opts.channel,
  });
  const [forename, ...rest] = quotation.sponsorName.split(" ");
  const fields = signFields(
    {
      access_key: gateway.accessKey,
      profile_id: gateway.profileId,
      transaction_uuid: transactionUuid,
      signed_date_time: signedDateTime(),
      locale: "en",
      transaction_type: "sale",
      reference_number: referenceNumber,
      amount: formatAmount(total),
      currency: CURRENCY,
      override_custom_receipt_page: `${opts.publicUrl}/api/payments/return`,
      bill_to_email: quotation.sponsorEmail,
      bill_to_forename: forename ?? quotation.sponsorName,
      bill_to_surname: rest.join(" ") || forename || quotation.sponsorName,
      bill_to_address_country: "AE",
      unsigned_field_names: "",
    },
    gateway.secretKey,
  );
  return { action: gateway.url, fields, amountFils: total, referenceNumber };
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === "23505" || (err as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * What else an accepted payment completes, in its transaction once its policy is issued or joined: the partners'
 * invitations it answers and the commission it earns. Both lie in modules above the payment, so app.ts hands them in.
 */
export type AcceptedPaymentCompletes = (
  tx: Db,
  quotation: { id: number; journey: string; parentPolicyId: number | null },
  /** The partner's user who paid, or null for a customer (decision 059). */
  user: number | null,
  /** The accepted payment: its row and when it was decided. */
  payment: { id: number; decidedAt: Date },
) => Promise<void>;

/**
 * Applies the gateway's signed answer, from the customer's browser or the server-to-server notification,
 * in any order and any number of times: the payment row is locked, decided once, and on ACCEPT the policy
 * is issued in the same transaction.
 */
export async function applyGatewayResponse(
  db: Db,
  opts: {
    fields: GatewayFields;
    gateway: GatewayConfig;
    publicUrl: string;
    via: "browser" | "notification";
    ip?: string;
    log?: FastifyBaseLogger;
    onAccepted: AcceptedPaymentCompletes;
  },
): Promise<{ payment: Payment; policy: Policy | null; product: string }> {
  const f = opts.fields;
  const reject = async (reason: string) => {
    await recordAudit(db, {
      event: "payment_response_rejected",
      ip: opts.ip,
      details: { reason, via: opts.via, reference: f.req_reference_number?.slice(0, 60) },
    });
    return new HttpError(400, UNVERIFIED);
  };
  if (!hasValidSignature(f, opts.gateway.secretKey, RESPONSE_SIGNED_FIELDS)) {
    const { via, ip, log } = opts;
    await auditUnverifiedAnswer(db, log, { reason: "bad_signature", via, ip, reference: f.req_reference_number });
    throw new HttpError(400, UNVERIFIED);
  }
  const decision = f.decision as Decision;
  if (!DECISIONS.includes(decision)) throw await reject("unknown_decision");

  // Rejections found inside the transaction are recorded after it has rolled back.
  class Rejected extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const payment = await lockPaymentByReference(tx, f.req_reference_number ?? "");
      if (!payment || payment.transactionUuid !== f.req_transaction_uuid) throw new Rejected("unknown_reference");
      if (f.req_amount !== formatAmount(payment.amountFils) || f.req_currency !== payment.currency) {
        throw new Rejected("amount_mismatch");
      }
      const quotation = await lockQuotationForPayment(tx, payment.quotationId);
      if (!OPEN_STATUSES.has(payment.status)) {
        return { payment, policy: await existingPolicy(tx, payment), product: quotation.product };
      }
      const partial = decision === "ACCEPT" ? partialApproval(f, payment) : null;
      const status = partial
        ? PAYMENT_STATUS.PARTIAL
        : decision === "ACCEPT"
          ? await acceptedStatus(tx, quotation, payment)
          : STATUS_BY_DECISION[decision];
      const updated = await recordPaymentDecision(tx, payment.id, {
        status,
        decision,
        reasonCode: f.reason_code ?? null,
        message: partial ?? UNAPPLIED_MESSAGE[status] ?? f.message?.slice(0, 300) ?? null,
        transactionId: f.transaction_id || null,
        cardMasked: f.req_card_number ? f.req_card_number.slice(-8) : null,
        response: f,
        decidedAt: new Date(),
      });
      await recordAudit(tx, {
        event: `payment_${status}`,
        partnerId: quotation.partnerId,
        subjectType: "quotation",
        subjectId: String(quotation.id),
        ip: opts.ip,
        details: {
          transactionId: f.transaction_id,
          amountFils: payment.amountFils,
          via: opts.via,
          ...(partial ? { authAmount: f.auth_amount ?? null, reasonCode: f.reason_code ?? null } : {}),
        },
      });
      if (UNAPPLIED_MESSAGE[status] || partial) await notifyOwningPartner(tx, quotation, updated!);
      if (status === PAYMENT_STATUS.REFUND_DUE) await recordUnappliedPaymentRefund(tx, quotation, updated!);
      if (status !== PAYMENT_STATUS.ACCEPTED) return { payment: updated!, policy: null, product: quotation.product };
      await pauseAt("payment-accepted");
      // Who acted (decision 059): a payment the partner's user started from their shell is theirs, the user who made
      // the quotation payable (its last actor); a customer paying through a link, a renewal or an invitation is nobody.
      const user = PARTNER_CHANNELS.has(payment.channel as PaymentChannel) ? quotation.lastActedByUserId : null;
      await moveQuotation(tx, quotation.id, { event: "pay", by: "gateway", user });
      // An addition's members join the policy it changes; anything else is a policy of its own.
      const policy = quotation.changesPolicyId
        ? await joinPolicy(tx, { quotation, paymentId: payment.id, user })
        : await issuePolicy(tx, { quotation, paymentId: payment.id, user });
      await opts.onAccepted(tx, quotation, user, { id: updated!.id, decidedAt: updated!.decidedAt ?? new Date() });
      return { payment: updated!, policy, product: quotation.product };
    });
  } catch (err) {
    if (err instanceof Rejected) throw await reject(err.message);
    if (isUniqueViolation(err)) throw await reject("transaction_id_reused");
    throw err;
  }
}

async function amountDue(db: Db, quotation: Quotation) {
  const members = await listMembers(db, quotation.id);
  return (
    await quotationTotals(
      db,
      quotation,
      members.map((m) => m.premiumFils),
    )
  ).total;
}

const UNAPPLIED_MESSAGE: Record<string, string> = {
  [PAYMENT_STATUS.HELD]: PAYMENT_MESSAGES.held,
  [PAYMENT_STATUS.REFUND_DUE]: PAYMENT_MESSAGES.refundDue,
};

/** CyberSource's reason code for a full approval; 110 is a partial one, others approve with conditions. */
const FULL_APPROVAL_REASON = "100";

/**
 * An ACCEPT buys a policy only as a full approval of the whole amount: reason code 100 and a signed authorised amount
 * equal to what we asked for. Anything less (a partial approval, or no signed amount) is recorded, never issued, and
 * the customer told what happened.
 */
function partialApproval(f: GatewayFields, payment: Payment): string | null {
  const due = formatAmount(payment.amountFils);
  if (f.reason_code === FULL_APPROVAL_REASON && isSigned(f, "auth_amount") && f.auth_amount === due) return null;
  const approved = /^\d+(\.\d{1,2})?$/.test(f.auth_amount ?? "") ? `AED ${f.auth_amount}` : "less than the amount";
  return PAYMENT_MESSAGES.partial(approved, `AED ${due}`);
}

/**
 * The bank took the money; it buys the policy only if the quotation is still the one that was priced when the
 * attempt started, and nothing has bought it yet. Otherwise the money is recorded for an operator to apply or
 * refund, never silently dropped: a quotation that already has its policy, or a renewal whose policy was already
 * renewed, is always "refund due", whatever its status says.
 */
async function acceptedStatus(tx: Db, quotation: Quotation, payment: Payment) {
  if (isPaid(quotation)) return PAYMENT_STATUS.REFUND_DUE;
  if (await policyAlreadyIssuedFor(tx, quotation)) return PAYMENT_STATUS.REFUND_DUE;
  if (!(await additionCanJoin(tx, quotation))) return PAYMENT_STATUS.REFUND_DUE;
  // A renewal's policy marks its parent renewed: a parent cancelled since the payment started is not, so the money
  // waits for an operator (the parent's row is locked, see lockQuotationForPayment).
  if (quotation.parentPolicyId && !(await parentRenewable(tx, quotation.parentPolicyId))) return PAYMENT_STATUS.HELD;
  if (quotation.status !== "finalized") return PAYMENT_STATUS.HELD;
  if ((await amountDue(tx, quotation)) !== payment.amountFils) return PAYMENT_STATUS.HELD;
  return PAYMENT_STATUS.ACCEPTED;
}

const parentRenewable = async (tx: Db, parentPolicyId: number) =>
  nextPolicyState((await parentPolicyStatus(tx, parentPolicyId)) ?? "", "renew", "system").ok;

/** A customer's own renewal has no partner on it: the parent policy's partner looks after the customer. */
const owningPartnerId = async (tx: Db, quotation: Quotation) =>
  quotation.partnerId ?? (quotation.parentPolicyId ? await parentPolicyPartnerId(tx, quotation.parentPolicyId) : null);

async function notifyOwningPartner(tx: Db, quotation: Quotation, payment: Payment) {
  const partnerId = await owningPartnerId(tx, quotation);
  const partner = partnerId ? await findPartnerById(tx, partnerId) : undefined;
  if (partner) await enqueueMail(tx, paymentAttentionMail(partner, quotation, payment));
}

/** A second payment of a paid quotation joins the refunds due, once, for the partner who looks after the customer. */
async function recordUnappliedPaymentRefund(tx: Db, quotation: Quotation, payment: Payment) {
  await insertUnappliedPaymentRefund(tx, {
    paymentId: payment.id,
    partnerId: await owningPartnerId(tx, quotation),
    totalFils: payment.amountFils,
  });
}

const existingPolicy = async (db: Db, payment: Payment) =>
  (await policyPaidBy(db, payment.id)) ?? (await policyJoinedBy(db, payment.id));
