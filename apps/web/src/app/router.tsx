import { RENEWAL_ROUTE_BASE, RENEWAL_SEGMENTS } from "@pp/domain";
import {
  APPLICANT_PAGE_SEGMENT,
  COMPLAINTS_PATH,
  LANDING_PATH,
  PARTNER_HOME_PATHS,
  PARTNER_RENEWAL_ROUTE_BASE,
  PRIVACY_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
} from "@pp/domain/routing";
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from "react-router";
import { hasEarlyAnswers } from "../api/early-answers";
import { SECOND_FACTOR_PATH, TWO_FACTOR_SETUP_PATH } from "../shell/sign-in-paths";
import { loadMuiTheme } from "../ui/lazy-mui-theme";
import { RouteErrorBoundary } from "../ui/route-error-page";
import { lazyNamed, page } from "./lazy-page";
import { isPlainShellPage } from "./plain-shell-pages";
import { backofficeRoutes } from "./routes/backoffice-routes";
import { invitationRoutes } from "./routes/invitation-routes";
import { quotationRoutes } from "./routes/quotation-routes";
import { underwritingRoutes } from "./routes/underwriting-routes";

const LoginPage = lazyNamed(() => import("../features/auth/login-page"), "LoginPage", { firstPage: true });
const ResetPasswordPage = lazyNamed(() => import("../features/auth/reset-password-page"), "ResetPasswordPage");
const SecondFactorPage = lazyNamed(() => import("../features/auth/second-factor-page"), "SecondFactorPage");
const TwoFactorSetupRoute = lazyNamed(() => import("./routes/two-factor-setup-route"), "TwoFactorSetupRoute");
const SecurityPage = lazyNamed(() => import("../features/security/security-page"), "SecurityPage");
/**
 * A customer's page sent with the answers of its first reads (early answers) parses them as soon as its code runs: the
 * answers' schemas start loading with that code, not after it (the page's own import of them then finds them loaded).
 */
const withAnswerSchemas = (...loads: (() => Promise<unknown>)[]) => {
  if (hasEarlyAnswers()) for (const load of loads) void load().catch(() => undefined);
};
const ApplicantPage = lazyNamed(() => {
  withAnswerSchemas(
    () => import("@pp/domain/applicant-link"),
    () => import("@pp/domain/medical-declaration"),
  );
  return import("../features/applicant/applicant-page");
}, "ApplicantPage");
const LandingPage = lazyNamed(() => import("../features/landing/landing-page"), "LandingPage");
const ComplaintsPage = lazyNamed(() => import("../features/disclosures/complaints-page"), "ComplaintsPage");
const PrivacyPage = lazyNamed(() => import("../features/disclosures/privacy-page"), "PrivacyPage");
// The home page with the back office's dashboard, composed in app/routes.
const PartnerHomePage = lazyNamed(() => import("./routes/partner-home-route"), "PartnerHomeRoute");
// The signed-in shell, composed in app/routes with the top bar's search. A page built with MUI loads MUI's theme at
// the same time, not after the shell. (Loading the home page's code with the shell too was measured: no earlier paint.)
const MainLayout = lazyNamed(() => {
  if (!isPlainShellPage(window.location.pathname)) void loadMuiTheme();
  return import("./routes/main-layout-route");
}, "MainLayoutRoute");
const NotFoundPage = lazyNamed(() => import("../shell/not-found-page"), "NotFoundPage");
const PartnerRenewalFrame = lazyNamed(() => {
  withAnswerSchemas(() => import("@pp/domain/renewal-answers"));
  return import("../features/renewal/components/partner-renewal-frame");
}, "PartnerRenewalFrame");
const RenewalLayout = lazyNamed(() => {
  withAnswerSchemas(() => import("@pp/domain/renewal-answers"));
  return import("../features/renewal/components/renewal-layout");
}, "RenewalLayout");
const SearchPolicyPage = lazyNamed(() => import("../features/renewal/search/search-policy-page"), "SearchPolicyPage");
const PolicyDetailsPage = lazyNamed(
  () => import("../features/renewal/policy-details/policy-details-page"),
  "PolicyDetailsPage",
);
const QuestionsPage = lazyNamed(() => import("../features/renewal/questions/questions-page"), "QuestionsPage");
const FinalizeRenewalPage = lazyNamed(
  () => import("../features/renewal/finalize/finalize-page"),
  "FinalizeRenewalPage",
);
const RenewalPaymentReviewPage = lazyNamed(
  () => import("../features/renewal/payment/payment-review-page"),
  "RenewalPaymentReviewPage",
);
const RenewalPaymentResultPage = lazyNamed(
  () => import("../features/renewal/payment/payment-result-page"),
  "RenewalPaymentResultPage",
);

/** The renewal journey (renewal routes): customers use it without an account, so no session guard. */
const renewalRoutes: RouteObject[] = [
  { path: RENEWAL_SEGMENTS.search, element: page(SearchPolicyPage) },
  { path: RENEWAL_SEGMENTS.details, element: page(PolicyDetailsPage) },
  { path: RENEWAL_SEGMENTS.questions, element: page(QuestionsPage) },
  { path: RENEWAL_SEGMENTS.finalize, element: page(FinalizeRenewalPage) },
  { path: RENEWAL_SEGMENTS.payment, element: page(RenewalPaymentReviewPage) },
  { path: RENEWAL_SEGMENTS.result, element: page(RenewalPaymentResultPage) },
  { path: RENEWAL_SEGMENTS.invitationResult, element: page(RenewalPaymentResultPage) },
];

/**
 * Routes under the main layout: each needs a session. Later journeys add their pages here,
 * one line each; until a screen exists its path falls through to "Page not found".
 */
const mainLayoutRoutes: RouteObject[] = [
  // The spec's "partnerhomepage" and "home": the same signed-in home page under both addresses.
  ...PARTNER_HOME_PATHS.map((path) => ({ path: path.slice(1), element: page(PartnerHomePage) })),
  // Not in the spec's route table: the partner's two-factor sign-in and sessions, from the partner menu.
  { path: "security", element: page(SecurityPage) },
  ...quotationRoutes,
  ...backofficeRoutes,
  ...invitationRoutes,
  ...underwritingRoutes,
  // A renewal the partner runs for a customer: the renewal screens in the shell (not in the spec's route table).
  { path: PARTNER_RENEWAL_ROUTE_BASE.slice(1), element: page(PartnerRenewalFrame), children: renewalRoutes },
  { path: "*", element: page(NotFoundPage) },
];

/** Routes outside the main layout: no session needed (the server sends them no session either). */
export const publicRoutes: RouteObject[] = [
  { path: SIGN_IN_PATH.slice(1), element: page(LoginPage) },
  // The steps after a right password, when the partner has (or must set up) a second factor.
  { path: SECOND_FACTOR_PATH.slice(1), element: page(SecondFactorPage) },
  { path: TWO_FACTOR_SETUP_PATH.slice(1), element: page(TwoFactorSetupRoute) },
  { path: RESET_PASSWORD_PATH.slice(1), element: page(ResetPasswordPage) },
  // The portal's public page: renewals for customers, sign-in for partners.
  { path: LANDING_PATH.slice(1), element: page(LandingPage) },
  // What the insurer discloses to everyone: how to complain, how personal data is handled.
  { path: COMPLAINTS_PATH.slice(1), element: page(ComplaintsPage) },
  { path: PRIVACY_PATH.slice(1), element: page(PrivacyPage) },
  // The H+ applicant's own link: their declaration to complete and sign, without an account.
  { path: `${APPLICANT_PAGE_SEGMENT}/:token`, element: page(ApplicantPage) },
];

const routes: RouteObject[] = [
  // The bare root always goes to sign-in.
  { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
  ...publicRoutes,
  { path: RENEWAL_ROUTE_BASE.slice(1), element: page(RenewalLayout), children: renewalRoutes },
  { element: page(MainLayout), children: mainLayoutRoutes },
];

/**
 * Declarative routing: data comes from TanStack Query, so the data router's loaders and actions would be
 * unused weight (about 17 kB gzipped) on every first load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}
