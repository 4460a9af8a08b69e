/**
 * A hit stores the parent quotation number under its legacy key. Like the wizard's keys
 * it is mechanics, not the source of truth: the renewal screens read the policy from the server,
 * which knows it from the permission the search granted.
 */
const PARENT_QUOTATION_KEY = "Parent_Quotation_No";

export function rememberParentQuotation(parentQuotationNo: string) {
  sessionStorage.setItem(PARENT_QUOTATION_KEY, parentQuotationNo);
  localStorage.setItem(PARENT_QUOTATION_KEY, parentQuotationNo);
}

/** After a paid renewal, or before another search. */
export function forgetParentQuotation() {
  sessionStorage.removeItem(PARENT_QUOTATION_KEY);
  localStorage.removeItem(PARENT_QUOTATION_KEY);
}
