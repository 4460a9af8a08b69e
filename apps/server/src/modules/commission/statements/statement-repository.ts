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

/** The partner's lines of `period` or earlier that no statement took, with their entry's kind. */
export function unstatedLines(db: Db, partnerId: number, period: string) {
  return db
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
          db
            .select({ one: sql`1` })
            .from(commissionStatementLines)
            .where(eq(commissionStatementLines.lineId, commissionLines.id)),
        ),
      ),
    )
    .orderBy(asc(commissionLines.id));
}
export type UnstatedLine = Awaited<ReturnType<typeof unstatedLines>>[number];

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

/** Records the lines a partner's statement took, in slices (a month of a large partner has tens of thousands). */
export async function insertStatementLines(db: Db, statementId: number, lineIds: readonly number[]) {
  for (let from = 0; from < lineIds.length; from += 5_000)
    await db
      .insert(commissionStatementLines)
      .values(lineIds.slice(from, from + 5_000).map((lineId) => ({ statementId, lineId })));
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
