/**
 * The spec's route table (§2.3 of the spec), as the spec writes it: `{…}` is a part filled with a record of the
 * partner's or a list's view. A unit test (apps/web/src/app/spec-route-table.test.ts) holds this list equal to the
 * spec's, so a walk over it (arabic-every-screen.spec.ts) visits every route the spec names.
 */
export const SPEC_ROUTE_TABLE = {
  mainLayout: [
    "home",
    "applicantdetail",
    "addmember",
    "applicantdettail/{url}",
    "selectplan",
    "question",
    "finalizeapplication",
    "campare-plan",
    "finalizeapplicationreview",
    "paymentreview",
    "paymentsuccess",
    "additionalque",
    "landingpage",
    "partnerhomepage",
    "quotation",
    "policies-tp",
    "quotation-tp",
    "policies-pa",
    "quotation-pa",
    "QuotationH/{id}",
    "QuotationNewBusiness/{id}",
    "QuotationRenewals/{id}",
    "QuotationPendingRenewals/{id}",
    "QuotationNewBusinessAll/{id}",
    "Quotation-Retrieval",
    "upload-additional-documents",
    "policieNewBusiness/{id}",
    "policieRenewals/{id}",
    "policiePendingRenewals/{id}",
    "policieNewBusinessAll/{id}",
    "quotationbasic",
    "policies/{type}",
    "renewalpolicies/{type}",
    "policiesbasic/{type}",
    "invitation",
    "invitationsrenewals",
    "Hrenewals",
    "Approval",
    "invitationbasic",
    "quotationdetail/{quotationNo}",
    "quotationdetail-tp/{quotationNo}",
    "invitation-pa",
    "invitation-tp",
    "videocall-invite",
    "policydetails/{policyNumber}",
    "sponsordetail",
    "sponsormemberdetail",
    "uploaddocument",
  ],
  basicB2C: [
    "Basic-B2C/sponsordetail",
    "Basic-B2C/memberdetail",
    "Basic-B2C/uploaddocuments",
    "Basic-B2C/finalizeapplication",
    "Basic-B2C/paymentreview",
    "Basic-B2C/paymentsuccess",
  ],
  renewal: [
    "Basic-Renewals/searchpolicy",
    "Basic-Renewals/policydetailsrenewals",
    "Basic-Renewals/question",
    "Basic-Renewals/finalizeapplicationrenewals",
    "Basic-Renewals/paymentreviewrenewals",
    "Basic-Renewals/paymentsuccessrenewals",
    "Basic-Renewals/invitations-renewal",
  ],
  outside: ["login", "resetpassword"],
} as const;

/** The records a route's `{…}` parts are filled with. */
export type RouteRecords = { quotationNo: string; policyNo: string };

/** What each `{…}` of the table stands for: a record of the partner's, or the list view the sidebar opens. */
const FILLS: Record<string, (route: string, records: RouteRecords) => string> = {
  "{url}": () => "not-a-real-link",
  "{quotationNo}": (_, r) => r.quotationNo,
  "{policyNumber}": (_, r) => r.policyNo,
  "{type}": (route) => (route.startsWith("renewalpolicies") ? "renewals" : "all"),
  "{id}": (route, r) => {
    if (route.startsWith("Quotation")) return r.quotationNo;
    const views: Record<string, string> = {
      policieNewBusiness: "nb",
      policieRenewals: "renewals",
      policiePendingRenewals: "pending",
      policieNewBusinessAll: "all",
    };
    return views[route.slice(0, route.indexOf("/"))] ?? "all";
  },
};

/** A route of the table as an address to open, its `{…}` filled. */
export function routeAddress(route: string, records: RouteRecords): string {
  return `/${route.replace(/\{[^}]+\}/g, (part) => FILLS[part]!(route, records))}`;
}
