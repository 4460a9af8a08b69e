import { messageResponseSchema, type PasswordResetConfirm } from "@pp/domain";
import { ApiError, apiRequest } from "../../../api/client";
import { useCall } from "../../../api/use-call";

/**
 * POST /api/auth/password-reset/confirm: 200 with the "changed" message; 400 with the invalid-link message
 * for a bad, expired or used token, or with field errors when the new password is refused.
 */
async function confirmPasswordReset(input: PasswordResetConfirm): Promise<string> {
  const body = await apiRequest("/api/auth/password-reset/confirm", { method: "POST", body: input });
  return messageResponseSchema.parse(body).message;
}

/** The token itself was refused (not the password): the user needs a new link. */
export function isInvalidResetLink(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return Boolean(error.fieldErrors.token?.length) || !error.fieldErrors.password?.length;
}

export const useConfirmPasswordReset = () => useCall(confirmPasswordReset);
