import type { SendRenewalCodeResponse } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * POST /api/renewals/current/code: e-mails a one-time code to the address on the policy (a new code ends the old
 * one). 429 when a code was sent less than a minute ago, or too many in an hour.
 */
async function sendRenewalCode(): Promise<SendRenewalCodeResponse> {
  return renewalRequest("/api/renewals/current/code", (api) => api.sendRenewalCodeResponseSchema, { method: "POST" });
}

export const useSendRenewalCode = () => useMutation({ mutationFn: sendRenewalCode, meta: renewalMeta });
