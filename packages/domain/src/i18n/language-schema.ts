import * as z from "zod/mini";
import { LANGUAGES } from "./language";

// zod/mini, like the sign-in rule: the partner details a signed-in page reads carry the language.
export const languageSchema = z.enum(LANGUAGES);

/** PUT /api/account/language: the signed-in partner's choice, kept for every browser they use and for their e-mails. */
export const languageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
