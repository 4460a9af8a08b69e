import { CENSUS_MESSAGES, censusReadResponseSchema, errorResponses } from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { readUpload } from "../../../http/multipart-upload";
import type { CpuPool } from "../../../process/cpu-pool";
import { requirePartner } from "../../identity";
import { refused } from "./census-refusal";
import { censusCsvTemplate, censusWorkbookTemplate } from "./census-template";

/**
 * A company's members as a spreadsheet: the templates to fill in, and the reading of a filled one into rows of text.
 * Reading writes nothing; the rows are checked in the browser with the member form's rules and added through the
 * members' batch, which checks them again. A file is parsed on a thread of the CPU pool, never on the event loop.
 */
export const censusRoutes: FastifyPluginAsyncZod<{ cpu: CpuPool }> = async (app, { cpu }) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/census/template.csv",
    {
      schema: {
        tags: ["quotation"],
        summary: "The census template as CSV (the headings)",
        response: { 200: fileAnswer("The template", MEDIA.csv), ...errorResponses(401) },
      },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="census-template.csv"')
        .send(censusCsvTemplate()),
  );

  app.get(
    "/api/census/template.xlsx",
    {
      schema: {
        tags: ["quotation"],
        summary: "The census template as an Excel workbook, with drop-downs",
        response: { 200: fileAnswer("The template", MEDIA.xlsx), ...errorResponses(401) },
      },
    },
    async (_request, reply) =>
      reply
        .type(MEDIA.xlsx)
        .header("content-disposition", 'attachment; filename="census-template.xlsx"')
        .send(await censusWorkbookTemplate()),
  );

  app.post(
    "/api/census/read",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["quotation"],
        summary: "Read a filled census (CSV or .xlsx, multipart field uploadedFiles) into rows; nothing is stored",
        response: { 200: censusReadResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request, CENSUS_MESSAGES.missingFile);
      const read = await cpu.run("readCensus", file.bytes);
      if ("refusal" in read) throw refused(read.refusal);
      return { rows: read.rows };
    },
  );
};
