import { PRODUCT_CATALOGUE, PRODUCTS } from "@pp/domain/routing";
import type { RouteObject } from "react-router";
import { BACKOFFICE_RECORDS_TEXTS, BACKOFFICE_TEXTS } from "../../features/backoffice/backoffice-texts";
import { QUOTATION_TEXTS } from "../../features/quotation/quotation-texts";
import {
  BASIC_POLICY_LISTS,
  basicPolicyDetailRoute,
  HPLUS_PENDING_RENEWALS_ROUTE,
  POLICY_DETAIL_ROUTE,
  POLICY_LIST_ROUTES,
  quotationDetailRoute,
} from "../../paths/backoffice-paths";
import { lazyNamed, lazyPage, page } from "../lazy-page";

// On the catalogs (decision 065), cut by page: a list loads the lists' texts (BACKOFFICE_TEXTS), a record's page the
// records' (BACKOFFICE_RECORDS_TEXTS) and the lists' where it shows what they share (the not-found page), with its code.
const QuotationList = lazyPage(() => import("./quotation-list-route").then((m) => m.QuotationListRoute), {
  texts: [BACKOFFICE_TEXTS],
});
const QuotationDetail = lazyPage(() => import("./quotation-detail-route").then((m) => m.QuotationDetailRoute), {
  texts: [BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS],
});
const PolicyList = lazyPage(
  () => import("../../features/backoffice/policies/policy-list-page").then((m) => m.PolicyListPage),
  { texts: [BACKOFFICE_TEXTS] },
);
const PolicyDetail = lazyPage(
  () => import("../../features/backoffice/detail/policy-detail-page").then((m) => m.PolicyDetailPage),
  { texts: [BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS] },
);
const UploadAdditionalDocumentsPage = lazyNamed(
  () => import("../../features/backoffice/additional-documents/upload-additional-documents-page"),
  "UploadAdditionalDocumentsPage",
  { texts: [BACKOFFICE_RECORDS_TEXTS] },
);
const SponsorRecordPage = lazyNamed(
  () => import("../../features/backoffice/sponsors/sponsor-record-page"),
  "SponsorRecordPage",
  { texts: [BACKOFFICE_RECORDS_TEXTS] },
);
const RemoveMembersPage = lazyNamed(
  () => import("../../features/backoffice/servicing/remove-members-page"),
  "RemoveMembersPage",
  { texts: [BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS] },
);
const AddMembersRoute = lazyNamed(() => import("./add-members-route"), "AddMembersRoute", {
  texts: [BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS],
});
const CancelPolicyPage = lazyNamed(
  () => import("../../features/backoffice/servicing/cancel-policy-page"),
  "CancelPolicyPage",
  { texts: [BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS] },
);
const RefundsPage = lazyNamed(() => import("../../features/backoffice/servicing/refunds-page"), "RefundsPage", {
  texts: [BACKOFFICE_RECORDS_TEXTS],
});
const QuotationRetrievalPage = lazyNamed(
  () => import("../../features/quotation/retrieve/quotation-retrieval-page"),
  "QuotationRetrievalPage",
  { texts: [QUOTATION_TEXTS] },
);

/** One product per quotation detail route, the first that names it. */
const DETAIL_ROUTE_PRODUCTS = PRODUCTS.filter(
  (product, i) =>
    PRODUCTS.findIndex(
      (other) => PRODUCT_CATALOGUE[other].quotationDetail === PRODUCT_CATALOGUE[product].quotationDetail,
    ) === i,
);

/**
 * The back office under the main layout: one list page per kind and one detail page per kind,
 * parameterised by the product and view each route stands for. The key keeps two routes of the same page apart, so
 * moving between them starts afresh.
 */
export const backofficeRoutes: RouteObject[] = [
  // The main layout's own sponsordetail: a sponsor's record (the Basic wizard's step 1 is Basic-B2C/sponsordetail).
  { path: "sponsordetail", element: page(SponsorRecordPage) },
  ...PRODUCTS.map((product) => ({
    path: PRODUCT_CATALOGUE[product].quotationList.slice(1),
    element: <QuotationList key={product} product={product} />,
  })),

  { path: POLICY_LIST_ROUTES.hplus, element: <PolicyList key="hplus" product="hplus" /> },
  { path: POLICY_LIST_ROUTES.basic, element: <PolicyList key="basic" product="basic" /> },
  { path: POLICY_LIST_ROUTES.pa, element: <PolicyList key="pa" product="pa" view="all" /> },
  { path: POLICY_LIST_ROUTES.term, element: <PolicyList key="term" product="term" view="all" /> },
  {
    path: `${HPLUS_PENDING_RENEWALS_ROUTE}/:type`,
    element: <PolicyList key="hplus-pending" product="hplus" view="pending" />,
  },
  ...BASIC_POLICY_LISTS.flatMap(({ list, view, detail }) => [
    {
      path: `${list}/:id`,
      element: <PolicyList key={`basic-${view}`} product="basic" view={view} detailBase={detail} />,
    },
    {
      path: basicPolicyDetailRoute(detail),
      element: <PolicyDetail key={detail} basicList={{ view, to: `/${list}/${view}` }} detailBase={detail} />,
    },
  ]),

  // Products that share a detail route (Basic and PA) open it as the first of them.
  ...DETAIL_ROUTE_PRODUCTS.map((product) => ({
    path: quotationDetailRoute(product),
    element: <QuotationDetail key={product} product={product} />,
  })),
  { path: POLICY_DETAIL_ROUTE, element: <PolicyDetail key="policydetails" /> },
  { path: "policydetails/:number/add-members", element: page(AddMembersRoute) },
  { path: "policydetails/:number/remove-members", element: page(RemoveMembersPage) },
  { path: "policydetails/:number/cancel", element: page(CancelPolicyPage) },
  { path: "refunds", element: page(RefundsPage) },

  { path: "Quotation-Retrieval", element: page(QuotationRetrievalPage) },
  { path: "upload-additional-documents", element: page(UploadAdditionalDocumentsPage) },
];
