import { type SecondFactorRequest, signedInResponseSchema } from "@pp/domain";
import { ApiError, apiRequest } from "../../../api/client";
import { useCall } from "../../../api/use-call";

/**
 * POST /api/auth/second-factor: 200 signs in (a new session cookie, and the trusted-browser cookie when asked);
 * 400 a wrong or used code (on the field), 429 too many wrong codes, 401 the sign-in has timed out.
 */
async function verifySecondFactor(input: SecondFactorRequest) {
  const body = await apiRequest("/api/auth/second-factor", { method: "POST", body: input });
  return signedInResponseSchema.parse(body).partner;
}

/** A 401 here is a sign-in that waited too long, not an ended session of the portal: the page says so. */
export const useVerifySecondFactor = () => useCall(verifySecondFactor);

export const isSignInTimedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
