import { messageResponseSchema, type PasswordResetRequest } from "@pp/domain";
import { apiRequest } from "../../../api/client";
import { useCall } from "../../../api/use-call";

/** POST /api/auth/password-reset/request: always 202 with the same message, whether or not an account matched. */
async function requestPasswordReset(input: PasswordResetRequest): Promise<string> {
  const body = await apiRequest("/api/auth/password-reset/request", { method: "POST", body: input });
  return messageResponseSchema.parse(body).message;
}

export const useRequestPasswordReset = () => useCall(requestPasswordReset);
