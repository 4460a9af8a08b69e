import {
  COMMISSION_MESSAGES,
  COMMISSION_PERIOD_PATTERN,
  monthEnded,
  STATEMENT_MESSAGES,
  statementReferenceSchema,
  statementTotals,
} from "@pp/domain";
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import { lockName } from "../../../db/advisory-lock";
import type { Db } from "../../../db/client";
import { commissionEntries, commissionLines, commissionStatementLines, commissionStatements } from "../../../db/schema";
import { enqueueMail } from "../../../mail/outbox";
import { findPartnerById } from "../../identity";
import { statementIssuedMail } from "./statement-mail";

/** A refusal the operator can act on: the month has not ended, a later month was issued, a bad reference. */
export class StatementError extends Error {}

/** The lock that makes one partner's statements be issued or paid one at a time, on every instance. */
export const partnerStatementLock = (tx: Db, partnerId: number) => lockName(tx, `commission-statement:${partnerId}`);

/** Whose statement: the partner's own (null) or one user's. */
const payeeIs = (userId: number | null) =>
  userId === null ? isNull(commissionStatements.userId) : eq(commissionStatements.userId, userId);

/**
 * Issues a month's statements for every partner with commission lines (decision 062), a partner at a time, each in
 * its own transaction. Answers the partners' statements issued by this call (not those issued before).
 */
export async function issueMonthStatements(db: Db, period: string, now = new Date()) {
  if (!COMMISSION_PERIOD_PATTERN.test(period)) throw new StatementError(COMMISSION_MESSAGES.periodFormat);
  if (!monthEnded(period, now)) throw new StatementError(STATEMENT_MESSAGES.monthNotEnded);
  const [later] = await db
    .select({ id: commissionStatements.id })
    .from(commissionStatements)
    .where(gt(commissionStatements.period, period))
    .limit(1);
  if (later) throw new StatementError(STATEMENT_MESSAGES.laterIssued);
  const partnerIds = await db
    .selectDistinct({ id: commissionLines.partnerId })
    .from(commissionLines)
    .orderBy(asc(commissionLines.partnerId));
  const issued: { partnerId: number; statementId: number }[] = [];
  for (const { id } of partnerIds) {
    const statementId = await issuePartnerStatements(db, id, period, now);
    if (statementId !== null) issued.push({ partnerId: id, statementId });
  }
  return issued;
}

/**
 * Issues one partner's statement of a month and its users' (decision 062), once: under the partner's lock, a month
 * already issued answers null and writes nothing, so a repeated or concurrent run issues it once. The partner's
 * statement takes every line of the partner whose entry's month is this one or earlier and that no statement took
 * (a line accrued or clawed back late lands here); each user with lines among them gets a statement of theirs.
 * Nothing to state (no line, nothing unpaid) issues nothing. Answers the partner's statement's id.
 */
export async function issuePartnerStatements(db: Db, partnerId: number, period: string, now = new Date()) {
  if (!monthEnded(period, now)) throw new StatementError(STATEMENT_MESSAGES.monthNotEnded);
  return db.transaction(async (tx) => {
    await partnerStatementLock(tx, partnerId);
    const [later] = await tx
      .select({ period: commissionStatements.period, userId: commissionStatements.userId })
      .from(commissionStatements)
      .where(and(eq(commissionStatements.partnerId, partnerId), gt(commissionStatements.period, period)))
      .limit(1);
    if (later) throw new StatementError(STATEMENT_MESSAGES.laterIssued);
    const [already] = await tx
      .select({ id: commissionStatements.id })
      .from(commissionStatements)
      .where(and(eq(commissionStatements.partnerId, partnerId), eq(commissionStatements.period, period)))
      .limit(1);
    if (already) return null;

    const lines = await tx
      .select({
        id: commissionLines.id,
        userId: commissionLines.userId,
        amountFils: commissionLines.amountFils,
        kind: commissionEntries.kind,
      })
      .from(commissionLines)
      .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
      .where(
        and(
          eq(commissionLines.partnerId, partnerId),
          lte(commissionEntries.period, period),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(commissionStatementLines)
              .where(eq(commissionStatementLines.lineId, commissionLines.id)),
          ),
        ),
      )
      .orderBy(asc(commissionLines.id));

    const issue = async (userId: number | null, own: typeof lines) => {
      const totals = statementTotals(own, await unpaidBefore(tx, partnerId, userId));
      const [row] = await tx
        .insert(commissionStatements)
        .values({ partnerId, userId, period, ...totals, lineCount: own.length, issuedAt: now })
        .returning({ id: commissionStatements.id });
      return { id: row!.id, totals };
    };

    const partnerOpening = await unpaidBefore(tx, partnerId, null);
    if (lines.length === 0 && partnerOpening === 0) return null;
    const { id: statementId, totals } = await issue(null, lines);
    // The owner hears of the partner's statement with it: the mail is written in this transaction, once.
    const partner = await findPartnerById(tx, partnerId);
    if (partner) await enqueueMail(tx, statementIssuedMail({ statementId, period, partner, totals }));
    for (let from = 0; from < lines.length; from += 5_000)
      await tx
        .insert(commissionStatementLines)
        .values(lines.slice(from, from + 5_000).map((l) => ({ statementId, lineId: l.id })));
    const byUser = new Map<number, typeof lines>();
    for (const line of lines)
      if (line.userId !== null) byUser.set(line.userId, [...(byUser.get(line.userId) ?? []), line]);
    for (const [userId, own] of byUser) await issue(userId, own);
    return statementId;
  });
}

/**
 * What a payee's earlier statements left unpaid: the month's own amount (subtotal and VAT) of each still issued. A
 * statement's total due includes it, so paying the latest settles them (`markStatementPaid`).
 */
async function unpaidBefore(tx: Db, partnerId: number, userId: number | null) {
  const [row] = await tx
    .select({
      fils: sql<number>`cast(coalesce(sum(${commissionStatements.subtotalFils} + ${commissionStatements.vatFils}), 0) as integer)`,
    })
    .from(commissionStatements)
    .where(
      and(eq(commissionStatements.partnerId, partnerId), payeeIs(userId), eq(commissionStatements.state, "issued")),
    );
  return Number(row?.fils ?? 0);
}

/**
 * Records a statement paid with the payment's reference (the operator's command). Only a payee's latest statement can
 * be: its total due includes what the earlier ones left unpaid, so those are marked paid with it, by the same
 * reference. A statement already paid is refused, so a replay does not overwrite the first reference.
 */
export async function markStatementPaid(db: Db, statementId: number, referenceText: string, now = new Date()) {
  const parsed = statementReferenceSchema.safeParse(referenceText);
  if (!parsed.success) throw new StatementError(STATEMENT_MESSAGES.referenceFormat);
  const reference = parsed.data;
  const [found] = await db.select().from(commissionStatements).where(eq(commissionStatements.id, statementId));
  if (!found) throw new StatementError(STATEMENT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    await partnerStatementLock(tx, found.partnerId);
    const [statement] = await tx.select().from(commissionStatements).where(eq(commissionStatements.id, statementId));
    if (statement!.state === "paid") throw new StatementError(STATEMENT_MESSAGES.alreadyPaid);
    const payee = and(eq(commissionStatements.partnerId, statement!.partnerId), payeeIs(statement!.userId));
    const [later] = await tx
      .select({ id: commissionStatements.id })
      .from(commissionStatements)
      .where(and(payee, gt(commissionStatements.period, statement!.period)))
      .limit(1);
    if (later) throw new StatementError(STATEMENT_MESSAGES.laterStatement);
    const settled = await tx
      .update(commissionStatements)
      .set({ state: "paid", paymentReference: reference, paidAt: now })
      .where(and(payee, eq(commissionStatements.state, "issued"), lte(commissionStatements.period, statement!.period)))
      .returning({ id: commissionStatements.id });
    return settled.map((s) => s.id);
  });
}

/** Removes the partners' statements (the demo partners' removal, before their commission lines go). */
export async function deleteStatementsOfPartners(db: Db, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return;
  const ids = db
    .select({ id: commissionStatements.id })
    .from(commissionStatements)
    .where(inArray(commissionStatements.partnerId, [...partnerIds]));
  await db.delete(commissionStatementLines).where(inArray(commissionStatementLines.statementId, ids));
  await db.delete(commissionStatements).where(inArray(commissionStatements.partnerId, [...partnerIds]));
}
