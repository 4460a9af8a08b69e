import {
  COMMISSION_MESSAGES,
  errorResponses,
  listStatementsResponseSchema,
  STATEMENT_PDF_LINE_LIMIT,
  seesCommission,
  statementDetailQuerySchema,
  statementDetailSchema,
  statementIdParamsSchema,
} from "@pp/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { HttpError } from "../../../http/http-error";
import { sendPdf } from "../../../http/pdf-reply";
import { type DisclosureConfig, documentDisclosureOf } from "../../../pdf/document-disclosure";
import { type CpuPool, CpuTaskTooLong } from "../../../process/cpu-pool";
import { currentPartner, currentUser, requirePartner } from "../../identity";
import { statementCsv, statementFileName } from "./statement-csv";
import {
  listStatements,
  statementBreakdown,
  statementDetail,
  statementLineBatches,
  statementLines,
  statementOf,
} from "./statement-queries";

/** Lines the CSV reads from the database at a time. */
const CSV_BATCH = 1_000;

const errors = errorResponses(400, 401, 403, 404);

/** The back office sees no commission: the role is refused, not a record (decision 061). */
function scopeSeeingCommission(request: FastifyRequest) {
  if (!seesCommission(currentUser(request).teamRole)) throw new HttpError(403, COMMISSION_MESSAGES.backOfficeSeesNone);
  return currentPartner(request).scope;
}

/**
 * The commission statements (decision 062) for those who may see them: the owner the partner's and every user's, a
 * manager their own and their team's users', an agent their own; the back office none.
 */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Db; config: DisclosureConfig; cpu: CpuPool }> = async (
  app,
  { db, config, cpu },
) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/commission/statements",
    {
      schema: {
        tags: ["commission"],
        summary: "The commission statements the user sees, newest month first, and what is accrued but not yet stated",
        response: { 200: listStatementsResponseSchema, ...errors },
      },
    },
    async (request) => listStatements(db, scopeSeeingCommission(request)),
  );

  app.get(
    "/api/commission/statements/:id",
    {
      schema: {
        tags: ["commission"],
        summary: "One commission statement with a page of the lines it took (page 1 by default)",
        params: statementIdParamsSchema,
        querystring: statementDetailQuerySchema,
        response: { 200: statementDetailSchema, ...errors },
      },
    },
    async (request) => statementDetail(db, scopeSeeingCommission(request), request.params.id, request.query.page),
  );

  app.get(
    "/api/commission/statements/:id/statement.csv",
    {
      schema: {
        tags: ["commission"],
        summary: "One commission statement as CSV: its lines, then its figures",
        params: statementIdParamsSchema,
        response: { 200: fileAnswer("The statement", MEDIA.csv), ...errors },
      },
    },
    async (request, reply) => {
      const { statement, linesOf } = await statementOf(db, scopeSeeingCommission(request), request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${statementFileName(statement, "csv")}"`)
        .send(statementCsv(statement, statementLineBatches(db, linesOf, CSV_BATCH)));
    },
  );

  app.get(
    "/api/commission/statements/:id/statement.pdf",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["commission"],
        summary:
          "One commission statement as a PDF in English and Arabic: its figures per payee and product, and its first lines",
        params: statementIdParamsSchema,
        response: { 200: fileAnswer("The statement", MEDIA.pdf), ...errors },
      },
    },
    async (request, reply) => {
      const { statement, linesOf } = await statementOf(db, scopeSeeingCommission(request), request.params.id);
      const [breakdown, lines] = await Promise.all([
        statementBreakdown(db, linesOf),
        statementLines(db, linesOf, { offset: 0, limit: STATEMENT_PDF_LINE_LIMIT }),
      ]);
      const partner = currentPartner(request);
      const bytes = await cpu
        .run("commissionStatementPdf", {
          statement,
          breakdown,
          lines,
          payee: statement.user?.name ?? partner.name,
          partnerName: partner.name,
          disclosure: documentDisclosureOf(config, { name: partner.name, registrationNo: partner.registrationNo }),
        })
        .catch((error: unknown) => {
          // The CSV is streamed from the database, never through the pool: it is there when the PDF is not.
          throw error instanceof CpuTaskTooLong ? new CpuTaskTooLong(COMMISSION_MESSAGES.statementPdfTooLong) : error;
        });
      return sendPdf(reply, { name: statementFileName(statement, "pdf"), bytes, download: true });
    },
  );
};
