import { randomUUID } from "node:crypto";
import {
  addDays,
  asJourneyProduct,
  isJourneyProduct,
  PRODUCT_PLAN_NAMES,
  planTitle,
  productTotals,
  QUOTATION_VALIDITY_DAYS,
  quotationMailSent,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { refuseWhenQuotaUsed, withinMailQuota } from "../../../mail/daily-quota";
import { dear } from "../../../mail/mail-words";
import { enqueueMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import { type DisclosureConfig, documentDisclosureOf } from "../../../pdf/document-disclosure";
import { planBenefitCells } from "../../../pdf/plan-benefit-cells";
import type { CpuPool } from "../../../process/cpu-pool";
import type { FileStorage } from "../../../storage/file-storage";
import type { ActingPartner } from "../../identity";
import { listMembers } from "../members/member-repository";
import { findPlan } from "../plans/plan-repository";
import { planView } from "../plans/plan-service";
import { quotationSubject } from "./quotation-mail";
import { findOwnedQuotation, type Quotation } from "./quotation-repository";

const NO_MEMBERS = /*i18n*/ {
  id: "answer.quotationPdf.noMembers",
  message: "Add at least one member: a quotation prices the people it covers.",
};
const NOT_QUOTABLE = /*i18n*/ {
  id: "answer.quotationPdf.notQuotable",
  message: "Only an application of the portal's own journeys has a quotation to send.",
};

/** The members a quotation prices, or a 409 that says why it has nothing to quote. */
async function quotedMembers(db: Db, q: Quotation) {
  if (!isJourneyProduct(q.product)) throw new HttpError(409, NOT_QUOTABLE);
  const members = await listMembers(db, q.id);
  if (members.length === 0) throw new HttpError(409, NO_MEMBERS);
  return members;
}

/** The quotation's PDF as of now: its members, the plan, today's premiums, valid for QUOTATION_VALIDITY_DAYS days. */
async function renderQuotation(db: Db, q: Quotation, opts: QuotationPdfOpts) {
  const { partner, config } = opts;
  const [members, plan] = await Promise.all([quotedMembers(db, q), q.planCode ? findPlan(db, q.planCode) : undefined]);
  const totals = productTotals(
    q.product,
    members.map((m) => m.premiumFils),
  );
  const today = toIsoDate(new Date());
  return opts.cpu.run("quotationPdf", {
    partnerName: partner.name,
    quotationNo: q.quotationNo,
    quotedOn: today,
    validUntil: addDays(today, QUOTATION_VALIDITY_DAYS),
    plan: planTitle(asJourneyProduct(q.product), plan?.name),
    tpaId: q.tpaId,
    sponsorName: q.sponsorName,
    sponsorEmail: q.sponsorEmail,
    sponsorMobile: q.sponsorMobile,
    members: members.map((m) => ({
      name: `${m.firstName} ${m.familyName}`,
      memberType: m.memberType,
      dateOfBirth: m.dateOfBirth,
      gender: m.gender,
      premiumFils: m.premiumFils,
    })),
    premiumFils: totals.subtotal,
    vatFils: totals.vat,
    totalFils: totals.total,
    benefits: plan ? planBenefitCells(planView(plan)) : [],
    disclosure: documentDisclosureOf(config, partner),
  });
}

/** Whose quotation, what its documents disclose, and the CPU pool that draws it. */
type QuotationPdfOpts = { partner: ActingPartner; quotationId: number; config: DisclosureConfig; cpu: CpuPool };

export async function quotationPdfFor(db: Db, opts: QuotationPdfOpts) {
  const q = await findOwnedQuotation(db, opts.quotationId, opts.partner.scope);
  return { quotationNo: q.quotationNo, pdf: await renderQuotation(db, q, opts) };
}

/**
 * E-mails the quotation's PDF to the sponsor through the outbox, counted against the partner's daily quota. The PDF
 * is rendered now and stored, so the mail carries the quotation as it was sent, whatever changes after; a failed
 * write removes the stored file again.
 */
export async function mailQuotation(
  db: Db,
  storage: FileStorage,
  opts: QuotationPdfOpts & { perDay: number; ip?: string },
) {
  const q = await findOwnedQuotation(db, opts.quotationId, opts.partner.scope);
  const quota = { partnerId: opts.partner.id, kind: "quotations" as const, perDay: opts.perDay, ip: opts.ip };
  await quotedMembers(db, q);
  await refuseWhenQuotaUsed(db, quota);
  const pdf = await renderQuotation(db, q, opts);
  const storageKey = `quotations/${q.id}/quotation-${randomUUID()}.pdf`;
  await storage.put(storageKey, pdf);
  const product = PRODUCT_PLAN_NAMES[asJourneyProduct(q.product)].mail;
  const { quotationNo } = q;
  const partner = opts.partner.name;
  try {
    await withinMailQuota(db, quota, async (tx) => {
      await enqueueMail(tx, {
        key: `quotation-pdf:${storageKey}`,
        to: q.sponsorEmail,
        subject: quotationSubject(product, quotationNo),
        content: {
          preview: /*i18n*/ {
            id: "mail.quotationPdf.preview",
            message: "Your quotation {quotationNo}, valid for {days, plural, one {# day} other {# days}}, is attached.",
            values: { quotationNo, days: QUOTATION_VALIDITY_DAYS },
          },
          greeting: dear(q.sponsorName),
          intro: [
            /*i18n*/ {
              id: "mail.quotationPdf.prepared",
              message: "{partner} has prepared the attached quotation {quotationNo} for your {product}.",
              values: { partner, quotationNo, product },
            },
            /*i18n*/ {
              id: "mail.quotationPdf.holds",
              message: "It holds for {days, plural, one {# day} other {# days}} for the members and the plan it lists.",
              values: { days: QUOTATION_VALIDITY_DAYS },
            },
          ],
          action: {
            label: /*i18n*/ {
              id: "mail.quotationPdf.reply",
              message: "Reply to {partner} to go ahead",
              values: { partner },
            },
            url: `mailto:${opts.partner.email}?subject=${encodeURIComponent(`Quotation ${q.quotationNo}`)}`,
          },
          outro: [
            /*i18n*/ {
              id: "mail.quotationPdf.partnerCompletes",
              message: "Your insurance partner will complete the application with you.",
            },
          ],
          contact: partnerContact(opts.partner),
        },
        attachments: [{ filename: `Quotation-${q.quotationNo}.pdf`, storageKey, contentType: "application/pdf" }],
      });
      await recordAudit(tx, {
        event: "quotation_mailed",
        partnerId: opts.partner.id,
        subjectType: "quotation",
        subjectId: String(q.id),
        ip: opts.ip,
      });
    });
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
  return { message: quotationMailSent(q.sponsorEmail) };
}
