import { type PaymentStatus, paymentStatusSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/**
 * GET /api/payments/:transactionId: what the server recorded for the transaction (the result page
 * shows this, never what its query string claims). 404 when unknown or not this partner's.
 */
async function getPayment(transactionId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  return paymentStatusSchema.parse(await apiRequest(`/api/payments/${encodeURIComponent(transactionId)}`, { signal }));
}

export const paymentQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: ["payment", transactionId] as const,
    queryFn: ({ signal }) => getPayment(transactionId, signal),
    staleTime: 0,
  });

/** The payment receipt PDF of an issued policy. */
export const taxInvoiceUrl = (policyNo: string) => `/api/policies/${encodeURIComponent(policyNo)}/tax-invoice.pdf`;
export const receiptUrl = (policyNo: string) => `/api/policies/${encodeURIComponent(policyNo)}/receipt.pdf`;
export const scheduleUrl = (policyNo: string) => `/api/policies/${encodeURIComponent(policyNo)}/schedule.pdf`;
/** The receipt, tax invoice, schedule and (while the policy covers) member cards in one ZIP. */
export const documentsZipUrl = (policyNo: string) => `/api/policies/${encodeURIComponent(policyNo)}/documents.zip`;
export type { PaymentStatus };
