import { z } from "zod";
import { actorsShape } from "./actors-shape";
import { LATEST_QUOTATIONS_SHOWN } from "./backoffice-rule";
import { listPageSchema } from "./list-page";
import { PRODUCTS } from "./products";
import { POLICY_LIST_STATES } from "./renewal-state";

/*
 * The back office's lists, the dashboard and the sellers as the server answers them: apart from the records' answers
 * (backoffice-api.ts), which are built from the quotation's, the declaration's and the ledger's schemas. A list or the
 * home loads these with its request, and builds none of those.
 */

/** What every row of a quotation or policy list shows. */
const recordRowShape = {
  id: z.number().int(),
  product: z.enum(PRODUCTS),
  journey: z.string(),
  status: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorMobile: z.string(),
  totalFils: z.number().int(),
  ...actorsShape,
};

export const quotationListRowSchema = z.object({
  ...recordRowShape,
  quotationNo: z.string(),
  lastVisitedPage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuotationListRow = z.infer<typeof quotationListRowSchema>;
/** GET /api/backoffice/quotations */
export const listQuotationsResponseSchema = listPageSchema(quotationListRowSchema);
export type ListQuotationsResponse = z.infer<typeof listQuotationsResponseSchema>;

export const policyListRowSchema = z.object({
  ...recordRowShape,
  policyNo: z.string(),
  state: z.enum(POLICY_LIST_STATES),
  startDate: z.string(),
  endDate: z.string(),
  issuedAt: z.string(),
  hasReceipt: z.boolean(),
  /** 1 as issued, one more for each change since. */
  version: z.number().int(),
});
export type PolicyListRow = z.infer<typeof policyListRowSchema>;
/** GET /api/backoffice/policies */
export const listPoliciesResponseSchema = listPageSchema(policyListRowSchema);
export type ListPoliciesResponse = z.infer<typeof listPoliciesResponseSchema>;

/** GET /api/backoffice/dashboard: the partner's month at a glance (UAE calendar month). */
export const getDashboardResponseSchema = z.object({
  quotationsInProgress: z.number().int(),
  policiesThisMonth: z.number().int(),
  premiumThisMonthFils: z.number().int(),
  renewalsDueIn30Days: z.number().int(),
  latestQuotations: z
    .array(
      z.object({
        quotationNo: z.string(),
        id: z.number().int(),
        product: z.enum(PRODUCTS),
        // A renewal's quotation goes on in the renewal journey, never in the new-business wizard.
        journey: z.string(),
        status: z.string(),
        sponsorName: z.string(),
        lastVisitedPage: z.string(),
        createdAt: z.string(),
      }),
    )
    .max(LATEST_QUOTATIONS_SHOWN),
});
export type GetDashboardResponse = z.infer<typeof getDashboardResponseSchema>;

export const listSellersResponseSchema = z.object({
  users: z.array(z.object({ id: z.number().int(), name: z.string(), teamId: z.number().int().nullable() })),
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ListSellersResponse = z.infer<typeof listSellersResponseSchema>;
