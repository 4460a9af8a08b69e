import {
  CENSUS_MESSAGES,
  type CensusRow,
  censusReadResponseSchema,
  type MemberEntry,
  membersResponseSchema,
} from "@pp/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { postForm } from "../../../api/post-form";
import { translateMessage } from "../../../i18n/i18n";
import { quotationKeys } from "./query-keys";

export const CENSUS_TEMPLATE_PATHS = { xlsx: "/api/census/template.xlsx", csv: "/api/census/template.csv" } as const;

/**
 * POST /api/census/read: the file's rows as text by heading, or 400 with the census's reason (formulas, macros,
 * headings, too many rows) in the visitor's language.
 */
export async function readCensus(file: File): Promise<CensusRow[]> {
  const body = new FormData();
  body.append("uploadedFiles", file, file.name);
  const payload = await postForm("/api/census/read", body, translateMessage(CENSUS_MESSAGES.unreadable));
  return censusReadResponseSchema.parse(payload).rows;
}

/** POST /api/quotations/:id/members/batch → 201 with the repriced list: all the members are added, or none. */
export function useAddMembers(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (members: MemberEntry[]) =>
      membersResponseSchema.parse(
        await apiRequest(`/api/quotations/${quotationId}/members/batch`, { method: "POST", body: { members } }),
      ),
    onSuccess: (data) => queryClient.setQueryData(quotationKeys.members(quotationId), data),
  });
}
