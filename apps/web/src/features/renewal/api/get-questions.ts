import type { RenewalQuestion } from "@pp/domain";
import { RENEWAL_API } from "@pp/domain/routing";
import { queryOptions } from "@tanstack/react-query";
import { renewalKeys, renewalMeta } from "./query-keys";
import { renewalRequest } from "./renewal-request";

/** GET /api/renewals/questions: the declaration asked for every member; another answer than expected needs details. */
async function getQuestions(signal?: AbortSignal): Promise<RenewalQuestion[]> {
  return renewalRequest(RENEWAL_API.questions, (api) => api.listRenewalQuestionsResponseSchema, { signal });
}

export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.questions,
    queryFn: ({ signal }) => getQuestions(signal),
    staleTime: 5 * 60_000,
    meta: renewalMeta,
  });
