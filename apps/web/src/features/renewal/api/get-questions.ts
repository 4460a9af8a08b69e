import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { renewalKeys, renewalMeta } from "./query-keys";

export const questionSchema = z.object({ id: z.string(), text: z.string(), expectedAnswer: z.boolean() });
export type RenewalQuestion = z.infer<typeof questionSchema>;

/** GET /api/renewals/questions: the declaration asked for every member; another answer than expected needs details. */
export async function getQuestions(signal?: AbortSignal): Promise<RenewalQuestion[]> {
  return z.array(questionSchema).parse(await apiRequest("/api/renewals/questions", { signal }));
}

export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: renewalKeys.questions,
    queryFn: ({ signal }) => getQuestions(signal),
    staleTime: 5 * 60_000,
    meta: renewalMeta,
  });
