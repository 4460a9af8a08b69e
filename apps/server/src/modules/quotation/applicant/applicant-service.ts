import { createHash } from "node:crypto";
import {
  APPLICANT_LINK_MESSAGES,
  APPLICANT_LINK_VALID_DAYS,
  APPLICANT_PAGE_SEGMENT,
  type ApplicantSignRequest,
  type DeclarationDetailsRequest,
  type DeclarationRequest,
  type DeclarationResponse,
  OPEN_QUOTATION_STATUSES,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { withinMailQuota } from "../../../mail/daily-quota";
import { enqueueMail } from "../../../mail/outbox";
import { hashToken, newSecretToken } from "../../../security/tokens";
import { type ActingPartner, findPartnerById } from "../../identity";
import {
  asksDeclaration,
  declarationOf,
  writeDeclaration,
  writeDeclarationDetails,
} from "../declaration/declaration-service";
import { findPlan } from "../plans/plan-repository";
import { findOwnedQuotation, findQuotationById, type Quotation } from "../quotations/quotation-repository";
import { applicantLinkMail } from "./applicant-mail";
import {
  type ApplicantLink,
  findLinkByTokenHash,
  latestLinkOf,
  markOpened,
  recordSignature,
  replaceLink,
} from "./applicant-repository";

/** The declaration can be given or changed while the application is open; after that the link stops working. */
const isOpen = (q: Quotation) => (OPEN_QUOTATION_STATUSES as readonly string[]).includes(q.status);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The SHA-256 of a declaration as it stands: what a signature covers. */
const declarationHash = (d: DeclarationResponse) =>
  createHash("sha256")
    .update(JSON.stringify({ questions: d.questions, members: d.members }))
    .digest("hex");

async function statusOf(db: Db, q: Quotation) {
  const link = await latestLinkOf(db, q.id);
  if (!link) return { link: null };
  const current = link.signedHash ? declarationHash(await declarationOf(db, q.id)) === link.signedHash : false;
  return {
    link: {
      sent_to: link.sentTo,
      sent_at: link.createdAt.toISOString(),
      expires_at: link.expiresAt.toISOString(),
      opened_at: iso(link.openedAt),
      signature:
        link.signedAt && link.signedName ? { name: link.signedName, signed_at: link.signedAt.toISOString() } : null,
      signature_current: current,
    },
  };
}

async function declaringQuotation(db: Db, partner: ActingPartner, quotationId: number) {
  const q = await findOwnedQuotation(db, quotationId, partner.scope);
  if (!asksDeclaration(q) || !isOpen(q)) throw new HttpError(409, APPLICANT_LINK_MESSAGES.notDeclaring);
  return q;
}

/** The partner's view of the applicant's side: link sent, opened, signed, and whether the signature still holds. */
export async function applicantLinkStatus(db: Db, partner: ActingPartner, quotationId: number) {
  return statusOf(db, await findOwnedQuotation(db, quotationId, partner.scope));
}

/**
 * Sends the applicant a new link to their application (the earlier one stops working), e-mailed to the sponsor's
 * address through the outbox and counted against the partner's daily quota of declaration links.
 */
export async function sendApplicantLink(
  db: Db,
  opts: { partner: ActingPartner; quotationId: number; publicUrl: string; perDay: number; ip?: string },
) {
  const q = await declaringQuotation(db, opts.partner, opts.quotationId);
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + APPLICANT_LINK_VALID_DAYS * 86_400_000);
  await withinMailQuota(
    db,
    { partnerId: opts.partner.id, kind: "applicant_links", perDay: opts.perDay, ip: opts.ip },
    async (tx) => {
      const link = await replaceLink(tx, {
        quotationId: q.id,
        tokenHash: hashToken(token),
        sentTo: q.sponsorEmail,
        sentBy: opts.partner.id,
        expiresAt,
      });
      await enqueueMail(
        tx,
        applicantLinkMail({
          partner: opts.partner,
          quotation: q,
          linkId: link.id,
          url: `${opts.publicUrl}/${APPLICANT_PAGE_SEGMENT}/${token}`,
          expiresAt,
        }),
      );
      await recordAudit(tx, {
        event: "applicant_link_sent",
        partnerId: opts.partner.id,
        subjectType: "quotation",
        subjectId: String(q.id),
        ip: opts.ip,
      });
    },
  );
  return { ...(await statusOf(db, q)), message: APPLICANT_LINK_MESSAGES.sent(q.sponsorEmail) };
}

/** The link's application, if the link still works: not replaced, not expired, the application still open. */
async function linkedApplication(db: Db, token: string): Promise<{ link: ApplicantLink; q: Quotation }> {
  const link = await findLinkByTokenHash(db, hashToken(token));
  const q =
    link && !link.revokedAt && link.expiresAt > new Date() ? await findQuotationById(db, link.quotationId) : null;
  if (!link || !q || !isOpen(q)) throw new HttpError(410, APPLICANT_LINK_MESSAGES.invalid);
  return { link, q };
}

/** The application as the applicant sees it; the first opening is recorded for the partner. */
export async function applicantApplication(db: Db, token: string) {
  const { link, q } = await linkedApplication(db, token);
  await markOpened(db, link.id);
  const [declaration, partner, plan] = await Promise.all([
    declarationOf(db, q.id),
    q.partnerId ? findPartnerById(db, q.partnerId) : undefined,
    q.planCode ? findPlan(db, q.planCode) : undefined,
  ]);
  return {
    quotation_no: q.quotationNo,
    sponsor_name: q.sponsorName,
    partner_name: partner?.name ?? "",
    plan_name: plan?.name ?? null,
    declaration,
    signature:
      link.signedAt && link.signedName ? { name: link.signedName, signed_at: link.signedAt.toISOString() } : null,
  };
}

async function unsignedApplication(db: Db, token: string) {
  const found = await linkedApplication(db, token);
  if (found.link.signedAt) throw new HttpError(409, APPLICANT_LINK_MESSAGES.signed);
  return found;
}

export async function applicantSaveDeclaration(db: Db, token: string, body: DeclarationRequest, ip?: string) {
  const { q } = await unsignedApplication(db, token);
  return writeDeclaration(db, q, { partnerId: null, userId: null, ip }, body);
}

export async function applicantSaveDetails(db: Db, token: string, body: DeclarationDetailsRequest, ip?: string) {
  const { q } = await unsignedApplication(db, token);
  return writeDeclarationDetails(db, q, { partnerId: null, userId: null, ip }, body);
}

/**
 * The applicant signs the declaration as it stands: complete, with their typed name and the consent; the time, the
 * address and the SHA-256 of what was signed are kept, so a later change shows as no longer signed.
 */
export async function applicantSign(db: Db, token: string, body: ApplicantSignRequest, ip?: string) {
  const { link, q } = await unsignedApplication(db, token);
  const declaration = await declarationOf(db, q.id);
  if (!declaration.complete) throw new HttpError(409, APPLICANT_LINK_MESSAGES.incomplete);
  const signed = await recordSignature(db, link.id, {
    signedName: body.name,
    signedIp: ip ?? null,
    signedHash: declarationHash(declaration),
  });
  if (!signed) throw new HttpError(409, APPLICANT_LINK_MESSAGES.signed);
  await recordAudit(db, {
    event: "applicant_declaration_signed",
    subjectType: "quotation",
    subjectId: String(q.id),
    ip,
    details: { name: body.name },
  });
  return applicantApplication(db, token);
}
