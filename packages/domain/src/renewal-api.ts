import { z } from "zod";
import { say } from "./i18n/say";
import { tooManyCharacters } from "./length-messages";
import { mobileNumberSchema, mobilePrefixSchema } from "./mobile";
import { DECLARATION_DETAILS_MAX } from "./renewal-declaration-rule";
import { KEEP_ONE_MEMBER_MESSAGE } from "./renewal-members-rule";
import { policyNumberSchema } from "./renewal-search";
import { sponsorEmailSchema } from "./sponsor";
import { exactText, multiLineText } from "./text-schema";

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

/** The masked view's form: who stays insured; the contact details on file are kept. */
export const renewalMembersSchema = z.object({ memberIds: memberIdsSchema });

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
      ctx.addIssue({
        code: "custom",
        path: [f],
        message: say(
          /*i18n*/ { id: "renewalApi.giveTheEMailAndThe", message: "Give the e-mail and the mobile number together." },
        ),
      });
    }
  });
export type RenewalSaveRequest = z.infer<typeof renewalSaveRequestSchema>;

export const renewalDeclarationRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        memberId: z.number().int().positive(),
        questionId: exactText().min(1).max(40),
        answer: z.boolean({
          error: say(/*i18n*/ { id: "renewalApi.answerThisQuestion", message: "Answer this question." }),
        }),
        details: multiLineText().max(DECLARATION_DETAILS_MAX, tooManyCharacters(DECLARATION_DETAILS_MAX)).nullish(),
      }),
    )
    .max(500),
});
export type RenewalDeclarationRequest = z.infer<typeof renewalDeclarationRequestSchema>;

/** POST /api/renewals/partner-start: the signed-in partner renews one of their own policies. */
export const partnerStartRenewalRequestSchema = z.object({ policyNo: policyNumberSchema });

/** POST /api/renewals/current/finalize: the customer confirms the review, and may opt in to marketing. */
export const finalizeRenewalRequestSchema = z.object({
  declaration: z.literal(true, {
    error: say(
      /*i18n*/ {
        id: "renewalApi.tickTheDeclarationToConfirmThe",
        message: "Tick the declaration to confirm the information is correct.",
      },
    ),
  }),
  marketingOptIn: z
    .boolean({ error: say(/*i18n*/ { id: "renewalApi.answerWithTrueOrFalse", message: "Answer with true or false." }) })
    .optional(),
});

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
