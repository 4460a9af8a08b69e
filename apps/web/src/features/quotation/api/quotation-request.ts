import { requestsParsedWith } from "../../../api/client";

/**
 * A call of the quotation API whose answer is parsed with its schema. The answers' schemas (and zod with them) load
 * with the first call, in parallel with it, not with the page: step 1 shows itself and takes typing without them.
 */
export const quotationRequest = requestsParsedWith("quotation-api", () => import("@pp/domain/quotation-api"));
