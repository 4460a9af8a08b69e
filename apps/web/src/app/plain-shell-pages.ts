import { JOURNEY_PRODUCTS, journeyOf, journeyStepPath } from "@pp/domain";
import {
  INVITATION_KIND_KEYS,
  INVITATION_KINDS,
  PARTNER_HOME_PATHS,
  PRODUCT_CATALOGUE,
  PRODUCTS,
} from "@pp/domain/routing";
import { matchPath } from "react-router";
import { ALL_POLICY_LIST_ROUTES, ALL_RECORD_ROUTES } from "../paths/backoffice-paths";
import { COMMISSION_PATH } from "../paths/commission-paths";
import { TEAM_PATH } from "../paths/team-paths";
import { APPROVAL_PATH } from "../paths/underwriting-paths";
import { VIDEO_CALL_ROUTE } from "./routes/invitation-routes";

/**
 * The signed-in pages built without MUI: the partner's home and its dashboard, step 1 of each wizard (which a partner
 * fills in dozens of times a day), the lists of quotations, policies, invitations and video calls, each quotation's
 * and policy's page, the commission, security, team and underwriting pages. The shell gives them no MUI theme, so a
 * partner who opens one does not download and run MUI before seeing it. Every other page of the shell uses MUI.
 */
const PLAIN_SHELL_ROUTES = [
  ...PARTNER_HOME_PATHS,
  ...JOURNEY_PRODUCTS.map((product) => journeyStepPath(journeyOf(product), "sponsor")),
  ...PRODUCTS.map((product) => PRODUCT_CATALOGUE[product].quotationList),
  ...[...ALL_POLICY_LIST_ROUTES, ...ALL_RECORD_ROUTES, VIDEO_CALL_ROUTE].map((route) => `/${route}`),
  ...INVITATION_KIND_KEYS.map((kind) => INVITATION_KINDS[kind].path),
  COMMISSION_PATH,
  "/security",
  TEAM_PATH,
  APPROVAL_PATH,
  `${APPROVAL_PATH}/:id`,
];

/** Whether the address is one of them; routes match regardless of case and of a trailing slash, as the router's do. */
export const isPlainShellPage = (pathname: string) =>
  PLAIN_SHELL_ROUTES.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null);
