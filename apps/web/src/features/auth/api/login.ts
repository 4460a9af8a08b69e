import type { LoginRequest, LoginResponse } from "@pp/domain";
import { apiRequest } from "../../../api/client";
import { useCall } from "../../../api/use-call";

/**
 * POST /api/auth/login. 200 sets the session cookie and says what follows: the portal (with the partner), the
 * second factor, or its set-up. 401 carries the generic "incorrect" message (also for disabled accounts), 429 a
 * lock or throttle message with how long to wait, 503 "busy", 400 field errors.
 *
 * The answer's schema (and zod with it) loads with the request, not with the page: the sign-in page's first load
 * stays light, and the chunk arrives while the server checks the password.
 */
async function login(input: LoginRequest): Promise<LoginResponse> {
  const [answer, { loginResponseSchema }] = await Promise.all([
    apiRequest("/api/auth/login", { method: "POST", body: input }),
    import("@pp/domain/auth"),
  ]);
  return loginResponseSchema.parse(answer);
}

// A 401 here is a wrong password, not an ended session: nothing but the page hears of it.
export const useLogin = () => useCall(login);
