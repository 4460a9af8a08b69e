import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "./backoffice-rule";
import { normalizeEmiratesId } from "./emirates-id-format";
import { say } from "./i18n/say";
import { searchTextTooLong } from "./length-messages";
import { PRODUCTS } from "./products";
import { RECORD_SEARCH_MIN_LENGTH } from "./record-search-rule";
import { POLICY_LIST_STATES } from "./renewal-state";
import { singleLineText, trimmedMinLength } from "./text-schema";

/** The top bar's search: one box for every quotation and policy of the partner, whatever the product. */

/** GET /api/search?q= — a policy or quotation number, a sponsor's or member's name, an Emirates ID, a mobile. */
export const recordSearchQuerySchema = z
  .object({
    q: singleLineText({
      error: say(/*i18n*/ { id: "recordSearchApi.typeWhatToSearchFor", message: "Type what to search for." }),
    })
      .overwrite(normalizeEmiratesId)
      .min(
        RECORD_SEARCH_MIN_LENGTH,
        say(
          /*i18n*/ {
            id: "recordSearchApi.typeAtLeast",
            message: "Type at least {min} characters.",
            values: { min: RECORD_SEARCH_MIN_LENGTH },
          },
        ),
      )
      .regex(
        trimmedMinLength(RECORD_SEARCH_MIN_LENGTH),
        say(
          /*i18n*/ {
            id: "recordSearchApi.typeAtLeast",
            message: "Type at least {min} characters.",
            values: { min: RECORD_SEARCH_MIN_LENGTH },
          },
        ),
      )
      .max(SEARCH_MAX_LENGTH, searchTextTooLong(SEARCH_MAX_LENGTH)),
  })
  .strict();
export type RecordSearchQuery = z.infer<typeof recordSearchQuerySchema>;

const hitShape = {
  id: z.number().int(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  sponsorName: z.string(),
  sponsorMobile: z.string(),
  /** The insured member the search matched by name or Emirates ID; null when it matched the record itself. */
  matchedMember: z.string().nullable(),
};

export const quotationHitSchema = z.object({
  ...hitShape,
  quotationNo: z.string(),
  lastVisitedPage: z.string(),
  updatedAt: z.string(),
});
export type QuotationHit = z.infer<typeof quotationHitSchema>;

export const policyHitSchema = z.object({
  ...hitShape,
  policyNo: z.string(),
  state: z.enum(POLICY_LIST_STATES),
  endDate: z.string(),
  hasReceipt: z.boolean(),
});
export type PolicyHit = z.infer<typeof policyHitSchema>;

/** Newest first; `more` when either kind had more matches than it lists. */
export const recordSearchResponseSchema = z.object({
  quotations: z.array(quotationHitSchema),
  policies: z.array(policyHitSchema),
  more: z.boolean(),
});
export type RecordSearchResponse = z.infer<typeof recordSearchResponseSchema>;
