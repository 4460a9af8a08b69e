import {
  INVITATION_KINDS,
  INVITATION_MESSAGES,
  INVITATION_VALID_DAYS,
  type InvitationKind,
  type invitationCreateSchema,
  invitationKindOf,
  joinMobile,
  QUOTATION_STATUS,
  RENEWAL_CANCELLED_MESSAGE,
  renewalState,
  toIsoDate,
} from "@pp/domain";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import type { RecordScope } from "../../../db/record-scope";
import { badRequest, HttpError, notFound } from "../../../http/http-error";
import { withinMailQuota } from "../../../mail/daily-quota";
import { enqueueMail } from "../../../mail/outbox";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { ActingPartner } from "../../identity";
import { deletePaymentLink, insertPaymentLink } from "../../payment";
import { deleteGrantsOfInvitation, RENEWABLE_PRODUCT } from "../../renewal";
import { invitationMail } from "./invitation-mail";
import { findOwnedInvitationRow } from "./invitation-queries";
import {
  findPartnerPolicyByNumber,
  findPartnerQuotationByNumber,
  type Invitation,
  insertInvitation,
  lockPartnerInvitation,
  markInvitationCancelled,
  replaceInvitationSecret,
} from "./invitation-repository";

type CreateInput = z.output<typeof invitationCreateSchema>;
/** `invitationsPerDay`: the partner's daily number of invitations sent or resent. */
type Actor = { partner: ActingPartner; publicUrl: string; ip?: string; invitationsPerDay: number };

const quotaOf = (actor: Actor) => ({
  partnerId: actor.partner.id,
  kind: "invitations" as const,
  perDay: actor.invitationsPerDay,
  ip: actor.ip,
});

const referenceError = (message: string) => badRequest(message, { reference: [message] });
const validUntil = () => new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000);
const isPaid = (status: string) => status === QUOTATION_STATUS.PAID || status === QUOTATION_STATUS.POLICY_ISSUED;

/** The partner's own record the invitation leads to; another partner's number reads as "not found". */
async function resolveTarget(db: Db, partner: ActingPartner, kind: InvitationKind, reference: string) {
  const { product, target } = INVITATION_KINDS[kind];
  if (target === "quotation") {
    const q = await findPartnerQuotationByNumber(db, partner.scope, product, reference);
    if (!q) throw referenceError(INVITATION_MESSAGES.quotationNotFound);
    if (isPaid(q.status)) throw referenceError(INVITATION_MESSAGES.quotationPaid);
    if (q.status !== QUOTATION_STATUS.FINALIZED) throw referenceError(INVITATION_MESSAGES.quotationNotFinalized);
    return { quotationId: q.id, policyId: null, reference: q.quotationNo };
  }
  if (target === "policy") {
    const p = await findPartnerPolicyByNumber(db, partner.scope, RENEWABLE_PRODUCT, reference);
    if (!p) throw referenceError(INVITATION_MESSAGES.policyNotFound);
    const { state } = renewalState(p, toIsoDate(new Date()));
    if (state === "cancelled") throw referenceError(RENEWAL_CANCELLED_MESSAGE);
    if (state !== "due") throw referenceError(INVITATION_MESSAGES.policyNotDue);
    return { quotationId: null, policyId: p.id, reference: p.policyNo };
  }
  if (target === "site_policy") return { quotationId: null, policyId: null, reference: reference.toUpperCase() };
  return { quotationId: null, policyId: null, reference: null };
}

/**
 * Issues the link: a quotation invitation's secret is also the payment link of that quotation (one secret, one
 * expiry), so the customer pays on the existing pay page and a cancel or resend ends that link too.
 */
async function issueLink(tx: Db, actor: Actor, invitation: Invitation, token: string) {
  const { quotationId } = invitation;
  // The invitation's secret also opens the pay page of its quotation, until the invitation expires.
  if (quotationId)
    await insertPaymentLink(tx, {
      tokenHash: invitation.tokenHash,
      quotationId,
      expiresAt: invitation.expiresAt,
      user: actor.partner.scope.actingUserId,
    });
  const kind = invitationKindOf(invitation.product, invitation.journey)!;
  await enqueueMail(
    tx,
    invitationMail({
      key: `invitation-sent:${invitation.id}:${invitation.tokenHash.slice(0, 16)}`,
      kind,
      partnerName: actor.partner.name,
      partnerEmail: actor.partner.email,
      recipientName: invitation.recipientName,
      recipientEmail: invitation.recipientEmail,
      reference: invitation.reference,
      link: `${actor.publicUrl}/invite/${token}`,
      token,
    }),
  );
}

export async function createInvitation(db: Db, actor: Actor, input: CreateInput) {
  const { product, journey } = INVITATION_KINDS[input.kind];
  const target = await resolveTarget(db, actor.partner, input.kind, input.reference);
  const token = newSecretToken();
  const id = await withinMailQuota(db, quotaOf(actor), async (tx) => {
    const invitation = await insertInvitation(
      tx,
      {
        partnerId: actor.partner.id,
        product,
        journey,
        recipientName: input.name,
        recipientEmail: input.email,
        recipientMobile: joinMobile(input.mobile_prefix, input.mobile_number),
        ...target,
        tokenHash: hashToken(token),
        expiresAt: validUntil(),
      },
      actor.partner.scope.actingUserId,
    );
    await issueLink(tx, actor, invitation, token);
    await recordAudit(tx, {
      event: "invitation_sent",
      partnerId: actor.partner.id,
      subjectType: "invitation",
      subjectId: String(invitation.id),
      ip: actor.ip,
      details: { kind: input.kind },
    });
    return invitation.id;
  });
  return (await findOwnedInvitationRow(db, id, actor.partner.scope))!;
}

/** The partner's invitation that is still open (not completed, not cancelled), locked for the change. */
async function openInvitation(tx: Db, id: number, scope: RecordScope) {
  const row = await lockPartnerInvitation(tx, id, scope);
  if (!row) throw notFound(INVITATION_MESSAGES.notFound);
  if (row.completedAt || row.cancelledAt) throw new HttpError(409, INVITATION_MESSAGES.notOpen);
  return row;
}

/** A new link (the old one stops working) with a fresh validity period, e-mailed again. */
export async function resendInvitation(db: Db, actor: Actor, id: number) {
  const token = newSecretToken();
  await withinMailQuota(db, quotaOf(actor), async (tx) => {
    const old = await openInvitation(tx, id, actor.partner.scope);
    // The payment link of the old secret goes.
    await deletePaymentLink(tx, old.tokenHash);
    const renewed = await replaceInvitationSecret(tx, old, {
      tokenHash: hashToken(token),
      expiresAt: validUntil(),
      user: actor.partner.scope.actingUserId,
    });
    await issueLink(tx, actor, renewed, token);
    await recordAudit(tx, {
      event: "invitation_resent",
      partnerId: actor.partner.id,
      subjectType: "invitation",
      subjectId: String(id),
      ip: actor.ip,
    });
  });
  return (await findOwnedInvitationRow(db, id, actor.partner.scope))!;
}

/** The link, its payment link and any renewal it opened stop working at once. */
export async function cancelInvitation(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const row = await openInvitation(tx, id, actor.partner.scope);
    await markInvitationCancelled(tx, row, actor.partner.scope.actingUserId);
    await deletePaymentLink(tx, row.tokenHash);
    await deleteGrantsOfInvitation(tx, row.id);
    await recordAudit(tx, {
      event: "invitation_cancelled",
      partnerId: actor.partner.id,
      subjectType: "invitation",
      subjectId: String(id),
      ip: actor.ip,
    });
  });
  return (await findOwnedInvitationRow(db, id, actor.partner.scope))!;
}
