import { renewalAccessSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { renewalKeys, renewalMeta } from "./query-keys";

const totalsSchema = z.object({ subtotal: z.number().int(), vat: z.number().int(), total: z.number().int() });

/** Masked (until the code is entered): the family name is an initial, and there is no date of birth or age. */
export const renewalMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  family_name: z.string(),
  member_type: z.number().int(),
  relation: z.string().nullable(),
  date_of_birth: z.string().optional(),
  gender: z.number().int(),
  age_at_renewal: z.number().int().optional(),
  current_premium_fils: z.number().int(),
  renewal_premium_fils: z.number().int(),
  kept: z.boolean(),
});
export type RenewalMember = z.infer<typeof renewalMemberSchema>;

export const RENEWAL_STATES = ["due", "not_yet_due", "renewed", "expired"] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

// The server declares no response schema for this call yet; this mirrors what it returns (see the report).
export const renewalDetailsSchema = z.object({
  /** "masked": names shortened, e-mail and mobile masked; "full" after the e-mailed code, or for the policy's partner. */
  access: renewalAccessSchema,
  /** The masked e-mail on the policy, where a code is sent. */
  codeSentTo: z.string(),
  policyNo: z.string(),
  Parent_Quotation_No: z.string(),
  state: z.enum(RENEWAL_STATES),
  renewalOpensOn: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  tpaSno: z.union([z.literal(1), z.literal(3)]),
  plan: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  renewalStartDate: z.string(),
  renewalEndDate: z.string(),
  members: z.array(renewalMemberSchema),
  totals: totalsSchema,
  renewal: z.object({ quote_tr_sno: z.number().int(), Quotation_no: z.string(), status: z.string() }).nullable(),
});
export type RenewalDetails = z.infer<typeof renewalDetailsSchema>;

/** GET /api/renewals/current: the policy the search found, each member's renewal premium, and the renewal if started. */
export async function getRenewal(signal?: AbortSignal): Promise<RenewalDetails> {
  return renewalDetailsSchema.parse(await apiRequest("/api/renewals/current", { signal }));
}

export const renewalQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.current,
    queryFn: ({ signal }) => getRenewal(signal),
    // The state (due, renewed, …) and the premiums change with the date and with other tabs: always read afresh.
    staleTime: 0,
    meta: renewalMeta,
  });
