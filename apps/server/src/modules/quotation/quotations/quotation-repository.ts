import {
  deriveEntityType,
  isJourneyProduct,
  type LifecycleActor,
  nextQuotationState,
  PLANFOR,
  PRODUCT_CATEGORIES,
  QUOTATION_INITIAL_STATE,
  QUOTATION_STATUS,
  type QuotationEvent,
  type QuotationStatus,
  recipientTrn,
  SPONSOR_TYPE,
  type SponsorPayload,
  type SponsorRecord,
  storedTpa,
} from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { quotations } from "../../../db/schema";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { notFound } from "../../../http/http-error";
import { refusedTransition } from "../../../http/refused-transition";

export type Quotation = typeof quotations.$inferSelect;
type NewQuotation = typeof quotations.$inferInsert;

/** Any quotation by id, for a caller whose right to it was proven otherwise (an applicant's link). */
export async function findQuotationById(db: Db, id: number): Promise<Quotation | undefined> {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  return row;
}

/**
 * A quotation of another partner, or one the user's role does not see (decision 059), answers exactly like one that
 * does not exist.
 */
export async function findOwnedQuotation(db: Db, id: number, scope: RecordScope): Promise<Quotation> {
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), inScope(quotations, scope)));
  if (!row) throw notFound(NOT_FOUND_ANSWERS.quotation);
  return row;
}

/**
 * The sponsor as stored, under the payload's names (what step 1 shows on Previous). The category and the TPA
 * are the portal's: a PA or Term sale, reported by its site (stored with its site's category and TPA 0), has neither.
 */
export function sponsorRecordOf(q: Quotation): SponsorRecord {
  return {
    quotationId: q.id,
    productCategory: isJourneyProduct(q.product) ? PRODUCT_CATEGORIES[q.product] : null,
    planfor: q.planfor as SponsorRecord["planfor"],
    // An individual stored without a type (a site's report) counts as an expatriate, as the UID rule does.
    documentType:
      q.planfor === PLANFOR.COMPANY
        ? null
        : ((q.sponsorType ?? SPONSOR_TYPE.EXPATRIATE) as SponsorRecord["documentType"]),
    sponsorName: q.sponsorName,
    sponsorMobile: q.sponsorMobile,
    sponsorEmail: q.sponsorEmail,
    gender: (q.sponsorGender ?? null) as SponsorRecord["gender"],
    sponsorDate: q.sponsorDate,
    sponsorFileNumber: q.sponsorFileNumber,
    sponsorAddress: q.sponsorAddress,
    sponsorTrn: q.sponsorTrn,
    tpaId: storedTpa(q.tpaId),
  };
}

/** Columns written from a validated sponsor payload. */
export function sponsorColumns(p: SponsorPayload) {
  const { planfor } = p;
  // An individual's type is required by the payload's rules; a company has none.
  const documentType = planfor === PLANFOR.COMPANY ? null : (p.documentType ?? null);
  return {
    planfor,
    sponsorType: documentType,
    // The column keeps the packed DHPO value the table was created with (decision 057); nothing reads it.
    entityType: deriveEntityType(planfor, documentType),
    sponsorName: p.sponsorName,
    sponsorMobile: p.sponsorMobile,
    sponsorEmail: p.sponsorEmail,
    sponsorGender: p.gender ?? null,
    sponsorDate: p.sponsorDate,
    sponsorFileNumber: p.sponsorFileNumber,
    // Optional: empty is none. The payload's rules let only a company give a TRN.
    sponsorAddress: p.sponsorAddress || null,
    sponsorTrn: planfor === PLANFOR.COMPANY ? recipientTrn(p.sponsorTrn, p.sponsorFileNumber) : null,
    tpaId: p.tpaId,
  };
}

/** One of the quotations the user sees by its readable number; undefined for another partner's or one out of scope. */
export async function findOwnedQuotationByNumber(db: Db, quotationNo: string, scope: RecordScope) {
  const [quotation] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.quotationNo, quotationNo), inScope(quotations, scope)));
  return quotation;
}

/** The next number of the quotation sequence that every journey shares. */
export async function nextQuotationSequence(tx: Db) {
  const seq = await tx.execute(sql`select nextval('quotation_number_seq') as n`);
  return Number((seq as unknown as { rows: { n: string }[] }).rows[0]!.n);
}

/**
 * Who did what (decision 059): the writer names the partner's user who created the quotation and the one acting now,
 * null for nobody of the partner (a customer, the gateway, the underwriter, the system).
 */
type ActingUsers = { createdByUserId: number | null; lastActedByUserId: number | null };

/** A new quotation, in the lifecycle's first state (its status is never chosen by the caller). */
export async function insertQuotation(tx: Db, values: Omit<NewQuotation, "status"> & ActingUsers) {
  const [row] = await tx
    .insert(quotations)
    .values({ ...values, status: QUOTATION_INITIAL_STATE })
    .returning();
  return row!;
}

/**
 * The one write of a quotation's status (decision 052): `by` causes `event`, and the lifecycle decides the new state
 * from the row's state as it is now, read under the row's lock (not as the caller read it earlier), so a payment or
 * a decision that landed meanwhile is seen and the change refused with the lifecycle's reason. `changes` are written
 * with it, given the state it left. The write keeps `status = <the state read>` as its condition.
 */
export async function moveQuotation(
  tx: Db,
  id: number,
  move: { event: QuotationEvent; by: LifecycleActor; user: number | null },
  changes:
    | Omit<Partial<NewQuotation>, "status">
    | ((from: QuotationStatus) => Omit<Partial<NewQuotation>, "status">) = {},
): Promise<QuotationStatus> {
  const [row] = await tx
    .select({ status: quotations.status })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for("update");
  if (!row) throw notFound(NOT_FOUND_ANSWERS.quotation);
  const next = nextQuotationState(row.status, move.event, move.by);
  if (!next.ok) throw refusedTransition(next.refusal);
  const from = row.status as QuotationStatus;
  await tx
    .update(quotations)
    .set({
      ...(typeof changes === "function" ? changes(from) : changes),
      status: next.state,
      lastActedByUserId: move.user,
      updatedAt: new Date(),
    })
    .where(and(eq(quotations.id, id), eq(quotations.status, from)));
  return next.state;
}

/** The partner's quotation first made with this Idempotency-Key. */
export async function findByIdempotencyKey(db: Db, partnerId: number, key: string) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.partnerId, partnerId), eq(quotations.idempotencyKey, key)));
  return row;
}

/** The quotation, its row locked until `tx` ends. */
export async function lockQuotation(tx: Db, id: number) {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for("update");
  return row;
}

/**
 * Writes an edit as the lifecycle's "edit": refused once the quotation is paid, issued or declined (as the row is now,
 * not as the edit read it); an application past draft (finalized, or with the underwriter) goes back to draft, its
 * finalizing and any accepted terms undone.
 */
export async function writeEditReopening(
  tx: Db,
  quotationId: number,
  set: Omit<Partial<NewQuotation>, "status">,
  by: LifecycleActor,
  user: number | null,
) {
  await moveQuotation(tx, quotationId, { event: "edit", by, user }, (from) => ({
    ...set,
    ...(from === QUOTATION_STATUS.DRAFT ? {} : { finalizedAt: null }),
    termsAcceptedAt: null,
  }));
}

export async function setLastVisitedPage(db: Db, quotationId: number, page: string) {
  await db.update(quotations).set({ lastVisitedPage: page }).where(eq(quotations.id, quotationId));
}

/** The quotation the user sees with this number, e-mail and (normalised) mobile, all three matching. */
export async function findPartnerQuotationByContact(
  db: Db,
  scope: RecordScope,
  contact: { quotationNo: string; email: string; mobile: string },
) {
  const [row] = await db
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.quotationNo, contact.quotationNo),
        inScope(quotations, scope),
        eq(quotations.sponsorEmail, contact.email),
        eq(quotations.sponsorMobile, contact.mobile),
      ),
    );
  return row;
}
