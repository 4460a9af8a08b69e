import { PARTNER_RENEWAL_ROUTE_BASE, renewalStepPath } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** Where the renewal continues, inside the partner's shell, once the partner holds the policy's renewal permission. */
export const RENEWAL_DETAILS_PATH = renewalStepPath("details", PARTNER_RENEWAL_ROUTE_BASE);

/**
 * POST /api/renewals/partner-start: the partner starts the renewal of one of their own policies; the answer sets the
 * renewal permission cookie the renewal screens read.
 */
async function startRenewal(policyNo: string) {
  await apiRequest("/api/renewals/partner-start", { method: "POST", body: { policyNo } });
}

export const useStartRenewal = () => useMutation({ mutationFn: startRenewal });
