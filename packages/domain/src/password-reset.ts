import { z } from "zod";
import { say } from "./i18n/say";
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from "./sign-in-rule";
import { exactText, singleLineText } from "./text-schema";

/** Password reset: the request for a link, the new password, and the form that sets it. */
export const newPasswordSchema = exactText()
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);

export const passwordResetRequestSchema = z.object({
  identifier: singleLineText()
    .min(1, PASSWORD_MESSAGES.identifierRequired)
    .max(254, say(/*i18n*/ { id: "passwordReset.enterAtMost254Characters", message: "Enter at most 254 characters." })),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: exactText().min(20, PASSWORD_MESSAGES.resetInvalid).max(200, PASSWORD_MESSAGES.resetInvalid),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The form adds the confirmation field; the server only needs the password. */
export const passwordResetFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: exactText() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORD_MESSAGES.mismatch });
