import { z } from "zod";
import { declarationResponseSchema } from "./medical-declaration";
import { singleLineText } from "./text-schema";

/**
 * The applicant's own link to their H+ application (`/applicantdettail/{token}`): without an account, the applicant
 * reviews the members, completes the medical declaration and signs it with their typed name and a consent. Only the
 * token's hash is stored; a new link replaces the previous one.
 */
export const APPLICANT_LINK_VALID_DAYS = 14;

export const APPLICANT_LINK_MESSAGES = {
  invalid:
    "This link does not work any more: it was replaced, it expired, or the application was closed. Ask your insurance partner to send a new one.",
  signed: "You have signed this declaration. If something in it must change, ask your insurance partner.",
  signName: "Type your full name to sign.",
  consent: "Tick the box to confirm the declaration.",
  incomplete:
    "The declaration is not complete: answer every question for each member, and give the details of every Yes, before signing.",
  notDeclaring: "Only an H+ application that is not paid or closed has a declaration to sign.",
  sent: (email: string) => `The declaration link was e-mailed to ${email}.`,
} as const;

/** What the applicant confirms when signing. */
export const APPLICANT_CONSENT_TEXT =
  "I declare that the answers above are true and complete for every member, and I consent to the insurer processing this health information to underwrite and administer the insurance.";

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
