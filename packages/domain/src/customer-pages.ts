// Zod-free: the server reads it for every page it sends, and the customer's web app in its first chunk.
import { APPLICANT_PAGE_SEGMENT } from "./early-answers";
import { COMPLAINTS_PATH, LANDING_PATH, PRIVACY_PATH } from "./public-pages";
import { RENEWAL_ROUTE_BASE, RENEWAL_SEGMENTS } from "./quotation";

/**
 * The pages customers open without an account, which the server sends with the customer's own web app (a build of its
 * own, without the partner's pages: a phone loads a third of the files), beside the applicant's link (one page per
 * token). Every other page, an unknown one included, gets the whole portal's app, as before.
 */
export const CUSTOMER_APP_PATHS: readonly string[] = [
  LANDING_PATH,
  COMPLAINTS_PATH,
  PRIVACY_PATH,
  ...Object.values(RENEWAL_SEGMENTS).map((segment) => `${RENEWAL_ROUTE_BASE}/${segment}`),
];
/** Lower-case, as addresses match in any case. */
const CUSTOMER_PAGES = new Set(CUSTOMER_APP_PATHS.map((path) => path.toLowerCase()));
const APPLICANT_PAGE = new RegExp(`^/${APPLICANT_PAGE_SEGMENT}/[^/]+/?$`, "i");

/** Whether the server sends this page (a path, without its query) with the customer's app. */
export function isCustomerAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return CUSTOMER_PAGES.has(path.toLowerCase()) || APPLICANT_PAGE.test(path);
}
