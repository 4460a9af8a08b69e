import {
  type ListStatementsResponse,
  STATEMENT_MESSAGES,
  type StatementDetail,
  type StatementSummary,
} from "@pp/domain";
import { and, asc, desc, eq, notExists, sql } from "drizzle-orm";
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

/**
 * One statement the user sees with its lines: the lines its partner's statement of the month took, those paying the
 * statement's user for a user's. Another partner's, or one outside the role's scope, is not found.
 */
export async function statementDetail(db: Db, scope: RecordScope, id: number): Promise<StatementDetail> {
  const [row] = await summaries(db).where(and(eq(commissionStatements.id, id), statementInScope(scope)));
  if (!row) throw new HttpError(404, STATEMENT_MESSAGES.notFound);
  const lines = await statementLines(db, row.partnerId, row.period, row.userId);
  return { ...toSummary(row), lines };
}

/** The lines of a partner's statement of a month, or those of them paying one user. */
export async function statementLines(db: Db, partnerId: number, period: string, userId: number | null) {
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
  const rows = await lineViews(db)
    .innerJoin(commissionStatementLines, eq(commissionStatementLines.lineId, commissionLines.id))
    .where(
      and(
        sql`${commissionStatementLines.statementId} = (${partnerStatement})`,
        userId === null ? undefined : eq(commissionLines.userId, userId),
      ),
    )
    .orderBy(asc(commissionEntries.occurredAt), asc(commissionEntries.id), asc(commissionLines.id));
  return rows.map(toLineView);
}
