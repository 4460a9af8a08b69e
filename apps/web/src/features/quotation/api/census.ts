import { CENSUS_MESSAGES, type CensusRow, type MemberEntry } from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { checkedAnswer } from "../../../api/client";
import { postForm } from "../../../api/post-form";
import { translateMessage } from "../../../i18n/i18n";
import { quotationKeys } from "./query-keys";
import { quotationRequest } from "./quotation-request";

export const CENSUS_TEMPLATE_PATHS = { xlsx: "/api/census/template.xlsx", csv: "/api/census/template.csv" } as const;

/**
 * POST /api/census/read: the file's rows as text by heading, or 400 with the census's reason (formulas, macros,
 * headings, too many rows) in the visitor's language.
 */
export async function readCensus(file: File): Promise<CensusRow[]> {
  const body = new FormData();
  body.append("uploadedFiles", file, file.name);
  // The answer's schema (and zod) loads with the request, not with step 2.
  const answer = await checkedAnswer(
    postForm("/api/census/read", body, translateMessage(CENSUS_MESSAGES.unreadable)),
    "census-api",
    () => import("@pp/domain/census-api"),
    (schemas) => schemas.censusReadResponseSchema,
  );
  return answer.rows;
}

/** POST /api/quotations/:id/members/batch → 201 with the repriced list: all the members are added, or none. */
export function useAddMembers(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (members: MemberEntry[]) =>
      quotationRequest(`/api/quotations/${quotationId}/members/batch`, (schemas) => schemas.membersResponseSchema, {
        method: "POST",
        body: { members },
      }),
    onSuccess: (data) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
