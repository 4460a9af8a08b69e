import {
  COMMISSION_MESSAGES,
  COMMISSION_PERIOD_PATTERN,
  monthEnded,
  STATEMENT_MESSAGES,
  statementReferenceSchema,
  statementTotals,
} from "@pp/domain";
import { lockName } from "../../../db/advisory-lock";
import type { Db } from "../../../db/client";
import { enqueueMail } from "../../../mail/outbox";
import { findPartnerById } from "../../identity";
import { statementIssuedMail } from "./statement-mail";
import {
  findStatement,
  insertStatement,
  laterStatementIssued,
  monthIssued,
  partnersWithLines,
  payeeHasLater,
  settleUpTo,
  takeUnstatedLines,
  type UnstatedSum,
  unpaidBefore,
  unstatedSums,
} from "./statement-repository";

/** A refusal the operator can act on: the month has not ended, a later month was issued, a bad reference. */
export class StatementError extends Error {}

/** The lock that makes one partner's statements be issued or paid one at a time, on every instance. */
const partnerStatementLock = (tx: Db, partnerId: number) => lockName(tx, `commission-statement:${partnerId}`);

/**
 * Issues a month's statements for every partner with commission lines (decision 062), a partner at a time, each in
 * its own transaction. Answers the partners' statements issued by this call (not those issued before).
 */
export async function issueMonthStatements(db: Db, period: string, now = new Date()) {
  if (!COMMISSION_PERIOD_PATTERN.test(period)) throw new StatementError(COMMISSION_MESSAGES.periodFormat);
  if (!monthEnded(period, now)) throw new StatementError(STATEMENT_MESSAGES.monthNotEnded);
  if (await laterStatementIssued(db, period)) throw new StatementError(STATEMENT_MESSAGES.laterIssued);
  const issued: { partnerId: number; statementId: number }[] = [];
  for (const partnerId of await partnersWithLines(db)) {
    const statementId = await issuePartnerStatements(db, partnerId, period, now);
    if (statementId !== null) issued.push({ partnerId, statementId });
  }
  return issued;
}

/**
 * Issues one partner's statement of a month and its users' (decision 062), once: under the partner's lock, a month
 * already issued answers null and writes nothing, so a repeated or concurrent run issues it once. The partner's
 * statement takes every line of the partner whose entry's month is this one or earlier and that no statement took
 * (a line accrued or clawed back late lands here); each user with lines among them gets a statement of theirs.
 * Nothing to state (no line, nothing unpaid) issues nothing. The figures come from the lines' sums by payee and the
 * membership is written by one statement of the database, so a month of tens of thousands of lines is never read into
 * the process. Answers the partner's statement's id.
 */
export async function issuePartnerStatements(db: Db, partnerId: number, period: string, now = new Date()) {
  if (!monthEnded(period, now)) throw new StatementError(STATEMENT_MESSAGES.monthNotEnded);
  return db.transaction(async (tx) => {
    await partnerStatementLock(tx, partnerId);
    if (await laterStatementIssued(tx, period, partnerId)) throw new StatementError(STATEMENT_MESSAGES.laterIssued);
    if (await monthIssued(tx, partnerId, period)) return null;
    const sums = await unstatedSums(tx, partnerId, period);
    const issue = async (userId: number | null, own: readonly UnstatedSum[]) => {
      const totals = statementTotals(own, await unpaidBefore(tx, partnerId, userId));
      const lineCount = own.reduce((n, s) => n + s.lineCount, 0);
      const id = await insertStatement(tx, { partnerId, userId, period, lineCount, issuedAt: now }, totals);
      return { id, totals, lineCount };
    };
    if (sums.length === 0 && (await unpaidBefore(tx, partnerId, null)) === 0) return null;
    const { id: statementId, totals, lineCount } = await issue(null, sums);
    // Under the partner's lock no line of this month or earlier is written meanwhile; were one, the counts differ
    // and the whole issue is undone rather than a statement whose figures are not its lines'.
    const taken = await takeUnstatedLines(tx, statementId, partnerId, period);
    if (taken !== lineCount) throw new Error(`statement ${statementId} took ${taken} lines, its figures ${lineCount}`);
    const byUser = new Map<number, UnstatedSum[]>();
    for (const sum of sums) if (sum.userId !== null) byUser.set(sum.userId, [...(byUser.get(sum.userId) ?? []), sum]);
    for (const [userId, own] of [...byUser].sort(([a], [b]) => a - b)) await issue(userId, own);
    // The owner hears of the partner's statement with it: the mail is written in this transaction, once.
    const partner = await findPartnerById(tx, partnerId);
    if (partner) await enqueueMail(tx, statementIssuedMail({ statementId, period, partner, totals }));
    return statementId;
  });
}

/**
 * Records a statement paid with the payment's reference (the operator's command). Only a payee's latest statement can
 * be: its total due includes what the earlier ones left unpaid, so those are marked paid with it, by the same
 * reference. A statement already paid is refused, so a replay does not overwrite the first reference.
 */
export async function markStatementPaid(db: Db, statementId: number, referenceText: string, now = new Date()) {
  const parsed = statementReferenceSchema.safeParse(referenceText);
  if (!parsed.success) throw new StatementError(STATEMENT_MESSAGES.referenceFormat);
  const found = await findStatement(db, statementId);
  if (!found) throw new StatementError(STATEMENT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    await partnerStatementLock(tx, found.partnerId);
    const statement = (await findStatement(tx, statementId))!;
    if (statement.state === "paid") throw new StatementError(STATEMENT_MESSAGES.alreadyPaid);
    if (await payeeHasLater(tx, statement)) throw new StatementError(STATEMENT_MESSAGES.laterStatement);
    return settleUpTo(tx, statement, parsed.data, now);
  });
}
