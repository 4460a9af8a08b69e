import { underwritingHold } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { withinMailQuota } from "../../../mail/daily-quota";
import { enqueueMail } from "../../../mail/outbox";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { ActingPartner } from "../../identity";
import { findOwnedQuotation, listMembers, type Quotation, quotationTotals } from "../../quotation";
import { PAYMENT_ANSWERS } from "../payment-answers";
import { NOT_FINALIZED } from "../payments/payment-service";
import { paymentLinkMail } from "./payment-link-mail";
import { findLinkQuotationId, findLiveLinkQuotation, insertPaymentLink } from "./payment-link-repository";

const PAYMENT_LINK_VALID_DAYS = 7;

/** E-mails the sponsor a link to pay the finalized quotation on the hosted payment page, no account needed. */
export async function sendPaymentLink(
  db: Db,
  opts: { partner: ActingPartner; quotationId: number; publicUrl: string; ip?: string; linksPerDay: number },
) {
  const q = await findOwnedQuotation(db, opts.quotationId, opts.partner.scope);
  if (q.status !== "finalized") throw new HttpError(409, underwritingHold(q.status) ?? NOT_FINALIZED);
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  const { total } = await quotationTotals(
    db,
    q,
    (await listMembers(db, q.id)).map((m) => m.premiumFils),
  );
  const quota = { partnerId: opts.partner.id, kind: "payment_links" as const, perDay: opts.linksPerDay, ip: opts.ip };
  await withinMailQuota(db, quota, async (tx) => {
    await insertPaymentLink(tx, {
      tokenHash,
      quotationId: q.id,
      expiresAt: new Date(Date.now() + PAYMENT_LINK_VALID_DAYS * 86_400_000),
      user: opts.partner.scope.actingUserId,
    });
    await enqueueMail(
      tx,
      paymentLinkMail({
        key: `payment-link:${tokenHash}`,
        quotation: q,
        partner: opts.partner,
        totalFils: total,
        days: PAYMENT_LINK_VALID_DAYS,
        link: `${opts.publicUrl}/pay/${token}`,
        token,
      }),
    );
    await recordAudit(tx, {
      event: "payment_link_sent",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(q.id),
      ip: opts.ip,
    });
  });
  return { message: PAYMENT_ANSWERS.linkSent(q.sponsorEmail) };
}

/** The quotation behind a live link, or a 404 that says what to do. */
export async function quotationForLink(db: Db, token: string): Promise<Quotation> {
  const quotation = await findLiveLinkQuotation(db, hashToken(token));
  if (!quotation) throw new HttpError(404, PAYMENT_ANSWERS.linkInvalid);
  return quotation;
}

/**
 * The quotation a link was issued for, expired or not (its holder may still look at the payment they made);
 * undefined once the link was withdrawn (an invitation cancelled or resent).
 */
export async function quotationIdOfLink(db: Db, token: string): Promise<number | undefined> {
  return findLinkQuotationId(db, hashToken(token));
}
