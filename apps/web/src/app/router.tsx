import { RESET_PASSWORD_PATH, SIGN_IN_PATH, TEAM_INVITATION_PATH } from "@pp/domain/routing";
import { BrowserRouter, matchRoutes, Navigate, type RouteObject, useRoutes } from "react-router";
import { SECURITY_TEXTS } from "../features/security/security-texts";
import { DOMAIN_TEXTS } from "../i18n/domain-texts";
import { SECOND_FACTOR_PATH, TWO_FACTOR_SETUP_PATH } from "../paths/sign-in-paths";
import { RouteErrorBoundary } from "../ui/route-error-page";
import { lazyNamed, page, preloadRoutes } from "./lazy-page";
import { customerPageRoutes, customerRenewalRoute } from "./routes/customer-routes";

const LoginPage = lazyNamed(
  async () => {
    const module = await import("../features/auth/login-page");
    // Once the sign-in page has loaded, the signed-in shell loads in the background: a sign-in then waits only for the
    // code of the page it leads to.
    whenIdle(preloadSignedInRoutes);
    return module;
  },
  "LoginPage",
  { firstPage: true },
);
const ResetPasswordPage = lazyNamed(() => import("../features/auth/reset-password-page"), "ResetPasswordPage");
const SecondFactorPage = lazyNamed(() => import("../features/auth/second-factor-page"), "SecondFactorPage");
// The sign-in pages above read no query cache; the pages below and the signed-in shell do (`queries`).
// The set-up shows the security page's panels, whose texts are on the catalogs (decision 065): they load with its code.
const TwoFactorSetupRoute = lazyNamed(() => import("./routes/two-factor-setup-route"), "TwoFactorSetupRoute", {
  queries: true,
  texts: [SECURITY_TEXTS],
});
const AcceptInvitationPage = lazyNamed(
  () => import("../features/auth/accept-invitation-page"),
  "AcceptInvitationPage",
  { queries: true, texts: [DOMAIN_TEXTS] },
);
// The signed-in shell and every page within it, with the table of their routes (app/routes/signed-in-routes.tsx):
// none of it is on the sign-in page's first load. Its chunk loads with the query cache (every signed-in page reads
// through it), and once it has arrived the page at the address starts loading at once, before the shell renders.
const SignedInRoutes = lazyNamed(
  async () => {
    const module = await import("./routes/signed-in-routes");
    const { pathname } = window.location;
    if (isSignedInAddress(pathname)) preloadRoutes(module.signedInRoutes, pathname);
    return module;
  },
  "SignedInRoutes",
  { queries: true },
);

/** Starts loading the signed-in shell and its routes' table (and the query cache with them). */
const preloadSignedInRoutes = () => void SignedInRoutes.preload().catch(() => undefined);

/**
 * Runs `task` once the page has loaded (its images and fonts too) and the browser is idle, so that what it fetches
 * never competes with what the page at hand shows.
 */
function whenIdle(task: () => void) {
  const idle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(task) : setTimeout(task, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

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
  { path: "*", element: page(SignedInRoutes) },
];

/** An address no public route claims: the signed-in shell's, whose table holds its page. */
const isSignedInAddress = (pathname: string) => matchRoutes(portalRoutes, pathname)?.at(-1)?.route.path === "*";

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
