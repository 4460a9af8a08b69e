import type { StatementTotals } from "@pp/domain";
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { commissionEntries, commissionLines, commissionStatementLines, commissionStatements } from "../../../db/schema";

/** Whose statement: the partner's own (null) or one user's. */
const payeeIs = (userId: number | null) =>
  userId === null ? isNull(commissionStatements.userId) : eq(commissionStatements.userId, userId);

/** Whether a statement of a month after `period` exists: of one partner, or of any. */
export async function laterStatementIssued(db: Db, period: string, partnerId?: number) {
  const [later] = await db
    .select({ id: commissionStatements.id })
    .from(commissionStatements)
    .where(
      and(
        gt(commissionStatements.period, period),
        partnerId === undefined ? undefined : eq(commissionStatements.partnerId, partnerId),
      ),
    )
    .limit(1);
  return later !== undefined;
}

/** The partners with commission lines, in id order. */
export async function partnersWithLines(db: Db) {
  const rows = await db
    .selectDistinct({ id: commissionLines.partnerId })
    .from(commissionLines)
    .orderBy(asc(commissionLines.partnerId));
  return rows.map((r) => r.id);
}

/** Whether the partner's month was issued. */
export async function monthIssued(db: Db, partnerId: number, period: string) {
  const [row] = await db
    .select({ id: commissionStatements.id })
    .from(commissionStatements)
    .where(and(eq(commissionStatements.partnerId, partnerId), eq(commissionStatements.period, period)))
    .limit(1);
  return row !== undefined;
}

/** The partner's lines of `period` or earlier that no statement took (its membership is written once). */
const unstated = (db: Db, partnerId: number, period: string) =>
  and(
    eq(commissionLines.partnerId, partnerId),
    lte(commissionEntries.period, period),
    notExists(
      db
        .select({ one: sql`1` })
        .from(commissionStatementLines)
        .where(eq(commissionStatementLines.lineId, commissionLines.id)),
    ),
  );

/** Whether a line gives back (a clawback) or earns (an accrual or a correction): the statement's two sums. */
const givesBack = sql<boolean>`${commissionEntries.kind} = 'clawback'`;

/**
 * The sums of those lines by payee (the partner's own share is user null) and by whether they give back, with how
 * many lines each: a statement's figures, computed where the lines are rather than by reading every line.
 */
export async function unstatedSums(db: Db, partnerId: number, period: string) {
  const rows = await db
    .select({
      userId: commissionLines.userId,
      givesBack,
      amountFils: sql<string>`sum(${commissionLines.amountFils})`,
      lineCount: sql<number>`cast(count(*) as integer)`,
    })
    .from(commissionLines)
    .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
    .where(unstated(db, partnerId, period))
    .groupBy(commissionLines.userId, givesBack);
  return rows.map((r) => ({
    userId: r.userId,
    kind: r.givesBack ? "clawback" : "accrual",
    amountFils: Number(r.amountFils),
    lineCount: Number(r.lineCount),
  }));
}
export type UnstatedSum = Awaited<ReturnType<typeof unstatedSums>>[number];

/**
 * The partner's statement takes its lines in one statement of the database: every line of the partner of `period` or
 * earlier, a line already on a statement skipped by its unique key. Answers how many it took. (A NOT EXISTS on the
 * table being written instead re-read, for every line, the rows just written while its statistics said it was empty:
 * 22 s on PostgreSQL for 40,000 lines; reading the lines' ids into the process and writing them back cost PGlite twice
 * the time and memory.)
 */
export async function takeUnstatedLines(db: Db, statementId: number, partnerId: number, period: string) {
  const candidates = db
    .select({ statementId: sql<number>`cast(${statementId} as integer)`, lineId: commissionLines.id })
    .from(commissionLines)
    .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
    .where(and(eq(commissionLines.partnerId, partnerId), lte(commissionEntries.period, period)));
  const result = await db.execute(sql`
    with taken as (
      insert into ${commissionStatementLines} (statement_id, line_id) ${candidates}
      on conflict (line_id) do nothing returning 1
    ) select cast(count(*) as integer) as n from taken`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export async function insertStatement(
  db: Db,
  statement: { partnerId: number; userId: number | null; period: string; lineCount: number; issuedAt: Date },
  totals: StatementTotals,
) {
  const [row] = await db
    .insert(commissionStatements)
    .values({ ...statement, ...totals })
    .returning({ id: commissionStatements.id });
  return row!.id;
}

/**
 * What a payee's earlier statements left unpaid: the month's own amount (subtotal and VAT) of each still issued. A
 * statement's total due includes it, so paying the latest settles them.
 */
export async function unpaidBefore(db: Db, partnerId: number, userId: number | null) {
  const [row] = await db
    .select({
      fils: sql<number>`cast(coalesce(sum(${commissionStatements.subtotalFils} + ${commissionStatements.vatFils}), 0) as integer)`,
    })
    .from(commissionStatements)
    .where(
      and(eq(commissionStatements.partnerId, partnerId), payeeIs(userId), eq(commissionStatements.state, "issued")),
    );
  return Number(row?.fils ?? 0);
}

export async function findStatement(db: Db, id: number) {
  const [row] = await db.select().from(commissionStatements).where(eq(commissionStatements.id, id));
  return row;
}
type Statement = NonNullable<Awaited<ReturnType<typeof findStatement>>>;

/** Whether the payee has a statement of a later month than this one. */
export async function payeeHasLater(db: Db, s: Statement) {
  const [later] = await db
    .select({ id: commissionStatements.id })
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.partnerId, s.partnerId),
        payeeIs(s.userId),
        gt(commissionStatements.period, s.period),
      ),
    )
    .limit(1);
  return later !== undefined;
}

/** Marks this statement and the payee's earlier ones still issued paid with the reference; answers their ids. */
export async function settleUpTo(db: Db, s: Statement, reference: string, paidAt: Date) {
  const settled = await db
    .update(commissionStatements)
    .set({ state: "paid", paymentReference: reference, paidAt })
    .where(
      and(
        eq(commissionStatements.partnerId, s.partnerId),
        payeeIs(s.userId),
        eq(commissionStatements.state, "issued"),
        lte(commissionStatements.period, s.period),
      ),
    )
    .returning({ id: commissionStatements.id });
  return settled.map((r) => r.id).sort((a, b) => a - b);
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
