import { type GetRenewalPaymentResponse, PAYMENT_STATUS } from "@pp/domain";
import { renewalPaymentApiPath } from "@pp/domain/routing";
import { queryOptions } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/**
 * GET /api/renewals/payments/:transactionId: what the server recorded (the result page shows this, never its query
 * string). receiptUrl is set once the receipt PDF exists. 404 when unknown or not this customer's or partner's.
 */
async function getRenewalPayment(transactionId: string, signal?: AbortSignal): Promise<GetRenewalPaymentResponse> {
  return renewalRequest(renewalPaymentApiPath(transactionId), (api) => api.getRenewalPaymentResponseSchema, { signal });
}

/** How often the result page asks again while the receipt is being generated. */
const RECEIPT_POLL_MS = 1500;

export const renewalPaymentQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: renewalKeys.payment(transactionId),
    queryFn: ({ signal }) => getRenewalPayment(transactionId, signal),
    staleTime: 0,
    meta: renewalMeta,
    // Accepted but the receipt not rendered yet: look again shortly ("Generating payment receipt...").
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === PAYMENT_STATUS.ACCEPTED && !data.receiptReady ? RECEIPT_POLL_MS : false;
    },
  });
