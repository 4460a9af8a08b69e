import { z } from "zod";
import { declarationResponseSchema } from "./medical-declaration";
import { totalsSchema } from "./payment-schemas";
import { QUOTATION_STATUS, type QuotationStatus } from "./quotation";
import { documentParamsSchema, quotationIdParamsSchema } from "./quotation-api";
import { memberViewSchema } from "./record-views";
import { decidedTermsSchema, ruleHitSchema } from "./underwriting";
import { UNDERWRITING_DECISION_KINDS } from "./underwriting-rule";

const statusSchema = z.enum(Object.values(QUOTATION_STATUS) as [QuotationStatus, ...QuotationStatus[]]);
const decisionKindSchema = z.enum(UNDERWRITING_DECISION_KINDS);

/** One decision of an underwriter, as the partner and the underwriters read it. */
export const decisionViewSchema = z.object({
  kind: decisionKindSchema,
  note: z.string().nullable(),
  terms: z.array(decidedTermsSchema).nullable(),
  underwriter_name: z.string(),
  decided_at: z.string(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;

/** GET /api/underwriting/queue: referred applications, the longest waiting first. */
export const underwritingQueueResponseSchema = z.object({
  cases: z.array(
    z.object({
      quotation_id: z.number().int(),
      quotation_no: z.string(),
      sponsor_name: z.string(),
      partner_name: z.string(),
      plan_name: z.string().nullable(),
      members: z.number().int(),
      hits: z.number().int(),
      decline_recommended: z.boolean(),
      /** Came back after the underwriter asked for more information. */
      returned: z.boolean(),
      referred_at: z.string(),
    }),
  ),
});
export type UnderwritingQueue = z.infer<typeof underwritingQueueResponseSchema>;

/** GET /api/underwriting/cases/:id: everything an underwriter decides on. */
export const underwritingCaseResponseSchema = z.object({
  quotation_id: z.number().int(),
  quotation_no: z.string(),
  status: statusSchema,
  partner_name: z.string(),
  sponsor: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  plan_name: z.string().nullable(),
  referred_at: z.string().nullable(),
  members: z.array(
    memberViewSchema.extend({
      age: z.number().int(),
      body_mass_index: z.number().nullable(),
    }),
  ),
  totals: totalsSchema,
  declaration: declarationResponseSchema,
  hits: z.array(ruleHitSchema),
  documents: z.array(z.object({ id: z.string(), label: z.string(), file_name: z.string(), content_type: z.string() })),
  decisions: z.array(decisionViewSchema),
});
export type UnderwritingCase = z.infer<typeof underwritingCaseResponseSchema>;

/** POST /api/underwriting/cases/:id/decision and POST /api/quotations/:id/underwriting/accept-terms answer. */
export const underwritingStatusResponseSchema = z.object({ status: statusSchema });

/** GET /api/quotations/:id/underwriting: the partner's view of the decision on their application. */
export const quotationUnderwritingResponseSchema = z.object({
  quotation_id: z.number().int(),
  quotation_no: z.string(),
  status: statusSchema,
  referred_at: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
  hits: z.array(ruleHitSchema),
  decisions: z.array(decisionViewSchema),
  members: z.array(memberViewSchema),
  totals: totalsSchema,
});
export type QuotationUnderwriting = z.infer<typeof quotationUnderwritingResponseSchema>;

/** GET /api/approvals: the partner's applications that went to underwriting, the latest first. */
export const approvalsResponseSchema = z.object({
  applications: z.array(
    z.object({
      quotation_id: z.number().int(),
      quotation_no: z.string(),
      sponsor_name: z.string(),
      status: statusSchema,
      plan_name: z.string().nullable(),
      referred_at: z.string(),
      last_decision: decisionKindSchema.nullable(),
      last_decided_at: z.string().nullable(),
    }),
  ),
});
export type Approvals = z.infer<typeof approvalsResponseSchema>;

export const underwritingDocumentParamsSchema = quotationIdParamsSchema.extend(documentParamsSchema.shape);
