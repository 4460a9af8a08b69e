import { z } from "zod";
import { checkFields } from "./field-check";
import { say } from "./i18n/say";
import { tooManyCharacters } from "./length-messages";
import { EMAIL_PATTERN } from "./sponsor-rule";
import { singleLineText } from "./text-schema";

/** The "Retrieve your application" dialog: a partner reopens a saved quotation by its number and contacts. */
export const RETRIEVE_MESSAGES = {
  quotationNoRequired: say(/*i18n*/ { id: "retrieve.quotationNoIsRequired", message: "Quotation No. is required." }),
  contactNumberRequired: say(
    /*i18n*/ { id: "retrieve.contactnumberNoIsRequired", message: "ContactNumber No. is required." },
  ),
  emailRequired: say(/*i18n*/ { id: "retrieve.emailIsRequired", message: "Email is required." }),
  emailInvalid: say(/*i18n*/ { id: "retrieve.invalidEmail", message: "Invalid email." }),
} as const;

const retrieveText = (required: string, max: number) =>
  singleLineText().min(1, required).max(max, tooManyCharacters(max));

/** "Retrieve your application" modal; the partner comes from the session, not from the body. */
export const retrieveRequestSchema = z
  .object({
    quotationNo: singleLineText({ error: RETRIEVE_MESSAGES.quotationNoRequired }),
    sponsorMobile: singleLineText({ error: RETRIEVE_MESSAGES.contactNumberRequired }),
    sponsorEmail: singleLineText({ error: RETRIEVE_MESSAGES.emailRequired }).toLowerCase(),
  })
  .superRefine((v, ctx) =>
    checkFields(ctx, v, {
      quotationNo: retrieveText(RETRIEVE_MESSAGES.quotationNoRequired, 30),
      sponsorMobile: retrieveText(RETRIEVE_MESSAGES.contactNumberRequired, 20),
      sponsorEmail: singleLineText()
        .min(1, RETRIEVE_MESSAGES.emailRequired)
        .max(254, RETRIEVE_MESSAGES.emailInvalid)
        .regex(EMAIL_PATTERN, RETRIEVE_MESSAGES.emailInvalid),
    }),
  );
export type RetrieveRequest = z.infer<typeof retrieveRequestSchema>;
