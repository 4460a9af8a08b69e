import { apiRequest, parsedWhenLoaded, type RequestOptions } from "../../../api/client";

type QuotationAnswers = typeof import("@pp/domain/quotation-api");

/**
 * A call of the quotation API whose answer is parsed with its schema. The answers' schemas (and zod with them) load
 * with the first call, in parallel with it, not with the page: step 1 shows itself and takes typing without them.
 */
export function quotationRequest<T>(
  path: string,
  schemaOf: (answers: QuotationAnswers) => { parse: (answer: unknown) => T },
  options?: RequestOptions,
): Promise<T> {
  return parsedWhenLoaded(apiRequest(path, options), () => import("@pp/domain/quotation-api"), schemaOf);
}
