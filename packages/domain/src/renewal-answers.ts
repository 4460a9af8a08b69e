import * as z from "zod/mini";
import { paymentStartSchema, paymentStatusSchema, totalsSchema } from "./payment-schemas";
import { renewalAccessSchema } from "./renewal-access";
import { RENEWAL_STATES } from "./renewal-state";
import { tpaSchema } from "./tpa";

/*
 * The renewal API's answers, in zod/mini: the customer's renewal pages (often opened on a phone) parse every answer
 * with these, and load no classic zod for it — on the review and payment steps, zod's classic API and the schema
 * modules it brings were the difference between a score in the 80s and 95. The server's routes answer with the same
 * schemas. The requests' schemas are in renewal-api.ts.
 */

/** POST /api/renewals/search and /api/renewals/partner-start: the policy found (the grant travels as a cookie). */
export const renewalSearchResponseSchema = z.object({ parentQuotationNo: z.string(), policyNo: z.string() });
export type RenewalSearchResponse = z.infer<typeof renewalSearchResponseSchema>;

/** PUT /api/renewals/current: the renewal quotation as saved. */
export const saveRenewalResponseSchema = z.object({ quotationId: z.int(), quotationNo: z.string() });
export type SaveRenewalResponse = z.infer<typeof saveRenewalResponseSchema>;

/** POST /api/renewals/current/code: where the code went (masked) and how long it holds. */
export const sendRenewalCodeResponseSchema = z.object({ sentTo: z.string(), validForMinutes: z.number() });
export type SendRenewalCodeResponse = z.infer<typeof sendRenewalCodeResponseSchema>;

/** POST /api/renewals/current/code/verify */
export const verifyRenewalCodeResponseSchema = z.object({ verified: z.boolean() });

/** PUT /api/renewals/current/declaration */
export const saveRenewalDeclarationResponseSchema = z.object({ success: z.boolean() });

/** POST /api/renewals/current/finalize */
export const finalizeRenewalResponseSchema = z.object({ status: z.string() });

/** One member of the policy found; masked until the code is entered (family initial, no date of birth or age). */
export const renewalMemberSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  family_name: z.string(),
  member_type: z.int(),
  relation: z.nullable(z.string()),
  date_of_birth: z.optional(z.string()),
  gender: z.int(),
  age_at_renewal: z.optional(z.int()),
  current_premium_fils: z.int(),
  renewal_premium_fils: z.int(),
  kept: z.boolean(),
});
export type RenewalMember = z.infer<typeof renewalMemberSchema>;

/** GET /api/renewals/current: the policy the search found, each member's renewal premium, and the renewal if started. */
export const getRenewalResponseSchema = z.object({
  /** "masked": names shortened, e-mail and mobile masked; "full" after the e-mailed code, or for the policy's partner. */
  access: renewalAccessSchema,
  /** The masked e-mail on the policy, where a code is sent. */
  codeSentTo: z.string(),
  policyNo: z.string(),
  parentQuotationNo: z.string(),
  state: z.enum(RENEWAL_STATES),
  renewalOpensOn: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  tpaId: tpaSchema,
  plan: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  renewalStartDate: z.string(),
  renewalEndDate: z.string(),
  members: z.array(renewalMemberSchema),
  totals: totalsSchema,
  renewal: z.nullable(z.object({ quotationId: z.int(), quotationNo: z.string(), status: z.string() })),
});
export type GetRenewalResponse = z.infer<typeof getRenewalResponseSchema>;

/** One question of the renewal declaration; an answer other than the expected one needs details. */
export const renewalQuestionSchema = z.object({ id: z.string(), text: z.string(), expectedAnswer: z.boolean() });
export type RenewalQuestion = z.infer<typeof renewalQuestionSchema>;
/** GET /api/renewals/questions */
export const listRenewalQuestionsResponseSchema = z.array(renewalQuestionSchema);

const reviewAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.boolean(),
  details: z.nullable(z.string()),
  /** Details were given in another session; the masked view does not show them. */
  detailsHidden: z.boolean(),
});

export const renewalReviewMemberSchema = z.object({
  member_sno: z.int(),
  first_name: z.string(),
  family_name: z.string(),
  date_of_birth: z.optional(z.string()),
  premium_fils: z.int(),
  answers: z.array(reviewAnswerSchema),
});
export type RenewalReviewMember = z.infer<typeof renewalReviewMemberSchema>;

/** GET /api/renewals/current/review: the renewal as started, with the answers; 409 before it was started. */
export const getRenewalReviewResponseSchema = z.object({
  access: renewalAccessSchema,
  quotationId: z.int(),
  quotationNo: z.string(),
  parentQuotationNo: z.string(),
  policyNo: z.string(),
  status: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  renewalStartDate: z.string(),
  renewalEndDate: z.string(),
  members: z.array(renewalReviewMemberSchema),
  totals: totalsSchema,
  declarationComplete: z.boolean(),
});
export type GetRenewalReviewResponse = z.infer<typeof getRenewalReviewResponseSchema>;

/** POST /api/renewals/current/payment: the hosted payment page's address and the signed fields to post to it. */
export const startRenewalPaymentResponseSchema = paymentStartSchema;

/** GET /api/renewals/payments/:transactionId: what the server recorded; receiptUrl once the receipt PDF exists. */
export const getRenewalPaymentResponseSchema = z.extend(paymentStatusSchema, {
  receiptReady: z.boolean(),
  receiptUrl: z.nullable(z.string()),
  /** The tax invoice, available with the receipt. */
  taxInvoiceUrl: z.nullable(z.string()),
  /** The insured members' health cards (PDF), with the receipt. */
  cardsUrl: z.nullable(z.string()),
  /** All of the above in one ZIP, with the receipt. */
  documentsUrl: z.nullable(z.string()),
});
export type GetRenewalPaymentResponse = z.infer<typeof getRenewalPaymentResponseSchema>;
