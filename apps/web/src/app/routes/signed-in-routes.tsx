import { PARTNER_HOME_PATHS, PARTNER_RENEWAL_ROUTE_BASE } from "@pp/domain/routing";
import { type RouteObject, useRoutes } from "react-router";
import { COMMISSION_TEXTS } from "../../features/commission/commission-texts";
import { HOME_TEXTS } from "../../features/home/home-texts";
import { RENEWAL_TEXTS } from "../../features/renewal/renewal-texts";
import { SECURITY_TEXTS } from "../../features/security/security-texts";
import { TEAM_TEXTS } from "../../features/team/team-texts";
import { DOMAIN_TEXTS } from "../../i18n/domain-texts";
import { COMMISSION_PATH } from "../../paths/commission-paths";
import { TEAM_PATH } from "../../paths/team-paths";
import { lazyNamed, page } from "../lazy-page";
import { backofficeRoutes } from "./backoffice-routes";
import { renewalRoutes, withAnswerSchemas } from "./customer-routes";
import { invitationRoutes } from "./invitation-routes";
import { MainLayoutRoute } from "./main-layout-route";
import { quotationRoutes } from "./quotation-routes";
import { underwritingRoutes } from "./underwriting-routes";

// On the catalogs (decision 065): the page's texts load with its code.
const SecurityPage = lazyNamed(() => import("../../features/security/security-page"), "SecurityPage", {
  texts: [SECURITY_TEXTS],
});
// On the catalogs (decision 065): the page's texts and the domain's words (the roles, the products) load with its code.
const TeamPage = lazyNamed(() => import("../../features/team/team-page"), "TeamPage", {
  texts: [TEAM_TEXTS, DOMAIN_TEXTS],
});
// On the catalogs (decision 065): the page's texts load with its code.
const CommissionPage = lazyNamed(() => import("../../features/commission/commission-page"), "CommissionPage", {
  texts: [COMMISSION_TEXTS],
});
// The home page with its dashboard, composed in app/routes: its catalog loads with its code. (Loading its code with the
// shell too was measured: no earlier paint.)
const PartnerHomePage = lazyNamed(() => import("./partner-home-route"), "PartnerHomeRoute", {
  texts: [HOME_TEXTS],
});
const NotFoundPage = lazyNamed(() => import("../../shell/not-found-page"), "NotFoundPage");
const PartnerRenewalFrame = lazyNamed(
  () => {
    withAnswerSchemas(() => import("@pp/domain/renewal-answers"));
    return import("../../features/renewal/components/partner-renewal-frame");
  },
  "PartnerRenewalFrame",
  { texts: [RENEWAL_TEXTS] },
);

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

/**
 * Every address the portal's public routes do not claim: the signed-in shell (which asks for the session) around the
 * page at the address, or "Page not found" within it.
 */
export const signedInRoutes: RouteObject[] = [{ element: <MainLayoutRoute />, children: mainLayoutRoutes }];

/** The signed-in pages, matched below the portal's catch-all route (app/router.tsx). */
export function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}
