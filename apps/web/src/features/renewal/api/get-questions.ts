import { listRenewalQuestionsResponseSchema, type RenewalQuestion } from "@pp/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { renewalKeys, renewalMeta } from "./query-keys";

/** GET /api/renewals/questions: the declaration asked for every member; another answer than expected needs details. */
async function getQuestions(signal?: AbortSignal): Promise<RenewalQuestion[]> {
  return listRenewalQuestionsResponseSchema.parse(await apiRequest("/api/renewals/questions", { signal }));
}

export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.questions,
    queryFn: ({ signal }) => getQuestions(signal),
    staleTime: 5 * 60_000,
    meta: renewalMeta,
  });
