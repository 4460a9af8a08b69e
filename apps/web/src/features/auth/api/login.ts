import { type LoginRequest, type LoginResponse, loginResponseSchema } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * POST /api/auth/login. 200 sets the session cookie and says what follows: the portal (with the partner), the
 * second factor, or its set-up. 401 carries the generic "incorrect" message (also for disabled accounts), 429 a
 * lock or throttle message with how long to wait, 503 "busy", 400 field errors.
 */
async function login(input: LoginRequest): Promise<LoginResponse> {
  return loginResponseSchema.parse(await apiRequest("/api/auth/login", { method: "POST", body: input }));
}

// A 401 here is a wrong password, not an ended session.
export const useLogin = () => useMutation({ mutationFn: login, meta: { allowUnauthorized: true } });
