import { type PolicyListQuery, PRODUCTS } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { backofficeKeys, exportHref, toSearchParams } from "../../../api/query-keys";

// The server declares no response schema for the back-office lists yet; this is what it answers (reported).
export const policyRowSchema = z.object({
  id: z.number().int(),
  policyNo: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  state: z.enum(["renewed", "expired", "due", "active"]),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalFils: z.number().int(),
  issuedAt: z.string(),
  hasReceipt: z.boolean(),
});
export type PolicyRow = z.infer<typeof policyRowSchema>;

const policyPageSchema = z.object({
  rows: z.array(policyRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PolicyPage = z.infer<typeof policyPageSchema>;

const LIST_PATH = "/api/backoffice/policies";

/** GET /api/backoffice/policies: one page of the partner's policies of one product and view. */
export async function listPolicies(query: PolicyListQuery, signal?: AbortSignal): Promise<PolicyPage> {
  return policyPageSchema.parse(await apiRequest(`${LIST_PATH}?${toSearchParams(query)}`, { signal }));
}

export const policyListQueryOptions = (query: PolicyListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.policies(query),
    queryFn: ({ signal }) => listPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/backoffice/policies/export.csv: every policy the same filters match, as a download. */
export const policyExportHref = (query: PolicyListQuery) => exportHref(`${LIST_PATH}/export.csv`, query);
