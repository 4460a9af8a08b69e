import { z } from "zod";
import { APPLICANT_LINK_MESSAGES } from "./applicant-link-texts";
import { declarationResponseSchema } from "./medical-declaration";
import { singleLineText } from "./text-schema";

export const applicantTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** POST /api/applicant/:token/sign. */
export const applicantSignRequestSchema = z.object({
  name: singleLineText({ error: APPLICANT_LINK_MESSAGES.signName })
    .trim()
    .min(3, APPLICANT_LINK_MESSAGES.signName)
    .max(120, APPLICANT_LINK_MESSAGES.signName),
  consent: z.literal(true, { error: APPLICANT_LINK_MESSAGES.consent }),
});
export type ApplicantSignRequest = z.infer<typeof applicantSignRequestSchema>;

const signatureSchema = z.object({ name: z.string(), signed_at: z.string() });

/** GET /api/applicant/:token: the application as the applicant sees it. */
export const applicantApplicationResponseSchema = z.object({
  quotation_no: z.string(),
  sponsor_name: z.string(),
  partner_name: z.string(),
  plan_name: z.string().nullable(),
  declaration: declarationResponseSchema,
  signature: signatureSchema.nullable(),
});
export type ApplicantApplication = z.infer<typeof applicantApplicationResponseSchema>;

/** GET and POST /api/quotations/:id/applicant-link: the partner's view of the applicant's side. */
export const applicantLinkStatusResponseSchema = z.object({
  link: z
    .object({
      sent_to: z.string(),
      sent_at: z.string(),
      expires_at: z.string(),
      opened_at: z.string().nullable(),
      signature: signatureSchema.nullable(),
      /** The declaration is still exactly what was signed (a later change needs a new signature). */
      signature_current: z.boolean(),
    })
    .nullable(),
  message: z.string().optional(),
});
export type ApplicantLinkStatus = z.infer<typeof applicantLinkStatusResponseSchema>;
