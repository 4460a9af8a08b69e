import { memberViewSchema, PRODUCTS, totalsSchema } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { backofficeKeys } from "../../../api/query-keys";
import { documentEntrySchema, paymentEntrySchema, timelineEntrySchema } from "./record-parts";

/**
 * The sponsor as stored (spec §3 field names). Looser than the wizard's sponsorRecordSchema: quotations reported by
 * the PA and Term sites carry no TPA (0), gender or real date of birth.
 */
const storedSponsorSchema = z.object({
  dhpo_entity_type_sno: z.number().int(),
  Spoonser_employer_namer: z.string(),
  sponsor_mobile_no: z.string(),
  sponosor_email: z.string(),
  gender: z.number().int().nullish(),
  date_of_birth: z.string(),
  Sponsor_uid: z.string(),
  Tpa_sno: z.number().int(),
});

export const quotationDetailResponseSchema = z.object({
  id: z.number().int(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  lastVisitedPage: z.string(),
  createdAt: z.string(),
  sponsor: storedSponsorSchema,
  reportedPremiumFils: z.number().int().nullable(),
  members: z.array(memberViewSchema),
  totals: totalsSchema,
  documents: z.array(documentEntrySchema),
  payments: z.array(paymentEntrySchema),
  policy: z.object({ policyNo: z.string(), status: z.string(), startDate: z.string(), endDate: z.string() }).nullable(),
  timeline: z.array(timelineEntrySchema),
});
export type QuotationDetailResponse = z.infer<typeof quotationDetailResponseSchema>;

/** GET /api/backoffice/quotations/:quotationNo; 404 "Quotation not found." also for another partner's. */
export async function getQuotationDetail(quotationNo: string, signal?: AbortSignal) {
  const path = `/api/backoffice/quotations/${encodeURIComponent(quotationNo)}`;
  return quotationDetailResponseSchema.parse(await apiRequest(path, { signal }));
}

export const quotationDetailQueryOptions = (quotationNo: string) =>
  queryOptions({
    queryKey: backofficeKeys.quotation(quotationNo),
    queryFn: ({ signal }) => getQuotationDetail(quotationNo, signal),
  });
