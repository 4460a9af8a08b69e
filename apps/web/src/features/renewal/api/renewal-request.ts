import { apiRequest, type RequestOptions } from "../../../api/client";

type RenewalApi = typeof import("@pp/domain/renewal-api");

/**
 * A call of the renewal API whose answer is parsed with its schema. The schemas (and zod with them) load with the first
 * call, in parallel with it, not with the page: a customer's phone shows the step's frame while both arrive.
 */
export async function renewalRequest<T>(
  path: string,
  schemaOf: (api: RenewalApi) => { parse: (answer: unknown) => T },
  options?: RequestOptions,
): Promise<T> {
  const [answer, api] = await Promise.all([apiRequest(path, options), import("@pp/domain/renewal-api")]);
  return schemaOf(api).parse(answer);
}
