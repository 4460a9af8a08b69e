import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  FILTER_DATE_PATTERN,
  MAX_LIST_PAGE,
  MAX_PAGE_SIZE,
  MAX_ROW_ID,
  POLICY_SORTS,
  POLICY_VIEWS,
  QUOTATION_SORTS,
  SEARCH_MAX_LENGTH,
  STATUS_FILTER_MAX_LENGTH,
  STATUS_FILTER_PATTERN,
} from "./backoffice-rule";
import { isIsoDate } from "./dates";
import { say } from "./i18n/say";
import { searchTextTooLong } from "./length-messages";
import { PRODUCTS } from "./products";
import { exactText, singleLineText } from "./text-schema";

/** Said once, where two places of this module say the same words. */
const useADateLike202601Said = say(
  /*i18n*/ { id: "backoffice.useADateLike202601", message: "Use a date like 2026-01-31." },
);

/** A filter's date; the years are bounded so that the day after a range's end is still a date (9999-12-31 was not). */
const isoDate = singleLineText()
  .regex(FILTER_DATE_PATTERN, useADateLike202601Said)
  .refine((v) => isIsoDate(v), useADateLike202601Said)
  .refine(
    (v) => v >= "1900-01-01" && v <= "2999-12-31",
    say(/*i18n*/ { id: "backoffice.useADateBetween1900And", message: "Use a date between 1900 and 2999." }),
  )
  .optional();

/** Which page of a list, and how many rows a page holds. */
export const pagingShape = (defaultPageSize: number) => ({
  page: z.coerce
    .number({ error: say(/*i18n*/ { id: "backoffice.pageMustBeANumber", message: "Page must be a number." }) })
    .int(say(/*i18n*/ { id: "backoffice.pageMustBeAWholeNumber", message: "Page must be a whole number." }))
    .min(1, say(/*i18n*/ { id: "backoffice.pageStartsAt1", message: "Page starts at 1." }))
    .max(MAX_LIST_PAGE)
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(
      MAX_PAGE_SIZE,
      say(
        /*i18n*/ {
          id: "backoffice.pageSizeTooLarge",
          message: "At most {max} rows a page.",
          values: { max: MAX_PAGE_SIZE },
        },
      ),
    )
    .default(defaultPageSize),
});

export function listQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z
    .object({
      ...pagingShape(DEFAULT_PAGE_SIZE),
      sort: z
        .enum(sorts, {
          error: say(
            /*i18n*/ {
              id: "backoffice.sortByOneOf",
              message: "Sort by one of: {fields}.",
              values: { fields: sorts.join(", ") },
            },
          ),
        })
        .default(defaultSort as never),
      dir: z
        .enum(["asc", "desc"], {
          error: say(/*i18n*/ { id: "backoffice.directionIsAscOrDesc", message: "Direction is asc or desc." }),
        })
        .default("desc"),
      q: singleLineText().max(SEARCH_MAX_LENGTH, searchTextTooLong(SEARCH_MAX_LENGTH)).optional(),
      status: singleLineText()
        .max(STATUS_FILTER_MAX_LENGTH)
        .regex(STATUS_FILTER_PATTERN, say(/*i18n*/ { id: "common.unknownStatus", message: "Unknown status." }))
        .optional(),
      from: isoDate,
      to: isoDate,
      ...creatorFilterShape,
    })
    .strict();
}

/**
 * A user's or a team's row id in a filter (decision 059: it narrows what the role sees, never widens it). The
 * messages are written out whole, so the catalogs see each sentence the server may answer with.
 */
export const rowId = (messages: { number: string; whole: string }) =>
  z.coerce
    .number({ error: messages.number })
    .int(messages.whole)
    .min(1, messages.whole)
    .max(MAX_ROW_ID, messages.whole)
    .optional();

/** Who created the records: one of the partner's users (`soldBy`) or a team (`team`). */
export const creatorFilterShape = {
  soldBy: rowId({
    number: say(/*i18n*/ { id: "backoffice.soldByMustBeANumber", message: "Sold by must be a number." }),
    whole: say(/*i18n*/ { id: "backoffice.soldByMustBeAWhole", message: "Sold by must be a whole number." }),
  }),
  team: rowId({
    number: say(/*i18n*/ { id: "backoffice.teamMustBeANumber", message: "Team must be a number." }),
    whole: say(/*i18n*/ { id: "backoffice.teamMustBeAWholeNumber", message: "Team must be a whole number." }),
  }),
};

/** GET /api/backoffice/dashboard: the figures of one user's or one team's records, for those who see others'. */
export const dashboardQuerySchema = z.object(creatorFilterShape).strict();

export const quotationListQuerySchema = listQuery(QUOTATION_SORTS, "created_at").extend({
  product: z.enum(PRODUCTS).default("basic"),
});
export type QuotationListQuery = z.infer<typeof quotationListQuerySchema>;

export const policyListQuerySchema = listQuery(POLICY_SORTS, "issued_at").extend({
  product: z.enum(PRODUCTS).default("basic"),
  view: z.enum(POLICY_VIEWS).default("all"),
});
export type PolicyListQuery = z.infer<typeof policyListQuerySchema>;

/** The partner as the PA and Term sites know it: the `UserId` of the links the portal sends them there with. */
export const partnerReferenceSchema = z.uuid(
  say(
    /*i18n*/ {
      id: "backoffice.giveThePartnerReferenceThePortal",
      message: "Give the partner reference the portal sent as UserId.",
    },
  ),
);

/** POST /api/site-reports/:site: which site reports, with the key it was given. */
export const siteReportParamsSchema = z.object({ site: z.enum(["pa", "term"]) });
export const siteApiKeyHeadersSchema = z.object({ "x-api-key": exactText().max(200).optional() });
export const siteReportResponseSchema = z.object({
  outcome: z.enum(["created", "updated", "unchanged"]),
  quotationNo: z.string(),
});

/**
 * What a PA or Term site reports: idempotent by its own reference. The partner is named by their reference (the
 * links' `UserId`); the sign-in id is still accepted from a site that stored it before references existed.
 */
export const siteReportSchema = z
  .object({
    partnerReference: partnerReferenceSchema.optional(),
    /** Deprecated: the partner's sign-in id. */
    partnerUserId: singleLineText().min(1).max(64).optional(),
    reference: singleLineText().min(1).max(80),
    kind: z.enum(["quotation", "policy"]),
    status: singleLineText()
      .min(1)
      .max(30)
      .regex(/^[a-z_]+$/),
    sponsorName: singleLineText().min(1).max(120),
    sponsorEmail: z.email().max(254),
    sponsorMobile: singleLineText().regex(
      /^05[024568]\d{7}$/,
      say(/*i18n*/ { id: "backoffice.aUaeMobileLike0501234567", message: "A UAE mobile like 0501234567." }),
    ),
    /**
     * The premium before VAT, in fils. The portal adds the VAT the product carries: 5 % on personal accident, none
     * on term (life) cover, which is exempt.
     */
    premiumFils: z.number().int().min(0).max(1_000_000_000),
    policyNo: singleLineText().min(1).max(40).optional(),
    startDate: isoDate,
    endDate: isoDate,
    createdAt: z.iso.datetime().optional(),
  })
  .refine((r) => (r.partnerReference === undefined) !== (r.partnerUserId === undefined), {
    path: ["partnerReference"],
    message: say(
      /*i18n*/ {
        id: "backoffice.giveThePartnerReferenceTheUserid",
        message: "Give the partner reference (the UserId the portal sent), or else the partner's user id, not both.",
      },
    ),
  });
export type SiteReport = z.infer<typeof siteReportSchema>;

/** GET /api/site-reports/:site/partners/:reference: who the reference in a link is, and whether they may sell there. */
export const sitePartnerSchema = z.object({
  reference: z.string(),
  name: z.string(),
  categorySno: z.number().int(),
  allowed: z.boolean(),
});
