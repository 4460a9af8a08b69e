import { z } from "zod";
import { mobileNumberSchema, mobilePrefixSchema } from "./mobile";
import { paymentStartSchema, paymentStatusSchema, totalsSchema } from "./quotation-api";
import { renewalAccessSchema } from "./renewal-access";
import { policyNumberSchema } from "./renewal-search";
import { RENEWAL_STATES } from "./renewal-state";
import { sponsorEmailSchema } from "./sponsor";
import { exactText, multiLineText } from "./text-schema";
import { tpaSchema } from "./tpa";

export const KEEP_ONE_MEMBER_MESSAGE = "Keep at least one member of this policy.";

/** Member ids are PostgreSQL integers: a larger number names no member and must not reach a query. */
const memberIdsSchema = z.array(z.number().int().positive().max(2_147_483_647)).min(1, KEEP_ONE_MEMBER_MESSAGE).max(50);

/** The corrected contact details, with the same rules as step 1. */
const contactShape = {
  email: sponsorEmailSchema,
  mobile_prefix: mobilePrefixSchema,
  mobile_number: mobileNumberSchema,
};
const CONTACT_FIELDS = Object.keys(contactShape) as (keyof typeof contactShape)[];

/**
 * Policy details → continue: who stays insured and the contact details. With the full details shown (code given, or
 * the partner's own policy) the form sends the contact details; the masked view sends none and keeps those on file.
 */
export const renewalWithContactSchema = z.object({ memberIds: memberIdsSchema, ...contactShape });

/** What the server accepts: the contact details whole, or not at all. */
export const renewalSaveRequestSchema = z
  .object({
    memberIds: memberIdsSchema,
    email: contactShape.email.optional(),
    mobile_prefix: contactShape.mobile_prefix.optional(),
    mobile_number: contactShape.mobile_number.optional(),
  })
  .superRefine((v, ctx) => {
    const given = CONTACT_FIELDS.filter((f) => v[f] !== undefined);
    if (given.length === 0 || given.length === CONTACT_FIELDS.length) return;
    for (const f of CONTACT_FIELDS.filter((name) => v[name] === undefined)) {
      ctx.addIssue({ code: "custom", path: [f], message: "Give the e-mail and the mobile number together." });
    }
  });
export type RenewalSaveRequest = z.infer<typeof renewalSaveRequestSchema>;

export const DECLARATION_DETAILS_MAX = 500;

export const renewalDeclarationRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        memberId: z.number().int().positive(),
        questionId: exactText().min(1).max(40),
        answer: z.boolean({ error: "Answer this question." }),
        details: multiLineText()
          .max(DECLARATION_DETAILS_MAX, `Cannot be more than ${DECLARATION_DETAILS_MAX} characters.`)
          .nullish(),
      }),
    )
    .max(500),
});
export type RenewalDeclarationRequest = z.infer<typeof renewalDeclarationRequestSchema>;

/** POST /api/renewals/search and /api/renewals/partner-start: the policy found (the grant travels as a cookie). */
export const renewalSearchResponseSchema = z.object({ Parent_Quotation_No: z.string(), policyNo: z.string() });
export type RenewalSearchResponse = z.infer<typeof renewalSearchResponseSchema>;

/** POST /api/renewals/partner-start: the signed-in partner renews one of their own policies. */
export const partnerStartRenewalRequestSchema = z.object({ policyNo: policyNumberSchema });

/** PUT /api/renewals/current: the renewal quotation as saved. */
export const saveRenewalResponseSchema = z.object({ quote_tr_sno: z.number().int(), Quotation_no: z.string() });
export type SaveRenewalResponse = z.infer<typeof saveRenewalResponseSchema>;

/** POST /api/renewals/current/code: where the code went (masked) and how long it holds. */
export const sendRenewalCodeResponseSchema = z.object({ sentTo: z.string(), validForMinutes: z.number() });
export type SendRenewalCodeResponse = z.infer<typeof sendRenewalCodeResponseSchema>;

/** POST /api/renewals/current/code/verify */
export const verifyRenewalCodeResponseSchema = z.object({ verified: z.boolean() });

/** PUT /api/renewals/current/declaration */
export const saveRenewalDeclarationResponseSchema = z.object({ success: z.boolean() });

/** POST /api/renewals/current/finalize: the customer confirms the review, and may opt in to marketing. */
export const finalizeRenewalRequestSchema = z.object({
  declaration: z.literal(true, { error: "Tick the declaration to confirm the information is correct." }),
  marketingOptIn: z.boolean({ error: "Answer with true or false." }).optional(),
});
export const finalizeRenewalResponseSchema = z.object({ status: z.string() });

/** One member of the policy found; masked until the code is entered (family initial, no date of birth or age). */
export const renewalMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  family_name: z.string(),
  member_type: z.number().int(),
  relation: z.string().nullable(),
  date_of_birth: z.string().optional(),
  gender: z.number().int(),
  age_at_renewal: z.number().int().optional(),
  current_premium_fils: z.number().int(),
  renewal_premium_fils: z.number().int(),
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
  Parent_Quotation_No: z.string(),
  state: z.enum(RENEWAL_STATES),
  renewalOpensOn: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  tpaSno: tpaSchema,
  plan: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  renewalStartDate: z.string(),
  renewalEndDate: z.string(),
  members: z.array(renewalMemberSchema),
  totals: totalsSchema,
  renewal: z.object({ quote_tr_sno: z.number().int(), Quotation_no: z.string(), status: z.string() }).nullable(),
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
  details: z.string().nullable(),
  /** Details were given in another session; the masked view does not show them. */
  detailsHidden: z.boolean(),
});

export const renewalReviewMemberSchema = z.object({
  member_sno: z.number().int(),
  first_name: z.string(),
  family_name: z.string(),
  date_of_birth: z.string().optional(),
  premium_fils: z.number().int(),
  answers: z.array(reviewAnswerSchema),
});
export type RenewalReviewMember = z.infer<typeof renewalReviewMemberSchema>;

/** GET /api/renewals/current/review: the renewal as started, with the answers; 409 before it was started. */
export const getRenewalReviewResponseSchema = z.object({
  access: renewalAccessSchema,
  quote_tr_sno: z.number().int(),
  Quotation_no: z.string(),
  Parent_Quotation_No: z.string(),
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

/**
 * POST /api/renewals/current/payment: where the payer comes back after the gateway. "partner" (the renewal run from
 * the partner's shell) counts only for the policy's own partner, signed in; anyone else returns to the customer's
 * pages. A request without a body is the customer's.
 */
export const startRenewalPaymentRequestSchema = z
  .object({ returnTo: z.enum(["customer", "partner"], { error: "returnTo is customer or partner." }) })
  .strict()
  .nullish();
export type StartRenewalPaymentRequest = z.input<typeof startRenewalPaymentRequestSchema>;
/** The hosted payment page's address and the signed fields to post to it. */
export const startRenewalPaymentResponseSchema = paymentStartSchema;

/** GET /api/renewals/payments/:transactionId: what the server recorded; receiptUrl once the receipt PDF exists. */
export const getRenewalPaymentResponseSchema = paymentStatusSchema.extend({
  receiptReady: z.boolean(),
  receiptUrl: z.string().nullable(),
  /** The tax invoice, available with the receipt. */
  taxInvoiceUrl: z.string().nullable(),
  /** The insured members' health cards (PDF), with the receipt. */
  cardsUrl: z.string().nullable(),
});
export type GetRenewalPaymentResponse = z.infer<typeof getRenewalPaymentResponseSchema>;
