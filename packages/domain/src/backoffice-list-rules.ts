import type { PolicyListQuery, QuotationListQuery } from "./backoffice";
import { POLICY_SORTS, POLICY_VIEWS, QUOTATION_SORTS } from "./backoffice-rule";
import { listQueryRule } from "./list-query-read";
import { PRODUCTS } from "./products";

/*
 * The back office's lists as their pages read them from the address, free of zod (list-query-read.ts); the schemas
 * the server holds them to are `quotationListQuerySchema` and `policyListQuerySchema` in backoffice.ts.
 */

export const QUOTATION_LIST_QUERY = listQueryRule<QuotationListQuery>(QUOTATION_SORTS, "created_at", {
  product: { values: PRODUCTS, default: "basic" },
});

export const POLICY_LIST_QUERY = listQueryRule<PolicyListQuery>(POLICY_SORTS, "issued_at", {
  product: { values: PRODUCTS, default: "basic" },
  view: { values: POLICY_VIEWS, default: "all" },
});
