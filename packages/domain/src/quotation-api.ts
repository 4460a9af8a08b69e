import { z } from "zod";
import { documentsFormSchema } from "./documents";
import { RETURN_TRANSACTION_PARAM } from "./early-answers";
import { hplusPlanSchema } from "./hplus-plans";
import { say } from "./i18n/say";
import { declarationResponseSchema } from "./medical-declaration";
import { totalsSchema } from "./payment-schemas";
import { PRODUCTS } from "./products";
import { QUOTATION_STATUS, type QuotationStatus } from "./quotation";
import { ALL_STEP_SEGMENTS } from "./quotation-journey";
import { memberViewSchema, sponsorRecordSchema } from "./record-views";
import { TAX_DOCUMENT_NUMBER_PATTERN } from "./tax-invoice";
import { exactText, singleLineText } from "./text-schema";

/** Request and response shapes of the quotation endpoints, shared by the server (validation, OpenAPI) and the web client. */
export const quotationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const memberIdParamsSchema = quotationIdParamsSchema.extend({
  memberId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** createQuotation / sponsor update answer (the spec's "Create response" under our names, docs/api.md). */
export const quotationSavedResponseSchema = z.object({
  message: z.string(),
  quotationId: z.number().int(),
  quotationNo: z.string(),
});
export type QuotationSavedResponse = z.infer<typeof quotationSavedResponseSchema>;

export const stepSegmentSchema = z.enum(ALL_STEP_SEGMENTS, {
  error: say(/*i18n*/ { id: "quotationApi.unknownStep", message: "Unknown step." }),
});
export const progressRequestSchema = z.object({ page: stepSegmentSchema });

/** Retrieve response, plus the number so the wizard can show it. */
export const retrieveResponseSchema = z.object({
  quotationId: z.number().int(),
  lastVisitedPage: z.string(),
  quotationNo: z.string(),
  /** Beyond the legacy answer: a paid application or a renewal opens in its detail page, not in the wizard. */
  status: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
});

export const quotationDetailSchema = z.object({
  quotationId: z.number().int(),
  quotationNo: z.string(),
  status: z.string(),
  product: z.enum(PRODUCTS),
  lastVisitedPage: z.string(),
  planfor: z.number().int(),
  sponsorEmail: z.string(),
  sponsorName: z.string(),
  sponsor: sponsorRecordSchema,
  /** A mid-term addition: the policy its members join (its sponsor, TPA and plan are that policy's). */
  addsToPolicy: z.string().nullable(),
});
export type QuotationDetail = z.infer<typeof quotationDetailSchema>;

export const membersResponseSchema = z.object({ members: z.array(memberViewSchema), totals: totalsSchema });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

/** The spec's "Upload response" under our names: uploaded, the file's name and the stored document's id. */
export const uploadResponseSchema = z.object({
  uploaded: z.boolean(),
  fileName: z.string(),
  documentId: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** One stored file, keyed by its document id. */
export const storedFileSchema = z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number() });
export type StoredFiles = Record<string, z.infer<typeof storedFileSchema>>;

/**
 * The step-3 form as saved: documentsFormSchema's fields without its completeness rules (a saved form may miss
 * files, and a quotation may have no members yet).
 */
export const savedDocumentsFormSchema = z.object({
  ...documentsFormSchema.shape,
  members: z.array(documentsFormSchema.shape.members.element),
});

export const documentsScreenSchema = z.object({
  quotationNo: z.string(),
  form: savedDocumentsFormSchema,
  files: z.record(z.string(), storedFileSchema),
});
export type DocumentsScreen = z.infer<typeof documentsScreenSchema>;

export const reviewSchema = z.object({
  quotationId: z.number().int(),
  quotationNo: z.string(),
  status: z.enum(Object.values(QUOTATION_STATUS) as [QuotationStatus, ...QuotationStatus[]]),
  planfor: z.number().int(),
  sponsor: sponsorRecordSchema,
  sponsorDocuments: z.object({
    documentType: z.string().nullable(),
    emiratesId: z.string().nullable(),
    passportNo: z.string().nullable(),
  }),
  members: z.array(memberViewSchema),
  /** The plan a product sold by plan (H+) is priced under, with its benefits; null for Basic. */
  plan: hplusPlanSchema.nullable(),
  /** The members' medical declaration where the journey asks for one (H+); null for Basic. */
  declaration: declarationResponseSchema.nullable(),
  totals: totalsSchema,
  documents: savedDocumentsFormSchema,
  files: z.record(z.string(), storedFileSchema),
  declarationAcceptedAt: z.string().nullable(),
});
export type QuotationReview = z.infer<typeof reviewSchema>;

/** Every quotation write may carry an Idempotency-Key: the same key answers the first result again. */
export const idempotencyHeadersSchema = z.object({ "idempotency-key": exactText().min(8).max(100).optional() });

/** POST /api/quotations/:id/documents (multipart): the text fields that say where the file goes. */
export const documentUploadFieldsSchema = z.object({
  flag: z.enum(["sponsor", "D", "W"], {
    error: say(
      /*i18n*/ {
        id: "quotationApi.chooseSponsorDDependentOrW",
        message: "Choose sponsor, D (dependent) or W (worker).",
      },
    ),
  }),
  memberSno: z.coerce.number().int().positive().optional(),
  documentType: exactText()
    .min(1, say(/*i18n*/ { id: "common.documentTypeIsRequired", message: "Document type is required" }))
    .max(40),
});
/** PUT /api/quotations/:id/documents */
export const saveDocumentsResponseSchema = z.object({ success: z.boolean() });
/** GET /api/documents/:documentId */
export const documentParamsSchema = z.object({ documentId: z.uuid() });
export const documentDownloadQuerySchema = z.object({ inline: z.enum(["1"]).optional() });

export const DECLARATION_REQUIRED = say(
  /*i18n*/ {
    id: "quotationApi.tickTheDeclarationToConfirmThe",
    message: "Tick the declaration to confirm the information is correct and the customer consents.",
  },
);
/** POST /api/quotations/:id/finalize */
export const finalizeQuotationRequestSchema = z.object({
  declaration: z.literal(true, { error: DECLARATION_REQUIRED }),
});
export const finalizeQuotationResponseSchema = z.object({ status: z.string() });

/** POST /api/payments/notify: the gateway is told its answer arrived. */
export const paymentNotifyResponseSchema = z.object({ received: z.boolean() });
/** GET /api/payments/:transactionId and /api/renewals/payments/:transactionId */
export const transactionParamsSchema = z.object({ transactionId: exactText().min(1).max(64) });

/** POST /api/quotations/:id/payment-link */
export const sendPaymentLinkResponseSchema = z.object({ message: z.string() });

/** The PDFs of a policy, each at its own address: GET /api/policies/:policyNo/<file>. */
export const POLICY_DOCUMENT_FILES = ["receipt.pdf", "schedule.pdf", "tax-invoice.pdf", "member-cards.pdf"] as const;
export type PolicyDocumentFile = (typeof POLICY_DOCUMENT_FILES)[number];
/** GET /api/policies/:policyNo/<one of POLICY_DOCUMENT_FILES> */
export const policyDocumentParamsSchema = z.object({ policyNo: exactText().min(1).max(40) });
export const policyDocumentQuerySchema = z.object({ download: z.enum(["1"]).optional() });
/** GET /api/policies/:policyNo/tax-documents/:number — one of the policy's tax invoices or credit notes. */
export const taxDocumentParamsSchema = policyDocumentParamsSchema.extend({
  // One pattern only: the document states a string's single `pattern`, and this one admits no control character.
  number: z
    .string()
    .regex(
      TAX_DOCUMENT_NUMBER_PATTERN,
      say(/*i18n*/ { id: "quotationApi.notATaxInvoiceOrCredit", message: "Not a tax invoice or credit note number." }),
    ),
});

/** The secret of a customer's link (/pay/:token, /invite/:token). */
export const linkTokenParamsSchema = z.object({ token: exactText().min(20).max(100) });
/** GET /pay/result: where the gateway sends the customer back; only its transaction (TransactionID) is read. */
export const paymentLinkResultQuerySchema = z
  .object({ [RETURN_TRANSACTION_PARAM]: exactText().max(64).optional() })
  .catchall(exactText().max(300));

/** POST /sandbox-gateway/charge: the sandbox card form; the merchant's request travels along base64url-encoded. */
export const sandboxChargeFormSchema = z.object({
  request: exactText().max(20_000).default(""),
  card_number: singleLineText().max(40).default(""),
  card_expiry: singleLineText().max(10).default(""),
  card_cvv: singleLineText().max(10).default(""),
  card_name: singleLineText().max(100).default(""),
  action: z.enum(["pay", "cancel"]).default("pay"),
});
