import {
  PARTNER_HOME_PATHS,
  PARTNER_RENEWAL_ROUTE_BASE,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
  TEAM_INVITATION_PATH,
} from "@pp/domain/routing";
import { BrowserRouter, Navigate, type RouteObject, useRoutes } from "react-router";
import { TEAM_TEXTS } from "../features/team/team-texts";
import { DOMAIN_TEXTS } from "../i18n/domain-texts";
import { COMMISSION_PATH } from "../paths/commission-paths";
import { SECOND_FACTOR_PATH, TWO_FACTOR_SETUP_PATH } from "../paths/sign-in-paths";
import { TEAM_PATH } from "../paths/team-paths";
import { RouteErrorBoundary } from "../ui/route-error-page";
import { lazyNamed, page } from "./lazy-page";
import { backofficeRoutes } from "./routes/backoffice-routes";
import { customerPageRoutes, customerRenewalRoute, renewalRoutes, withAnswerSchemas } from "./routes/customer-routes";
import { invitationRoutes } from "./routes/invitation-routes";
import { quotationRoutes } from "./routes/quotation-routes";
import { underwritingRoutes } from "./routes/underwriting-routes";

const LoginPage = lazyNamed(() => import("../features/auth/login-page"), "LoginPage", { firstPage: true });
const ResetPasswordPage = lazyNamed(() => import("../features/auth/reset-password-page"), "ResetPasswordPage");
const SecondFactorPage = lazyNamed(() => import("../features/auth/second-factor-page"), "SecondFactorPage");
// The sign-in pages above read no query cache; the pages below and the signed-in shell do (`queries`).
const TwoFactorSetupRoute = lazyNamed(() => import("./routes/two-factor-setup-route"), "TwoFactorSetupRoute", {
  queries: true,
});
const SecurityPage = lazyNamed(() => import("../features/security/security-page"), "SecurityPage");
// On the catalogs (decision 065): the page's texts and the domain's words (the roles, the products) load with its code.
const TeamPage = lazyNamed(() => import("../features/team/team-page"), "TeamPage", {
  texts: [TEAM_TEXTS, DOMAIN_TEXTS],
});
const CommissionPage = lazyNamed(() => import("../features/commission/commission-page"), "CommissionPage");
const AcceptInvitationPage = lazyNamed(
  () => import("../features/auth/accept-invitation-page"),
  "AcceptInvitationPage",
  { queries: true },
);
// The home page with the back office's dashboard, composed in app/routes.
const PartnerHomePage = lazyNamed(() => import("./routes/partner-home-route"), "PartnerHomeRoute");
// The signed-in shell, composed in app/routes with the top bar's search. (Loading the home page's code with the shell
// too was measured: no earlier paint.)
// Every signed-in page renders within it, and so within the app's one query cache, which loads beside its code.
const MainLayout = lazyNamed(() => import("./routes/main-layout-route"), "MainLayoutRoute", { queries: true });
const NotFoundPage = lazyNamed(() => import("../shell/not-found-page"), "NotFoundPage");
const PartnerRenewalFrame = lazyNamed(() => {
  withAnswerSchemas(() => import("@pp/domain/renewal-answers"));
  return import("../features/renewal/components/partner-renewal-frame");
}, "PartnerRenewalFrame");
/**
 * Routes under the main layout: each needs a session. Later journeys add their pages here,
 * one line each; until a screen exists its path falls through to "Page not found".
 */
const mainLayoutRoutes: RouteObject[] = [
  // The spec's "partnerhomepage" and "home": the same signed-in home page under both addresses.
  ...PARTNER_HOME_PATHS.map((path) => ({ path: path.slice(1), element: page(PartnerHomePage) })),
  // Not in the spec's route table: the partner's two-factor sign-in and sessions, from the partner menu.
  { path: "security", element: page(SecurityPage) },
  // Not in the spec's route table either: an owner's team (decision 060), from the partner menu.
  { path: TEAM_PATH.slice(1), element: page(TeamPage) },
  // Nor is the commission page (decisions 061, 062), from the partner menu of those who see commission.
  { path: COMMISSION_PATH.slice(1), element: page(CommissionPage) },
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
  // The link of an invitation to a partner's team: the invitee chooses a password, then sets up the second factor.
  { path: TEAM_INVITATION_PATH.slice(1), element: page(AcceptInvitationPage) },
  ...customerPageRoutes,
];

/** Every page of the portal's app. */
export const portalRoutes: RouteObject[] = [
  // The bare root always goes to sign-in.
  { index: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
  ...publicRoutes,
  customerRenewalRoute,
  { element: page(MainLayout), children: mainLayoutRoutes },
];

/**
 * Declarative routing: data comes from TanStack Query (within the routes that load it, see `lazyNamed`), so the data router's loaders and actions would be
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
  return useRoutes(portalRoutes);
}
