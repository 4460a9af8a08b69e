import { renewalAccessSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { renewalKeys, renewalMeta } from "./query-keys";

const answerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.boolean(),
  details: z.string().nullable(),
  /** Details were given in another session; the masked view does not show them. */
  detailsHidden: z.boolean(),
});

export const reviewMemberSchema = z.object({
  member_sno: z.number().int(),
  first_name: z.string(),
  family_name: z.string(),
  date_of_birth: z.string().optional(),
  premium_fils: z.number().int(),
  answers: z.array(answerSchema),
});
export type ReviewMember = z.infer<typeof reviewMemberSchema>;

export const RENEWAL_STATUS = {
  DRAFT: "draft",
  FINALIZED: "finalized",
  PAID: "paid",
  ISSUED: "policy_issued",
} as const;

// The server declares no response schema for this call yet; this mirrors what it returns (see the report).
export const renewalReviewSchema = z.object({
  access: renewalAccessSchema,
  quote_tr_sno: z.number().int(),
  Quotation_no: z.string(),
  Parent_Quotation_No: z.string(),
  policyNo: z.string(),
  status: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  renewalStartDate: z.string(),
  renewalEndDate: z.string(),
  members: z.array(reviewMemberSchema),
  totals: z.object({ subtotal: z.number().int(), vat: z.number().int(), total: z.number().int() }),
  declarationComplete: z.boolean(),
});
export type RenewalReview = z.infer<typeof renewalReviewSchema>;

/** GET /api/renewals/current/review: the renewal as started, with the answers; 409 before it was started. */
export async function getRenewalReview(signal?: AbortSignal): Promise<RenewalReview> {
  return renewalReviewSchema.parse(await apiRequest("/api/renewals/current/review", { signal }));
}

export const renewalReviewQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.review,
    queryFn: ({ signal }) => getRenewalReview(signal),
    // Status and answers change on every step: always read afresh.
    staleTime: 0,
    gcTime: 0,
    meta: renewalMeta,
  });
