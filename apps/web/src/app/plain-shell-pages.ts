import { JOURNEY_PRODUCTS, journeyOf, journeyStepPath } from "@pp/domain";
import { PRODUCT_CATALOGUE, PRODUCTS } from "@pp/domain/routing";
import { matchPath } from "react-router";
import { ALL_POLICY_LIST_ROUTES, ALL_RECORD_ROUTES } from "./backoffice-paths";

/**
 * The signed-in pages built without MUI: the partner's home and its dashboard, step 1 of each wizard (which a partner
 * fills in dozens of times a day), the lists of quotations and policies, and each quotation's and policy's page. The shell gives them no MUI theme, so a
 * partner who opens one does not download and run MUI before seeing it. Every other page of the shell uses MUI.
 */
const PLAIN_SHELL_ROUTES = [
  "/partnerhomepage",
  "/home",
  ...JOURNEY_PRODUCTS.map((product) => journeyStepPath(journeyOf(product), "sponsor")),
  ...PRODUCTS.map((product) => PRODUCT_CATALOGUE[product].quotationList),
  ...[...ALL_POLICY_LIST_ROUTES, ...ALL_RECORD_ROUTES].map((route) => `/${route}`),
];

/** Whether the address is one of them; routes match regardless of case and of a trailing slash, as the router's do. */
export const isPlainShellPage = (pathname: string) =>
  PLAIN_SHELL_ROUTES.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null);
