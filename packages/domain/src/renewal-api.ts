import { z } from "zod";
import { mobileNumberSchema, mobilePrefixSchema } from "./mobile";
import { sponsorEmailSchema } from "./sponsor";
import { exactText, multiLineText } from "./text-schema";

export const KEEP_ONE_MEMBER_MESSAGE = "Keep at least one member of this policy.";

/** Policy details → continue: who stays insured and the corrected contact details (same rules as step 1). */
export const renewalSaveRequestSchema = z.object({
  memberIds: z.array(z.number().int().positive()).min(1, KEEP_ONE_MEMBER_MESSAGE).max(50),
  email: sponsorEmailSchema,
  mobile_prefix: mobilePrefixSchema,
  mobile_number: mobileNumberSchema,
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
