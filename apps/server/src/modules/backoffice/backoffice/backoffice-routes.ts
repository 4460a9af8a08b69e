import {
  dashboardQuerySchema,
  errorResponses,
  formatAmount,
  formatDisplayDate,
  formatUaeDateTime,
  getDashboardResponseSchema,
  getPolicyDetailResponseSchema,
  getQuotationDetailResponseSchema,
  journeyName,
  listPoliciesResponseSchema,
  listQuotationsResponseSchema,
  listSellersResponseSchema,
  PARTNER_API,
  POLICY_STATE_LABELS,
  PRODUCT_LABELS,
  policyListQuerySchema,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
  quotationListQuerySchema,
  recordNumberParamsSchema,
  uploadAdditionalDocumentFieldsSchema,
  uploadAdditionalDocumentResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { type CsvColumn, csvStream } from "../../../http/csv-export";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { HttpError } from "../../../http/http-error";
import { readUpload } from "../../../http/multipart-upload";
import { parseOrThrow } from "../../../http/validation";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner, requirePartner, sellersSeenBy } from "../../identity";
import { findQuotationOfPartnerPolicy } from "../../policy";
import { findOwnedQuotationByNumber, storeDocument } from "../../quotation";
import { dashboard } from "./dashboard-queries";
import { policyDetail, quotationDetail } from "./detail-queries";
import {
  listPolicies,
  listQuotations,
  type PolicyRow,
  policyBatches,
  type QuotationRow,
  quotationBatches,
} from "./list-queries";

/** An upload for a number that names none of the partner's records. */
const NO_RECORD_OF_NUMBER = /*i18n*/ {
  id: "answer.backoffice.noRecordOfNumber",
  message: "No quotation or policy of yours has this number.",
};

const errors = errorResponses(400, 401, 403, 404);

/**
 * Who did what (decision 059), last so that the columns a partner's spreadsheet already reads keep their places. An
 * agent's rows are all their own, and say so.
 */
const ACTOR_CSV: CsvColumn<{ soldBy: string | null; lastActedBy: string | null }>[] = [
  { header: "Sold by", value: (r) => r.soldBy },
  { header: "Last action by", value: (r) => r.lastActedBy },
];

/** Exports read like the lists: labels not codes, dates as DD/MM/YYYY, times in Dubai time, mobiles as text. */
const QUOTATION_CSV: CsvColumn<QuotationRow>[] = [
  { header: "Quotation number", value: (r) => r.quotationNo },
  { header: "Product", value: (r) => PRODUCT_LABELS[r.product] },
  { header: "Status", value: (r) => QUOTATION_STATUS_LABELS[r.status as QuotationStatus] ?? r.status },
  { header: "Sponsor", value: (r) => r.sponsorName },
  { header: "E-mail", value: (r) => r.sponsorEmail },
  { header: "Mobile", value: (r) => r.sponsorMobile, digits: true },
  { header: "Total (AED)", value: (r) => formatAmount(Number(r.totalFils)) },
  { header: "Created (Dubai time)", value: (r) => formatUaeDateTime(r.createdAt) },
  ...ACTOR_CSV,
];
const POLICY_CSV: CsvColumn<PolicyRow>[] = [
  { header: "Policy number", value: (r) => r.policyNo },
  { header: "Product", value: (r) => PRODUCT_LABELS[r.product] },
  { header: "Business", value: (r) => journeyName(r.journey) },
  { header: "State", value: (r) => POLICY_STATE_LABELS[r.state] },
  { header: "Sponsor", value: (r) => r.sponsorName },
  { header: "E-mail", value: (r) => r.sponsorEmail },
  { header: "Mobile", value: (r) => r.sponsorMobile, digits: true },
  { header: "Start", value: (r) => formatDisplayDate(r.startDate) },
  { header: "End", value: (r) => formatDisplayDate(r.endDate) },
  { header: "Total (AED)", value: (r) => formatAmount(r.totalFils) },
  { header: "Issued (Dubai time)", value: (r) => formatUaeDateTime(r.issuedAt) },
  // What happened since issue: the current version, a cancellation, and the premium changes returned.
  { header: "Version", value: (r) => String(r.version) },
  { header: "Cancelled from", value: (r) => (r.cancelledFrom ? formatDisplayDate(r.cancelledFrom) : "") },
  { header: "Refunded by changes (AED)", value: (r) => formatAmount(r.refundedFils) },
  ...ACTOR_CSV,
];

const exportName = (kind: string) => `${kind}-${new Date().toISOString().slice(0, 10)}.csv`;

export const backofficeRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook("preHandler", requirePartner);

  app.get(
    "/api/backoffice/quotations",
    {
      schema: {
        tags: ["backoffice"],
        summary: "The partner's quotations of one product: paged, sorted, filtered, searched",
        querystring: quotationListQuerySchema,
        response: { 200: listQuotationsResponseSchema, ...errors },
      },
    },
    async (request) => listQuotations(db, currentPartner(request).scope, request.query),
  );

  app.get(
    "/api/backoffice/quotations/export.csv",
    {
      schema: {
        tags: ["backoffice"],
        summary: "The filtered quotations as CSV (streamed)",
        querystring: quotationListQuerySchema,
        response: { 200: fileAnswer("The quotations", MEDIA.csv), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportName("quotations")}"`)
        .send(csvStream(QUOTATION_CSV, quotationBatches(db, currentPartner(request).scope, request.query))),
  );

  app.get(
    "/api/backoffice/policies",
    {
      schema: {
        tags: ["backoffice"],
        summary: "The partner's policies of one product and view: paged, sorted, filtered, searched",
        querystring: policyListQuerySchema,
        response: { 200: listPoliciesResponseSchema, ...errors },
      },
    },
    async (request) => listPolicies(db, currentPartner(request).scope, request.query),
  );

  app.get(
    "/api/backoffice/policies/export.csv",
    {
      schema: {
        tags: ["backoffice"],
        summary: "The filtered policies as CSV (streamed)",
        querystring: policyListQuerySchema,
        response: { 200: fileAnswer("The policies", MEDIA.csv), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportName("policies")}"`)
        .send(csvStream(POLICY_CSV, policyBatches(db, currentPartner(request).scope, request.query))),
  );

  app.get(
    "/api/backoffice/quotations/:number",
    {
      schema: {
        tags: ["backoffice"],
        summary: "Quotation detail with documents, payments and timeline",
        params: recordNumberParamsSchema,
        response: { 200: getQuotationDetailResponseSchema, ...errors },
      },
    },
    async (request) => quotationDetail(db, currentPartner(request).scope, request.params.number),
  );

  app.get(
    "/api/backoffice/policies/:number",
    {
      schema: {
        tags: ["backoffice"],
        summary: "Policy detail with members, documents, payments and timeline",
        params: recordNumberParamsSchema,
        response: { 200: getPolicyDetailResponseSchema, ...errors },
      },
    },
    async (request) => policyDetail(db, currentPartner(request).scope, request.params.number),
  );

  app.get(
    PARTNER_API.dashboard,
    {
      schema: {
        tags: ["backoffice"],
        summary: "The dashboard figures of the records the user sees, of one user or team for those who see others'",
        querystring: dashboardQuerySchema,
        response: { 200: getDashboardResponseSchema, ...errors },
      },
    },
    async (request) => dashboard(db, currentPartner(request).scope, request.query),
  );

  app.get(
    "/api/backoffice/sellers",
    {
      schema: {
        tags: ["backoffice"],
        summary: 'The users and teams whose records the user sees: what the lists\' "Sold by" filter offers',
        response: { 200: listSellersResponseSchema, ...errors },
      },
    },
    async (request) => sellersSeenBy(db, currentPartner(request).scope),
  );

  app.post(
    "/api/backoffice/additional-documents",
    {
      schema: {
        tags: ["backoffice"],
        summary:
          "Upload a further document to one of the partner's quotations or policies (multipart: number, documentType, note, uploadedFiles)",
        consumes: ["multipart/form-data"],
        response: { 201: uploadAdditionalDocumentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const { fields, file } = await readUpload(request);
      const f = parseOrThrow(uploadAdditionalDocumentFieldsSchema, fields);
      const number = f.number.toUpperCase();
      const quotation =
        (await findOwnedQuotationByNumber(db, number, partner.scope)) ??
        (await findQuotationOfPartnerPolicy(db, number, partner.scope));
      if (!quotation) throw new HttpError(404, NO_RECORD_OF_NUMBER, { number: [NO_RECORD_OF_NUMBER] });
      const stored = await storeDocument(db, storage, {
        partner,
        quotation,
        target: { owner: "additional", memberId: null, slot: f.documentType, note: f.note || undefined },
        file,
        ip: request.ip,
      });
      return reply
        .status(201)
        .send({ id: stored.documentId, quotationNo: quotation.quotationNo, name: stored.fileName });
    },
  );
};
