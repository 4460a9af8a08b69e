import { PRODUCTS, type QuotationListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { backofficeKeys, exportHref, toSearchParams } from "../../../api/query-keys";

// The server declares no response schema for the back-office lists yet; this is what it answers (reported).
export const quotationRowSchema = z.object({
  id: z.number().int(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  lastVisitedPage: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  totalFils: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuotationRow = z.infer<typeof quotationRowSchema>;

const quotationPageSchema = z.object({
  rows: z.array(quotationRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuotationPage = z.infer<typeof quotationPageSchema>;

const LIST_PATH = "/api/backoffice/quotations";

/** GET /api/backoffice/quotations: one page of the partner's quotations of one product. */
export async function listQuotations(query: QuotationListQuery, signal?: AbortSignal): Promise<QuotationPage> {
  return quotationPageSchema.parse(await apiRequest(`${LIST_PATH}?${toSearchParams(query)}`, { signal }));
}

export const quotationListQueryOptions = (query: QuotationListQuery) =>
  queryOptions({
    queryKey: backofficeKeys.quotations(query),
    queryFn: ({ signal }) => listQuotations(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/backoffice/quotations/export.csv: every quotation the same filters match, as a download. */
export const quotationExportHref = (query: QuotationListQuery) => exportHref(`${LIST_PATH}/export.csv`, query);
