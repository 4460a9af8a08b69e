import { listCommissionAccrualsResponseSchema, listStatementsResponseSchema } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { toSearchParams } from "../../../api/query-keys";

const commissionKey = ["commission"] as const;

/**
 * GET /api/commission/statements: the statements the user sees, newest month first, and the fils accrued but on no
 * statement yet (403 for the back office).
 */
export const statementsQueryOptions = () =>
  queryOptions({
    queryKey: [...commissionKey, "statements"],
    queryFn: async ({ signal }) =>
      listStatementsResponseSchema.parse(await apiRequest("/api/commission/statements", { signal })),
    staleTime: 0,
  });

/** GET /api/commission/accruals: one UAE month's commission lines the user sees, a page at a time, and their totals. */
export const accrualsQueryOptions = (query: { period: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...commissionKey, "accruals", query],
    queryFn: async ({ signal }) =>
      listCommissionAccrualsResponseSchema.parse(
        await apiRequest(`/api/commission/accruals?${toSearchParams(query)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A statement's document, as the server draws it: the PDF in English and Arabic, or the CSV of its lines and figures. */
export const statementFileHref = (id: number, kind: "pdf" | "csv") =>
  `/api/commission/statements/${id}/statement.${kind}`;
