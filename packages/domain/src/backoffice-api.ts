import { z } from "zod";
import { actorsShape } from "./actors-shape";
import { ADDITIONAL_DOCUMENT_TYPES } from "./backoffice-rule";
import { say } from "./i18n/say";
import { declarationResponseSchema } from "./medical-declaration";
import { totalsSchema } from "./payment-schemas";
import { PRODUCTS } from "./products";
import { recordNumberSchema } from "./record-number";
import { memberViewSchema, sponsorRecordSchema } from "./record-views";
import { policyLedgerSchema } from "./servicing/ledger-schema";
import { POLICY_CHANGE_KINDS } from "./servicing/policy-change";
import { taxDocumentSummarySchema } from "./tax-invoice";
import { multiLineText } from "./text-schema";

/** The answers of the back office: lists, detail pages, the dashboard and an uploaded further document. */

/** Parts both detail answers carry: the files, the payment attempts and the audit timeline. */
export const recordDocumentSchema = z.object({
  id: z.coerce.string(),
  owner: z.string(),
  memberId: z.number().int().nullable(),
  slot: z.string(),
  note: z.string().nullable(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  replaced: z.boolean(),
});
export type RecordDocument = z.infer<typeof recordDocumentSchema>;

export const recordPaymentSchema = z.object({
  referenceNumber: z.string(),
  status: z.string(),
  decision: z.string().nullable(),
  transactionId: z.string().nullable(),
  amountFils: z.number().int(),
  currency: z.string(),
  card: z.string().nullable(),
  channel: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

export const recordTimelineEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  label: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type RecordTimelineEntry = z.infer<typeof recordTimelineEntrySchema>;

/** GET /api/backoffice/quotations/:number */
export const getQuotationDetailResponseSchema = z.object({
  id: z.number().int(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  lastVisitedPage: z.string(),
  createdAt: z.string(),
  ...actorsShape,
  sponsor: sponsorRecordSchema,
  reportedPremiumFils: z.number().int().nullable(),
  /** The name of the plan a product sold by plan (H+) is priced under; null for the others. */
  planName: z.string().nullable(),
  /** The members' medical declaration where the journey asks for one (H+); null for the others. */
  declaration: declarationResponseSchema.nullable(),
  members: z.array(memberViewSchema),
  totals: totalsSchema,
  documents: z.array(recordDocumentSchema),
  payments: z.array(recordPaymentSchema),
  policy: z.object({ policyNo: z.string(), status: z.string(), startDate: z.string(), endDate: z.string() }).nullable(),
  timeline: z.array(recordTimelineEntrySchema),
});
export type GetQuotationDetailResponse = z.infer<typeof getQuotationDetailResponseSchema>;

/** GET /api/backoffice/policies/:number */
export const getPolicyDetailResponseSchema = z.object({
  policyNo: z.string(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  /** Null for a product without a TPA (PA, Term). */
  tpaId: sponsorRecordSchema.shape.tpaId,
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  premiumFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  issuedAt: z.string(),
  ...actorsShape,
  renewalOf: z.string().nullable(),
  renewedBy: z.string().nullable(),
  /** The policy's version: 1 as issued, one more for each change. */
  version: z.number().int(),
  /** Whether members can be removed or the policy cancelled today, and the earliest day such a change may take effect. */
  changeable: z.boolean(),
  earliestEffectiveDate: z.string(),
  /** Cancelled policies: the first day without cover. */
  cancelledFrom: z.string().nullable(),
  members: z.array(
    z.object({
      /** The member on the policy, as changes name them. */
      id: z.number().int(),
      /** The first day of cover of a member added mid-term; null for those the policy was issued with. */
      addedFrom: z.string().nullable(),
      /** The first day the member is no longer covered, once removed. */
      removedFrom: z.string().nullable(),
      /** The application's member the policy's was copied from: its uploaded documents name it. */
      quotationMemberId: z.number().int().nullable(),
      name: z.string(),
      memberType: z.number().int(),
      relation: z.string().nullable(),
      dateOfBirth: z.string(),
      gender: z.number().int(),
      nationality: z.string(),
      emiratesId: z.string().nullable(),
      premiumFils: z.number().int(),
    }),
  ),
  /** Every change since issue, oldest first; amounts are negative when premium goes back to the customer. */
  changes: z.array(
    z.object({
      version: z.number().int(),
      kind: z.enum(POLICY_CHANGE_KINDS),
      effectiveDate: z.string(),
      reason: z.string(),
      premiumChangeFils: z.number().int(),
      vatChangeFils: z.number().int(),
      totalChangeFils: z.number().int(),
      at: z.string(),
      /** The partner who made the change. */
      by: z.string().nullable(),
    }),
  ),
  /** What each member (or the sponsor's one share) paid, had refunded and holds; it adds up to the payments and refunds. */
  ledger: policyLedgerSchema,
  /** The tax invoice of each payment and the tax credit note of each refund, oldest first. */
  taxDocuments: z.array(taxDocumentSummarySchema),
  documents: z.array(recordDocumentSchema),
  payments: z.array(recordPaymentSchema),
  hasReceipt: z.boolean(),
  timeline: z.array(recordTimelineEntrySchema),
});
export type GetPolicyDetailResponse = z.infer<typeof getPolicyDetailResponseSchema>;

/** GET /api/backoffice/quotations/:number and /policies/:number */
export const recordNumberParamsSchema = z.object({ number: recordNumberSchema });

/** POST /api/backoffice/additional-documents (multipart): the text fields beside the file. */
export const uploadAdditionalDocumentFieldsSchema = z.object({
  number: recordNumberSchema,
  documentType: z.enum(ADDITIONAL_DOCUMENT_TYPES, {
    error: say(/*i18n*/ { id: "backofficeApi.chooseADocumentType", message: "Choose a document type." }),
  }),
  note: multiLineText()
    .max(
      500,
      say(/*i18n*/ { id: "common.cannotBeMoreThan500Characters", message: "Cannot be more than 500 characters." }),
    )
    .default(""),
});
/** POST /api/backoffice/additional-documents */
export const uploadAdditionalDocumentResponseSchema = z.object({
  id: z.string(),
  quotationNo: z.string(),
  name: z.string(),
});
export type UploadAdditionalDocumentResponse = z.infer<typeof uploadAdditionalDocumentResponseSchema>;

/**
 * GET /api/backoffice/sellers: whom a user may filter the lists, exports and the dashboard by (decision 059): the
 * users and teams whose records they see. An owner and the back office get every user and team of the partner, a
 * manager their team and its users, an agent nobody (they see only their own).
 */
