import { z } from "zod";
import { say } from "./i18n/say";
import { PRODUCTS } from "./products";
import { singleLineText, trimmedMinLength } from "./text-schema";

export const SPONSOR_SEARCH_MIN = 3;
export const SPONSOR_SEARCH_MESSAGE = say(
  /*i18n*/ {
    id: "sponsorRecordApi.typeAtLeast",
    message: "Type at least {min} characters of a name, an e-mail address or a mobile number.",
    values: { min: SPONSOR_SEARCH_MIN },
  },
);

/** GET /api/sponsors?q=: the partner's own sponsors whose name, e-mail or mobile number match. */
export const sponsorSearchQuerySchema = z
  .object({
    q: singleLineText({ error: SPONSOR_SEARCH_MESSAGE })
      .min(SPONSOR_SEARCH_MIN, SPONSOR_SEARCH_MESSAGE)
      .regex(trimmedMinLength(SPONSOR_SEARCH_MIN), SPONSOR_SEARCH_MESSAGE)
      .max(100),
  })
  .strict();

/** One sponsor (people are told apart by e-mail address) with every quotation and policy the partner holds for them. */
export const sponsorFileSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  quotations: z.array(
    z.object({
      quotationNo: z.string(),
      product: z.enum(PRODUCTS),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  policies: z.array(
    z.object({
      policyNo: z.string(),
      product: z.enum(PRODUCTS),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      totalFils: z.number().int(),
    }),
  ),
});
export type SponsorFile = z.infer<typeof sponsorFileSchema>;

export const sponsorSearchResponseSchema = z.object({ sponsors: z.array(sponsorFileSchema), more: z.boolean() });
export type SponsorSearchResponse = z.infer<typeof sponsorSearchResponseSchema>;

/** How many sponsors one search shows; a search that finds more says so. */
export const SPONSOR_SEARCH_LIMIT = 20;
