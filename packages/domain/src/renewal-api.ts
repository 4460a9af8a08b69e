import { z } from "zod";
import { mobileNumberSchema, mobilePrefixSchema } from "./mobile";
import { sponsorEmailSchema } from "./sponsor";
import { exactText, multiLineText } from "./text-schema";

export const KEEP_ONE_MEMBER_MESSAGE = "Keep at least one member of this policy.";

const memberIdsSchema = z.array(z.number().int().positive()).min(1, KEEP_ONE_MEMBER_MESSAGE).max(50);

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
