import {
  errorResponses,
  finalizeRenewalRequestSchema,
  finalizeRenewalResponseSchema,
  getRenewalPaymentResponseSchema,
  getRenewalResponseSchema,
  getRenewalReviewResponseSchema,
  joinMobile,
  listRenewalQuestionsResponseSchema,
  maskEmail,
  partnerStartRenewalRequestSchema,
  RENEWAL_API,
  renewalCodeVerifyRequestSchema,
  renewalDeclarationRequestSchema,
  renewalSaveRequestSchema,
  renewalSearchResponseSchema,
  renewalSearchSchema,
  saveRenewalDeclarationResponseSchema,
  saveRenewalResponseSchema,
  sendRenewalCodeResponseSchema,
  startRenewalPaymentRequestSchema,
  startRenewalPaymentResponseSchema,
  transactionParamsSchema,
  verifyRenewalCodeResponseSchema,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { clientKey } from "../../../http/client-address";
import { fileAnswer, MEDIA } from "../../../http/file-answers";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound, unauthorized } from "../../../http/http-error";
import { sendPdf } from "../../../http/pdf-reply";
import { sendZip } from "../../../http/zip-reply";
import { requestLanguage } from "../../../i18n/request-language";
import type { CpuPool } from "../../../process/cpu-pool";
import type { FileStorage } from "../../../storage/file-storage";
import { currentPartner } from "../../identity";
import { findRenewalPayment, paymentStatusOf, startPayment } from "../../payment";
import {
  findPartnerPolicyOfProduct,
  healthCardsOffered,
  maskedPolicyDocument,
  policyDocument,
  policyDocumentFileName,
  policyDocumentFiles,
  policyDocumentKey,
  refuseHealthCardsOf,
} from "../../policy";
import { questionText } from "../../quotation";
import { RENEWAL_ANSWERS } from "./renewal-answers";
import { sendRenewalCode, verifyRenewalCode } from "./renewal-code";
import { createGrant, currentGrant, renewalPaymentChannel } from "./renewal-grant";
import { searchPolicy } from "./renewal-search";
import {
  declarationQuestions,
  finalizeRenewal,
  type MarketingOptInRecorder,
  RENEWABLE_PRODUCT,
  renewalDetails,
  renewalReview,
  requireRenewal,
  saveDeclaration,
  saveRenewal,
} from "./renewal-service";

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429);

/**
 * The renewal journey, open to customers without an account: a search grants a short-lived permission
 * (httpOnly cookie) to renew the one policy found, shown masked until a code e-mailed to the address on file is
 * entered. A renewal always belongs to the policy's own partner, whoever searched.
 */
export const renewalRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  storage: FileStorage;
  cpu: CpuPool;
  recordOptIn: MarketingOptInRecorder;
}> = async (app, { db, config, storage, cpu, recordOptIn }) => {
  app.post(
    "/api/renewals/search",
    {
      schema: {
        tags: ["renewals"],
        summary: "Search policy: an insured member by Emirates ID, policy number or passport, and date of birth",
        body: z.lazy(() => renewalSearchSchema(new Date())),
        response: { 200: renewalSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await searchPolicy(db, {
        search: request.body,
        client: clientKey(request.ip),
        limit: config.RENEWAL_SEARCH_LIMIT,
      });
      // The session decides who the partner is, never the body's partner_sno; only the policy's own partner counts.
      const owner = request.partner && request.partner.id === found.policy.partnerId ? request.partner.id : null;
      await createGrant(db, reply, { policyId: found.policy.id, partnerId: owner }, config.isProduction);
      return { parentQuotationNo: found.quotationNo, policyNo: found.policy.policyNo };
    },
  );

  app.post(
    "/api/renewals/partner-start",
    {
      schema: {
        tags: ["renewals"],
        summary: "A signed-in partner starts the renewal of one of their own policies (no date of birth needed)",
        body: partnerStartRenewalRequestSchema,
        response: { 200: renewalSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partner = request.partner;
      if (!partner) throw unauthorized();
      const row = await findPartnerPolicyOfProduct(
        db,
        request.body.policyNo.toUpperCase(),
        // Only a policy the user's role sees (decision 059); another's answers as one that does not exist.
        currentPartner(request).scope,
        RENEWABLE_PRODUCT,
      );
      if (!row) throw notFound(NOT_FOUND_ANSWERS.policy);
      await createGrant(db, reply, { policyId: row.policy.id, partnerId: partner.id }, config.isProduction);
      return { parentQuotationNo: row.quotationNo, policyNo: row.policy.policyNo };
    },
  );

  app.get(
    RENEWAL_API.current,
    {
      schema: {
        tags: ["renewals"],
        summary: "The policy found, with each member's renewal premium",
        response: { 200: getRenewalResponseSchema, ...errors },
      },
    },
    async (request) => renewalDetails(db, await currentGrant(db, request)),
  );

  app.put(
    RENEWAL_API.current,
    {
      schema: {
        tags: ["renewals"],
        summary: "Start or update the renewal: members kept and corrected contact details",
        body: renewalSaveRequestSchema,
        response: { 200: saveRenewalResponseSchema, ...errors },
      },
    },
    async (request) => {
      const grant = await currentGrant(db, request);
      const { memberIds, email, mobile_prefix, mobile_number } = request.body;
      return saveRenewal(db, grant, {
        memberIds,
        // The schema takes the contact details whole or not at all.
        contact:
          email && mobile_prefix && mobile_number
            ? { email, mobile: joinMobile(mobile_prefix, mobile_number) }
            : undefined,
        ip: request.ip,
      });
    },
  );

  app.post(
    "/api/renewals/current/code",
    {
      schema: {
        tags: ["renewals"],
        summary: "E-mail a one-time code to the address on file; the code shows the full details",
        response: { 200: sendRenewalCodeResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendRenewalCode(db, await currentGrant(db, request), {
        client: clientKey(request.ip),
        language: requestLanguage(request),
      }),
  );

  app.post(
    "/api/renewals/current/code/verify",
    {
      schema: {
        tags: ["renewals"],
        summary: "Enter the e-mailed code: 5 tries within 10 minutes; the right one shows the full details",
        body: renewalCodeVerifyRequestSchema,
        response: { 200: verifyRenewalCodeResponseSchema, ...errors },
      },
    },
    async (request) =>
      verifyRenewalCode(db, await currentGrant(db, request), {
        code: request.body.code,
        client: clientKey(request.ip),
      }),
  );

  app.get(
    RENEWAL_API.questions,
    {
      schema: {
        tags: ["renewals"],
        summary: "The renewal declaration's questions",
        response: { 200: listRenewalQuestionsResponseSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      return (await declarationQuestions(db)).map((q) => ({
        id: q.id,
        text: questionText(q, language),
        expectedAnswer: q.expectedAnswer,
      }));
    },
  );

  app.put(
    "/api/renewals/current/declaration",
    {
      schema: {
        tags: ["renewals"],
        summary: "Answers to the declaration, per member",
        body: renewalDeclarationRequestSchema,
        response: { 200: saveRenewalDeclarationResponseSchema, ...errors },
      },
    },
    async (request) => saveDeclaration(db, await currentGrant(db, request), request.body.answers),
  );

  app.get(
    RENEWAL_API.review,
    {
      schema: {
        tags: ["renewals"],
        summary: "Everything the renewal holds, for the final review",
        response: { 200: getRenewalReviewResponseSchema, ...errors },
      },
    },
    async (request) => renewalReview(db, await currentGrant(db, request), requestLanguage(request)),
  );

  app.post(
    "/api/renewals/current/finalize",
    {
      schema: {
        tags: ["renewals"],
        summary: "Confirm the review (consent and accuracy declaration)",
        body: finalizeRenewalRequestSchema,
        response: { 200: finalizeRenewalResponseSchema, ...errors },
      },
    },
    async (request) =>
      finalizeRenewal(db, await currentGrant(db, request), {
        marketingOptIn: request.body.marketingOptIn,
        language: requestLanguage(request),
        ip: request.ip,
        site: { publicUrl: config.publicUrl, insurer: config.insurer.displayName },
        recordOptIn,
      }),
  );

  app.post(
    "/api/renewals/current/payment",
    {
      schema: {
        tags: ["renewals"],
        summary: "Signed fields for the hosted payment page",
        body: startRenewalPaymentRequestSchema,
        response: { 200: startRenewalPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const grant = await currentGrant(db, request);
      const quotation = await requireRenewal(db, grant);
      return startPayment(db, {
        quotation,
        gateway: config.gateway,
        publicUrl: config.publicUrl,
        // The renewal's partner is the policy's; paying needs no code.
        partnerId: quotation.partnerId,
        channel: renewalPaymentChannel(grant, request.partner, request.body?.returnTo ?? "customer"),
      });
    },
  );

  /** Who may see a renewal payment: the customer holding the grant for its parent policy, or the renewing partner. */
  async function renewalPayment(request: import("fastify").FastifyRequest, transactionId: string) {
    const grant = await currentGrant(db, request).catch(() => null);
    if (!grant && !request.partner) throw new HttpError(401, RENEWAL_ANSWERS.sessionEndedPayment);
    const row = await findRenewalPayment(db, transactionId, {
      parentPolicyId: grant?.policyId,
      partnerId: request.partner?.id,
    });
    if (!row) throw notFound(NOT_FOUND_ANSWERS.payment);
    // The renewal's partner (the policy's own) sees it in full, like a holder who entered the code.
    const ownPartner = row.quotation.partnerId !== null && request.partner?.id === row.quotation.partnerId;
    const verified = grant?.policyId === row.quotation.parentPolicyId && grant.verifiedAt !== null;
    const full = ownPartner || verified;
    return { ...row, full };
  }

  app.get(
    "/api/renewals/payments/:transactionId",
    {
      schema: {
        tags: ["renewals"],
        summary: "The recorded renewal payment; receiptReady turns true once the receipt PDF exists",
        params: transactionParamsSchema,
        response: { 200: getRenewalPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment, quotation, policy, full } = await renewalPayment(request, request.params.transactionId);
      const receiptReady = policy ? await storage.has(policyDocumentKey(policy.id, "receipt")) : false;
      const status = paymentStatusOf(request, config.gateway, payment, quotation, policy?.policyNo ?? null);
      return {
        ...status,
        sponsorEmail: full ? status.sponsorEmail : maskEmail(status.sponsorEmail),
        receiptReady,
        receiptUrl: receiptReady ? `/api/renewals/payments/${payment.transactionId}/receipt.pdf` : null,
        taxInvoiceUrl: receiptReady ? `/api/renewals/payments/${payment.transactionId}/tax-invoice.pdf` : null,
        cardsUrl:
          receiptReady && policy && healthCardsOffered(policy)
            ? `/api/renewals/payments/${payment.transactionId}/member-cards.pdf`
            : null,
        documentsUrl: receiptReady ? `/api/renewals/payments/${payment.transactionId}/documents.zip` : null,
      };
    },
  );

  /** The renewal's payment receipt, tax invoice and members' health cards, for whoever may see its payment. */
  const RENEWAL_DOCUMENTS = {
    receipt: {
      file: "receipt.pdf",
      summary: "The renewal's payment receipt",
      missing: RENEWAL_ANSWERS.receiptNotReady,
    },
    invoice: {
      file: "tax-invoice.pdf",
      summary: "The renewal's tax invoice",
      missing: RENEWAL_ANSWERS.invoiceNotReady,
    },
    cards: {
      file: "member-cards.pdf",
      summary: "The renewed policy's members' health cards",
      missing: RENEWAL_ANSWERS.cardsNotReady,
    },
  } as const;
  app.get(
    "/api/renewals/payments/:transactionId/documents.zip",
    {
      config: { cpuPool: true },
      schema: {
        tags: ["renewals"],
        summary:
          "The renewal's receipt, tax invoice and, while the policy covers, its members' health cards, in one ZIP",
        params: transactionParamsSchema,
        response: {
          200: fileAnswer("The renewal's PDFs, stored in a ZIP", MEDIA.zip),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { policy, full } = await renewalPayment(request, request.params.transactionId);
      if (!policy) throw notFound(RENEWAL_DOCUMENTS.receipt.missing);
      // Masked as the single documents are for whoever sees the payment masked.
      const files = await policyDocumentFiles(
        { db, storage, config, cpu },
        policy,
        ["receipt", "invoice", "cards"],
        full ? "full" : "masked",
      );
      return sendZip(reply, { name: `documents-${policy.policyNo}.zip`, files });
    },
  );

  for (const kind of ["receipt", "invoice", "cards"] as const) {
    const { file, summary, missing } = RENEWAL_DOCUMENTS[kind];
    app.get(
      `/api/renewals/payments/:transactionId/${file}`,
      {
        config: { cpuPool: true },
        schema: {
          tags: ["renewals"],
          summary,
          params: transactionParamsSchema,
          response: {
            200: fileAnswer(summary, MEDIA.pdf),
            ...(kind === "cards" ? errorResponses(400, 401, 403, 404, 410) : errorResponses(400, 401, 403, 404)),
          },
        },
      },
      async (request, reply) => {
        const { policy, full } = await renewalPayment(request, request.params.transactionId);
        if (!policy || (kind === "invoice" && !policy.invoiceNo)) throw notFound(missing);
        if (kind === "cards") refuseHealthCardsOf(policy);
        // Whoever sees the payment masked (a customer who did not enter the code) gets the documents masked alike.
        const sources = { db, storage, config, cpu };
        const bytes = full
          ? await policyDocument(sources, policy.id, kind, policy.version)
          : await maskedPolicyDocument(sources, policy.id, kind, policy.version);
        return sendPdf(reply, { name: policyDocumentFileName(kind, policy.policyNo), bytes, download: false });
      },
    );
  }
};
