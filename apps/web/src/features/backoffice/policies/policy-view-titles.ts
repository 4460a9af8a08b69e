import type { PolicyView, Words } from "@pp/domain";

/** What a policy list is called, by its view (entry names); shown with `t`. */
export const POLICY_VIEW_WORDS: Record<PolicyView, Words> = {
  all: /*i18n*/ { id: "backoffice.policyViewTitles.policies", message: "policies" },
  nb: /*i18n*/ { id: "backoffice.policyViewTitles.newBusinessPolicies", message: "new business policies" },
  pending: /*i18n*/ { id: "backoffice.policyViewTitles.pendingRenewals", message: "pending renewals" },
  renewals: /*i18n*/ { id: "backoffice.policyViewTitles.renewedPolicies", message: "renewed policies" },
  active: /*i18n*/ { id: "backoffice.policyViewTitles.activePolicies", message: "active policies" },
  expired: /*i18n*/ { id: "backoffice.policyViewTitles.expiredPolicies", message: "expired policies" },
  renewed: /*i18n*/ { id: "backoffice.policyViewTitles.policiesSinceRenewed", message: "policies since renewed" },
};
