import { apiRequest, parsedWhenLoaded, type RequestOptions } from "../../../api/client";

type RenewalAnswers = typeof import("@pp/domain/renewal-answers");

/**
 * A call of the renewal API whose answer is parsed with its schema. The answers' schemas (zod/mini) load with the first
 * call, in parallel with it, not with the page: a customer's phone shows the step's frame while both arrive.
 */
export function renewalRequest<T>(
  path: string,
  schemaOf: (answers: RenewalAnswers) => { parse: (answer: unknown) => T },
  options?: RequestOptions,
): Promise<T> {
  return parsedWhenLoaded(apiRequest(path, options), () => import("@pp/domain/renewal-answers"), schemaOf);
}
