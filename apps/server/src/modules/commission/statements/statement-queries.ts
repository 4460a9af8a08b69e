import {
  type ListStatementsResponse,
  STATEMENT_LINES_PAGE_SIZE,
  STATEMENT_MESSAGES,
  type StatementBreakdownRow,
  type StatementDetail,
  type StatementSummary,
  statementVatFils,
} from "@pp/domain";
import { and, asc, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import {
  commissionEntries,
  commissionLines,
  commissionStatementLines,
  commissionStatements,
  partnerUsers,
} from "../../../db/schema";
import { HttpError } from "../../../http/http-error";
import { lineViews, toLineView } from "../accruals/line-view-queries";

/*
 * Who reads which statement (decision 062) is decision 059's rule applied to whose statement it is: the owner the
 * partner's and every user's, a manager their own and their team's users', an agent their own. The partner's own
 * statement (no user) is the owner's alone. Out of scope is answered as another partner's: not found.
 */
const statementInScope = (scope: RecordScope) =>
  inScope({ partnerId: commissionStatements.partnerId, createdByUserId: commissionStatements.userId }, scope);

const summaryColumns = {
  id: commissionStatements.id,
  partnerId: commissionStatements.partnerId,
  period: commissionStatements.period,
  userId: commissionStatements.userId,
  userName: partnerUsers.name,
  state: commissionStatements.state,
  paymentReference: commissionStatements.paymentReference,
  issuedAt: commissionStatements.issuedAt,
  paidAt: commissionStatements.paidAt,
  lineCount: commissionStatements.lineCount,
  openingFils: commissionStatements.openingFils,
  earnedFils: commissionStatements.earnedFils,
  clawedBackFils: commissionStatements.clawedBackFils,
  subtotalFils: commissionStatements.subtotalFils,
  vatFils: commissionStatements.vatFils,
  totalFils: commissionStatements.totalFils,
};
/** The statements with their user's name, to be narrowed by the caller. */
const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(commissionStatements)
    .leftJoin(partnerUsers, eq(partnerUsers.id, commissionStatements.userId));
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function toSummary({ userId, userName, issuedAt, paidAt, partnerId: _, ...r }: SummaryRow): StatementSummary {
  return {
    ...r,
    user: userId === null ? null : { id: userId, name: userName ?? "" },
    issuedAt: issuedAt.toISOString(),
    paidAt: paidAt === null ? null : paidAt.toISOString(),
  };
}

/** The statements the user sees, the newest month first (the partner's before its users'), and what is accrued but on none yet. */
export async function listStatements(db: Db, scope: RecordScope): Promise<ListStatementsResponse> {
  const [rows, [accrued]] = await Promise.all([
    summaries(db)
      .where(statementInScope(scope))
      .orderBy(
        desc(commissionStatements.period),
        sql`${commissionStatements.userId} is not null`,
        asc(partnerUsers.name),
        asc(commissionStatements.id),
      ),
    db
      .select({ fils: sql<number>`cast(coalesce(sum(${commissionLines.amountFils}), 0) as integer)` })
      .from(commissionLines)
      .where(
        and(
          inScope({ partnerId: commissionLines.partnerId, createdByUserId: commissionLines.userId }, scope),
          notExists(
            db
              .select({ one: sql`1` })
              .from(commissionStatementLines)
              .where(eq(commissionStatementLines.lineId, commissionLines.id)),
          ),
        ),
      ),
  ]);
  return { statements: rows.map(toSummary), accruedFils: Number(accrued?.fils ?? 0) };
}

/** Whose lines a statement holds: its partner, month and user (null for the partner's own). */
export type LinesOf = { partnerId: number; period: string; userId: number | null };

/**
 * One statement the user sees, its figures, and whose lines it holds. Another partner's, or one outside the role's
 * scope, is not found.
 */
export async function statementOf(db: Db, scope: RecordScope, id: number) {
  const [row] = await summaries(db).where(and(eq(commissionStatements.id, id), statementInScope(scope)));
  if (!row) throw new HttpError(404, STATEMENT_MESSAGES.notFound);
  const linesOf: LinesOf = { partnerId: row.partnerId, period: row.period, userId: row.userId };
  return { statement: toSummary(row), linesOf };
}

/**
 * One statement the user sees with a page of its lines (STATEMENT_LINES_PAGE_SIZE): the lines its partner's statement
 * of the month took, those paying the statement's user for a user's. A big partner's month holds 40,000 lines, too
 * many for one answer.
 */
export async function statementDetail(db: Db, scope: RecordScope, id: number, page: number): Promise<StatementDetail> {
  const { statement, linesOf } = await statementOf(db, scope, id);
  const pageSize = STATEMENT_LINES_PAGE_SIZE;
  const lines = await statementLines(db, linesOf, { offset: (page - 1) * pageSize, limit: pageSize });
  return { ...statement, page, pageSize, lines };
}

/** Which commission lines a statement holds: those its partner's statement of the month took, narrowed to its user. */
function linesOfStatement(db: Db, { partnerId, period, userId }: LinesOf) {
  const partnerStatement = db
    .select({ id: commissionStatements.id })
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.partnerId, partnerId),
        eq(commissionStatements.period, period),
        sql`${commissionStatements.userId} is null`,
      ),
    );
  return and(
    sql`${commissionLines.id} in (select ${commissionStatementLines.lineId} from ${commissionStatementLines} where ${commissionStatementLines.statementId} = (${partnerStatement}))`,
    userId === null ? undefined : eq(commissionLines.userId, userId),
  );
}

const statementOrder = [asc(commissionEntries.occurredAt), asc(commissionEntries.id), asc(commissionLines.id)];

/**
 * Lines of a statement in its order (date, entry, line), `limit` of them from `offset`: a page of the detail, the
 * first lines of the PDF.
 */
export async function statementLines(db: Db, of: LinesOf, { offset, limit }: { offset: number; limit: number }) {
  const rows = await lineViews(db)
    .where(linesOfStatement(db, of))
    .orderBy(...statementOrder)
    .limit(limit)
    .offset(offset);
  return rows.map(toLineView);
}

/**
 * Every line of a statement, in its order, read `batchSize` at a time: the ids of all first (40,000 numbers, a few
 * hundred kB), then the lines of each batch of ids. Each batch is read by its ids, not by skipping the ones before, so
 * the whole costs as the lines do, and only one batch of rows is in memory at a time.
 */
export async function* statementLineBatches(db: Db, of: LinesOf, batchSize: number) {
  const ids = (
    await db
      .select({ id: commissionLines.id })
      .from(commissionLines)
      .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
      .where(linesOfStatement(db, of))
      .orderBy(...statementOrder)
  ).map((r) => r.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const rows = await lineViews(db)
      .where(inArray(commissionLines.id, batch))
      .orderBy(...statementOrder);
    yield rows.map(toLineView);
  }
}

/** A statement's figures per payee and product, summed in the database, the partner's retained share first. */
export async function statementBreakdown(db: Db, of: LinesOf): Promise<StatementBreakdownRow[]> {
  const clawback = sql`${commissionEntries.kind} = 'clawback'`;
  const rows = await db
    .select({
      userId: commissionLines.userId,
      userName: partnerUsers.name,
      product: commissionEntries.product,
      lineCount: sql<number>`cast(count(*) as integer)`,
      earnedFils: sql<number>`cast(coalesce(sum(case when not (${clawback}) then ${commissionLines.amountFils} end), 0) as integer)`,
      clawedBackFils: sql<number>`cast(coalesce(-sum(case when ${clawback} then ${commissionLines.amountFils} end), 0) as integer)`,
    })
    .from(commissionLines)
    .innerJoin(commissionEntries, eq(commissionEntries.id, commissionLines.entryId))
    .leftJoin(partnerUsers, eq(partnerUsers.id, commissionLines.userId))
    .where(linesOfStatement(db, of))
    .groupBy(commissionLines.userId, partnerUsers.name, commissionEntries.product)
    .orderBy(
      sql`${commissionLines.userId} is not null`,
      asc(partnerUsers.name),
      asc(commissionLines.userId),
      asc(commissionEntries.product),
    );
  return rows.map(({ userId, userName, ...r }) => {
    const earnedFils = Number(r.earnedFils);
    const clawedBackFils = Number(r.clawedBackFils);
    const vatFils = statementVatFils(earnedFils - clawedBackFils);
    return {
      user: userId === null ? null : { id: userId, name: userName ?? "" },
      product: r.product,
      lineCount: Number(r.lineCount),
      earnedFils,
      clawedBackFils,
      vatFils,
      totalFils: earnedFils - clawedBackFils + vatFils,
    };
  });
}
