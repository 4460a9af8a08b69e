import type { RenewalSearch } from "@pp/domain";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { renewalMeta } from "./query-keys";

export const searchResultSchema = z.object({ Parent_Quotation_No: z.string(), policyNo: z.string() });
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * POST /api/renewals/search (spec §7 "Search policy"): the policy of an insured member, by Emirates ID, policy
 * number or passport and date of birth. A hit also grants the permission to renew that policy (httpOnly cookie);
 * 404 "No record found", 429 when this connection searched too often.
 */
export async function searchPolicy(search: RenewalSearch): Promise<SearchResult> {
  return searchResultSchema.parse(await apiRequest("/api/renewals/search", { method: "POST", body: search }));
}

export const useSearchPolicy = () => useMutation({ mutationFn: searchPolicy, meta: renewalMeta });
