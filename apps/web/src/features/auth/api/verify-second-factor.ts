import { type SecondFactorRequest, signedInResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../api/client";

/**
 * POST /api/auth/second-factor: 200 signs in (a new session cookie, and the trusted-browser cookie when asked);
 * 400 a wrong or used code (on the field), 429 too many wrong codes, 401 the sign-in has timed out.
 */
async function verifySecondFactor(input: SecondFactorRequest) {
  const body = await apiRequest("/api/auth/second-factor", { method: "POST", body: input });
  return signedInResponseSchema.parse(body).partner;
}

/** A 401 here is a sign-in that waited too long, not an ended session of the portal. */
export const useVerifySecondFactor = () =>
  useMutation({ mutationFn: verifySecondFactor, meta: { allowUnauthorized: true } });

export const isSignInTimedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
