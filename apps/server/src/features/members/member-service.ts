import { type MemberForm, quoteTotals } from "@pp/domain";
import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { documents, quotationMembers } from "../../db/schema";
import { HttpError, notFound } from "../../http/http-error";
import type { Partner } from "../partners/partner-repository";
import { findOwnedQuotation } from "../quotations/quotation-repository";
import { assertEditable, markEdited } from "../quotations/quotation-service";
import { premiumFor } from "./member-pricing";
import { listMembers, memberColumns, memberView } from "./member-repository";

export const MEMBER_NOT_FOUND = "Member not found.";
export const MAX_MEMBERS = 50;

/** The members with their premiums and the quotation's totals (premium, 5% VAT, amount due). */
export async function membersWithTotals(db: Db, quotationId: number) {
  const members = (await listMembers(db, quotationId)).map(memberView);
  return { members, totals: quoteTotals(members.map((m) => m.premium_fils)) };
}

type MemberOpts = { partner: Partner; quotationId: number; ip?: string };

async function editableQuotation(db: Db, opts: MemberOpts) {
  const q = await findOwnedQuotation(db, opts.quotationId, opts.partner.id);
  assertEditable(q);
  return q;
}

const audit = (db: Db, opts: MemberOpts, event: string, memberId: number) =>
  recordAudit(db, {
    event,
    partnerId: opts.partner.id,
    subjectType: "quotation",
    subjectId: String(opts.quotationId),
    ip: opts.ip,
    details: { memberId },
  });

export async function addMember(db: Db, opts: MemberOpts & { member: MemberForm }) {
  const q = await editableQuotation(db, opts);
  if ((await listMembers(db, q.id)).length >= MAX_MEMBERS) {
    throw new HttpError(
      400,
      `A quotation can hold at most ${MAX_MEMBERS} members. Start another application for the others.`,
    );
  }
  const columns = memberColumns(opts.member);
  const premiumFils = await premiumFor(db, q, columns);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotationMembers)
      .values({ quotationId: q.id, ...columns, premiumFils })
      .returning({ id: quotationMembers.id });
    await markEdited(tx, q.id);
    await audit(tx, opts, "member_added", row!.id);
  });
  return membersWithTotals(db, q.id);
}

export async function updateMember(db: Db, opts: MemberOpts & { memberId: number; member: MemberForm }) {
  const q = await editableQuotation(db, opts);
  const columns = memberColumns(opts.member);
  const premiumFils = await premiumFor(db, q, columns);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(quotationMembers)
      .set({ ...columns, premiumFils, updatedAt: new Date() })
      .where(and(eq(quotationMembers.id, opts.memberId), eq(quotationMembers.quotationId, q.id)))
      .returning({ id: quotationMembers.id });
    if (updated.length === 0) throw notFound(MEMBER_NOT_FOUND);
    await markEdited(tx, q.id);
    await audit(tx, opts, "member_updated", opts.memberId);
  });
  return membersWithTotals(db, q.id);
}

export async function removeMember(db: Db, opts: MemberOpts & { memberId: number }) {
  const q = await editableQuotation(db, opts);
  await db.transaction(async (tx) => {
    // The removed member's documents stay for the audit trail but are no longer anyone's current document.
    await tx
      .update(documents)
      .set({ replacedAt: new Date() })
      .where(and(eq(documents.quotationId, q.id), eq(documents.memberId, opts.memberId), isNull(documents.replacedAt)));
    const removed = await tx
      .delete(quotationMembers)
      .where(and(eq(quotationMembers.id, opts.memberId), eq(quotationMembers.quotationId, q.id)))
      .returning({ id: quotationMembers.id });
    if (removed.length === 0) throw notFound(MEMBER_NOT_FOUND);
    await markEdited(tx, q.id);
    await audit(tx, opts, "member_removed", opts.memberId);
  });
  return membersWithTotals(db, q.id);
}
