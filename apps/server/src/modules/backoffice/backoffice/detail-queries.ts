import { earliestEffectiveDate, isChangeable, storedTpa, TIMELINE_LABELS, toIsoDate } from "@pp/domain";
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { auditLog, documents, mailOutbox, payments, policies, policyMembers, quotations } from "../../../db/schema";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { notFound } from "../../../http/http-error";
import { policyLedgerView, taxDocumentsOf, versionsOf } from "../../policy";
import { asksDeclaration, declarationOf, findPlan, membersWithTotals, sponsorRecordOf } from "../../quotation";
import { REMINDER_DAYS, reminderMailKey } from "../../renewal";
import { lastActorName, soldByName } from "./list-filter-queries";

type TimelineEntry = { at: string; event: string; label: string; details: Record<string, unknown> | null };

/** What a policy's renewal adds to the renewed policy's story; the renewal is recorded on its own quotation. */
const RENEWAL_EVENTS = ["renewal_started", "policy_renewed"];

/**
 * The quotation's story from the audit trail, with the e-mails written for it (sent or waiting),
 * and the start and issue of each renewal of its policies.
 */
async function timeline(db: Db, quotationId: number, policyIds: number[]): Promise<TimelineEntry[]> {
  const renewals =
    policyIds.length > 0
      ? await db.select({ id: quotations.id }).from(quotations).where(inArray(quotations.parentPolicyId, policyIds))
      : [];
  const renewalIds = new Set(renewals.map((r) => String(r.id)));
  const [subjectEvents, mails] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, "quotation"), inArray(auditLog.subjectId, [String(quotationId), ...renewalIds])),
      )
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
    db
      .select()
      .from(mailOutbox)
      .where(
        inArray(mailOutbox.idempotencyKey, [
          `quotation-created:${quotationId}`,
          ...policyIds.flatMap((id) => [
            `policy-issued:${id}`,
            ...REMINDER_DAYS.map((days) => reminderMailKey(id, days)),
          ]),
        ]),
      ),
  ]);
  // Of a renewal's own story, only its start and its issue belong to the renewed policy's.
  const events = subjectEvents.filter((e) => !renewalIds.has(e.subjectId ?? "") || RENEWAL_EVENTS.includes(e.event));
  const entries: TimelineEntry[] = [
    ...events.map((e) => ({
      at: e.at.toISOString(),
      event: e.event,
      label: TIMELINE_LABELS[e.event] ?? e.event,
      details: e.details ?? null,
    })),
    ...mails.map((m) => ({
      at: (m.sentAt ?? m.createdAt).toISOString(),
      event: m.sentAt ? "mail_sent" : "mail_queued",
      label: `${m.sentAt ? TIMELINE_LABELS.mail_sent : TIMELINE_LABELS.mail_queued}: ${m.subject}`,
      details: { to: m.toAddress },
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The documents of a quotation and, for a policy, of the additions that joined it (their members' documents: the
 * sponsor's, copied to each addition, are the policy's own).
 */
async function documentList(db: Db, quotationId: number, additionIds: readonly number[] = []) {
  const rows = await db
    .select()
    .from(documents)
    .where(
      or(
        eq(documents.quotationId, quotationId),
        additionIds.length
          ? and(inArray(documents.quotationId, [...additionIds]), ne(documents.owner, "sponsor"))
          : undefined,
      ),
    )
    .orderBy(asc(documents.createdAt));
  return rows.map((d) => ({
    id: d.id,
    owner: d.owner,
    memberId: d.memberId,
    slot: d.slot,
    note: d.note,
    name: d.originalName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    uploadedAt: d.createdAt.toISOString(),
    replaced: d.replacedAt !== null,
  }));
}

const paymentView = (p: typeof payments.$inferSelect) => ({
  referenceNumber: p.referenceNumber,
  status: p.status,
  decision: p.decision,
  transactionId: p.transactionId,
  amountFils: p.amountFils,
  currency: p.currency,
  card: p.cardMasked,
  channel: p.channel,
  createdAt: p.createdAt.toISOString(),
  decidedAt: p.decidedAt?.toISOString() ?? null,
});

/**
 * Everything about one of the quotations the user sees; another partner's, or one outside the role's scope (decision
 * 059), answers like one that does not exist.
 */
export async function quotationDetail(db: Db, scope: RecordScope, quotationNo: string) {
  const [found] = await db
    .select({ q: quotations, soldBy: soldByName("quotations"), lastActedBy: lastActorName("quotations") })
    .from(quotations)
    .where(and(eq(quotations.quotationNo, quotationNo.toUpperCase()), inScope(quotations, scope)));
  if (!found) throw notFound(NOT_FOUND_ANSWERS.quotation);
  const { q } = found;
  const [{ members, totals }, docs, pays, pols, plan] = await Promise.all([
    membersWithTotals(db, q),
    documentList(db, q.id),
    db.select().from(payments).where(eq(payments.quotationId, q.id)).orderBy(asc(payments.id)),
    db.select().from(policies).where(eq(policies.quotationId, q.id)),
    q.planCode ? findPlan(db, q.planCode) : undefined,
  ]);
  const declaration = asksDeclaration(q) ? await declarationOf(db, q.id) : null;
  return {
    id: q.id,
    quotationNo: q.quotationNo,
    product: q.product,
    journey: q.journey,
    status: q.status,
    lastVisitedPage: q.lastVisitedPage,
    createdAt: q.createdAt.toISOString(),
    soldBy: found.soldBy,
    lastActedBy: found.lastActedBy,
    sponsor: sponsorRecordOf(q),
    reportedPremiumFils: q.reportedPremiumFils,
    planName: plan?.name ?? null,
    declaration,
    members,
    totals,
    documents: docs,
    payments: pays.map(paymentView),
    policy: pols[0]
      ? { policyNo: pols[0].policyNo, status: pols[0].status, startDate: pols[0].startDate, endDate: pols[0].endDate }
      : null,
    timeline: await timeline(
      db,
      q.id,
      pols.map((p) => p.id),
    ),
  };
}

export async function policyDetail(db: Db, scope: RecordScope, policyNo: string) {
  const [p] = await db
    .select({
      policy: policies,
      quotationNo: quotations.quotationNo,
      soldBy: soldByName("policies"),
      lastActedBy: lastActorName("policies"),
    })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(eq(policies.policyNo, policyNo.toUpperCase()), inScope(policies, scope)));
  if (!p) throw notFound(NOT_FOUND_ANSWERS.policy);
  const { policy } = p;
  const related = await db
    .select({ id: policies.id, policyNo: policies.policyNo, parentPolicyId: policies.parentPolicyId })
    .from(policies)
    .where(
      or(
        eq(policies.parentPolicyId, policy.id),
        policy.parentPolicyId ? eq(policies.id, policy.parentPolicyId) : undefined,
      ),
    );
  const changes = await versionsOf(db, policy.id);
  const additionIds = changes.flatMap(({ change }) => (change.quotationId === null ? [] : [change.quotationId]));
  const [members, docs, pays] = await Promise.all([
    db.select().from(policyMembers).where(eq(policyMembers.policyId, policy.id)).orderBy(asc(policyMembers.id)),
    documentList(db, policy.quotationId, additionIds),
    db
      .select()
      .from(payments)
      .where(inArray(payments.quotationId, [policy.quotationId, ...additionIds]))
      .orderBy(asc(payments.id)),
  ]);
  const today = toIsoDate(new Date());
  return {
    policyNo: policy.policyNo,
    quotationNo: p.quotationNo,
    product: policy.product,
    journey: policy.journey,
    status: policy.status,
    tpaId: storedTpa(policy.tpaId),
    sponsorName: policy.sponsorName,
    sponsorEmail: policy.sponsorEmail,
    sponsorMobile: policy.sponsorMobile,
    startDate: policy.startDate,
    endDate: policy.endDate,
    premiumFils: policy.premiumFils,
    vatFils: policy.vatFils,
    totalFils: policy.totalFils,
    issuedAt: policy.issuedAt.toISOString(),
    soldBy: p.soldBy,
    lastActedBy: p.lastActedBy,
    renewalOf: related.find((r) => r.id === policy.parentPolicyId)?.policyNo ?? null,
    renewedBy: related.find((r) => r.parentPolicyId === policy.id)?.policyNo ?? null,
    version: policy.version,
    changeable: isChangeable(policy, today),
    earliestEffectiveDate: earliestEffectiveDate(policy, today),
    cancelledFrom: policy.cancelledFrom,
    members: members.map((m) => ({
      id: m.id,
      addedFrom: m.addedFrom,
      removedFrom: m.removedFrom,
      quotationMemberId: m.quotationMemberId,
      name: `${m.firstName} ${m.familyName}`,
      memberType: m.memberType,
      relation: m.relation,
      dateOfBirth: m.dateOfBirth,
      gender: m.gender,
      nationality: m.nationality,
      emiratesId: m.emiratesId,
      premiumFils: m.premiumFils,
    })),
    changes: changes.map(({ change: c, by }) => ({
      by,
      version: c.version,
      kind: c.kind,
      effectiveDate: c.effectiveDate,
      reason: c.reason,
      premiumChangeFils: c.premiumChangeFils,
      vatChangeFils: c.vatChangeFils,
      totalChangeFils: c.totalChangeFils,
      at: c.createdAt.toISOString(),
    })),
    ledger: await policyLedgerView(db, policy, members),
    taxDocuments: (await taxDocumentsOf(db, policy.id)).map((d) => ({
      number: d.number,
      kind: d.kind,
      version: d.version,
      issuedOn: d.issuedOn,
      supplyDate: d.supplyDate,
      totalFils: d.totalFils,
    })),
    documents: docs,
    payments: pays.map(paymentView),
    hasReceipt: policy.paymentId !== null,
    timeline: await timeline(db, policy.quotationId, [policy.id]),
  };
}
