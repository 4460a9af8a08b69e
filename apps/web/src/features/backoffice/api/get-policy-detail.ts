import { PRODUCTS } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";
import { documentEntrySchema, paymentEntrySchema, timelineEntrySchema } from "./record-parts";

export const policyDetailResponseSchema = z.object({
  policyNo: z.string(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  tpaSno: z.number().int(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  premiumFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  issuedAt: z.string(),
  renewalOf: z.string().nullable(),
  renewedBy: z.string().nullable(),
  members: z.array(
    z.object({
      name: z.string(),
      memberType: z.number().int(),
      relation: z.string().nullable(),
      dateOfBirth: z.string(),
      gender: z.number().int(),
      nationality: z.string(),
      emiratesId: z.string().nullable(),
      premiumFils: z.number().int(),
    }),
  ),
  documents: z.array(documentEntrySchema),
  payments: z.array(paymentEntrySchema),
  hasReceipt: z.boolean(),
  timeline: z.array(timelineEntrySchema),
});
export type PolicyDetailResponse = z.infer<typeof policyDetailResponseSchema>;

/** GET /api/backoffice/policies/:policyNo; 404 "Policy not found." also for another partner's. */
export async function getPolicyDetail(policyNo: string, signal?: AbortSignal) {
  const path = `/api/backoffice/policies/${encodeURIComponent(policyNo)}`;
  return policyDetailResponseSchema.parse(await apiRequest(path, { signal }));
}

export const policyDetailQueryOptions = (policyNo: string) =>
  queryOptions({
    queryKey: backofficeKeys.policy(policyNo),
    queryFn: ({ signal }) => getPolicyDetail(policyNo, signal),
  });
