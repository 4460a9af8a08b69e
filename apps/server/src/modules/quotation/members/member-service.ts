import { MAX_QUOTATION_MEMBERS, type MemberEntry, type Planfor, tooManyMembersMessage } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound } from "../../../http/http-error";
import type { ActingPartner } from "../../identity";
import { findOwnedQuotation, lockQuotation } from "../quotations/quotation-repository";
import { assertEditable, markEdited, partnerActor } from "../quotations/quotation-service";
import { quotationTotals } from "../quotations/quotation-totals";
import { premiumFor } from "./member-pricing";
import {
  deleteMemberOf,
  insertMember,
  listMembers,
  memberColumns,
  memberView,
  updateMemberOf,
} from "./member-repository";

/** The members with their premiums and the quotation's totals (premium, VAT, amount due). */
export async function membersWithTotals(db: Db, quotation: Parameters<typeof quotationTotals>[1] & { id: number }) {
  const members = (await listMembers(db, quotation.id)).map(memberView);
  return {
    members,
    totals: await quotationTotals(
      db,
      quotation,
      members.map((m) => m.premium_fils),
    ),
  };
}

/**
 * The quotation's TPA and plan as they are now, its row locked until the edit commits: a member priced while another
 * request changes the TPA or the plan is priced under the new one, never the one read before.
 */
async function pricingOf(tx: Db, quotationId: number) {
  const current = await lockQuotation(tx, quotationId);
  if (!current) throw notFound(NOT_FOUND_ANSWERS.quotation);
  return current;
}

type MemberOpts = { partner: ActingPartner; quotationId: number; ip?: string };

async function editableQuotation(db: Db, opts: MemberOpts) {
  const q = await findOwnedQuotation(db, opts.quotationId, opts.partner.scope);
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

/** Members may be added while the quotation stays within what its kind of plan holds. */
async function assertRoomFor(db: Db, quotation: { id: number; planfor: number }, adding: number) {
  const max = MAX_QUOTATION_MEMBERS[quotation.planfor as Planfor];
  if ((await listMembers(db, quotation.id)).length + adding > max) throw new HttpError(400, tooManyMembersMessage(max));
}

export async function addMember(db: Db, opts: MemberOpts & { member: MemberEntry }) {
  return addMembers(db, { ...opts, members: [opts.member] });
}

/**
 * Adds members in one transaction, all or none (a census's rows), each priced under the quotation's locked pricing;
 * members who share a rate key are priced from one look-up.
 */
export async function addMembers(db: Db, opts: MemberOpts & { members: readonly MemberEntry[] }) {
  const q = await editableQuotation(db, opts);
  await db.transaction(async (tx) => {
    const pricing = await pricingOf(tx, q.id);
    // Counted under the quotation's lock, so two batches racing cannot pass the limit together.
    await assertRoomFor(tx, q, opts.members.length);
    const premiums = new Map<string, number>();
    for (const member of opts.members) {
      const columns = memberColumns(member);
      const key = `${columns.gender}|${columns.maritalStatus}|${columns.dateOfBirth}`;
      const premiumFils = premiums.get(key) ?? (await premiumFor(tx, pricing, columns));
      premiums.set(key, premiumFils);
      const memberId = await insertMember(tx, { quotationId: q.id, ...columns, premiumFils });
      await audit(tx, opts, "member_added", memberId);
    }
    await markEdited(tx, q.id, {}, partnerActor(opts.partner));
  });
  return membersWithTotals(db, q);
}

export async function updateMember(db: Db, opts: MemberOpts & { memberId: number; member: MemberEntry }) {
  const q = await editableQuotation(db, opts);
  const columns = memberColumns(opts.member);
  await db.transaction(async (tx) => {
    const premiumFils = await premiumFor(tx, await pricingOf(tx, q.id), columns);
    if (!(await updateMemberOf(tx, q.id, opts.memberId, { ...columns, premiumFils })))
      throw notFound(NOT_FOUND_ANSWERS.member);
    await markEdited(tx, q.id, {}, partnerActor(opts.partner));
    await audit(tx, opts, "member_updated", opts.memberId);
  });
  return membersWithTotals(db, q);
}

export async function removeMember(db: Db, opts: MemberOpts & { memberId: number }) {
  const q = await editableQuotation(db, opts);
  await db.transaction(async (tx) => {
    if (!(await deleteMemberOf(tx, q.id, opts.memberId))) throw notFound(NOT_FOUND_ANSWERS.member);
    await markEdited(tx, q.id, {}, partnerActor(opts.partner));
    await audit(tx, opts, "member_removed", opts.memberId);
  });
  return membersWithTotals(db, q);
}
