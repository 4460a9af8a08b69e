import { type LoginRequest, type PartnerDetails, partnerDetailsSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * POST /api/auth/login. 200 sets the session cookie and returns the partner; 401 carries the generic
 * "incorrect" message (also for disabled accounts), 429 the lockout message, 400 field errors.
 */
export async function login(input: LoginRequest): Promise<PartnerDetails> {
  const body = await apiRequest<{ partner: unknown }>("/api/auth/login", { method: "POST", body: input });
  return partnerDetailsSchema.parse(body.partner);
}

// A 401 here is a wrong password, not an ended session.
export const useLogin = () => useMutation({ mutationFn: login, meta: { allowUnauthorized: true } });
