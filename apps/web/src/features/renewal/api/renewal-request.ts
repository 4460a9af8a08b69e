import { requestsParsedWith } from "../../../api/client";

/**
 * A call of the renewal API whose answer is parsed with its schema. The answers' schemas (zod/mini) load with the first
 * call, in parallel with it, not with the page: a customer's phone shows the step's frame while both arrive.
 */
export const renewalRequest = requestsParsedWith("renewal-answers", () => import("@pp/domain/renewal-answers"));
