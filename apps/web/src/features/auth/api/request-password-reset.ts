import { messageResponseSchema, type PasswordResetRequest } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** POST /api/auth/password-reset/request: always 202 with the same message, whether or not an account matched. */
async function requestPasswordReset(input: PasswordResetRequest): Promise<string> {
  const body = await apiRequest("/api/auth/password-reset/request", { method: "POST", body: input });
  return messageResponseSchema.parse(body).message;
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { allowUnauthorized: true } });
