import { describe, expect, it } from "vitest";
import { isCustomerAppPage } from "./customer-pages";
import { APPLICANT_PAGE_SEGMENT } from "./early-answers";
import { COMPLAINTS_PATH, LANDING_PATH, PRIVACY_PATH, SIGN_IN_PATH } from "./public-pages";
import { PARTNER_RENEWAL_ROUTE_BASE, RENEWAL_ROUTE_BASE, RENEWAL_SEGMENTS, renewalStepPath } from "./quotation";

describe("the pages the customer's own app holds", () => {
  it.each([
    LANDING_PATH,
    COMPLAINTS_PATH,
    PRIVACY_PATH,
    `/${APPLICANT_PAGE_SEGMENT}/aZ09-_token`,
    ...Object.values(RENEWAL_SEGMENTS).map((segment) => `${RENEWAL_ROUTE_BASE}/${segment}`),
  ])("%s is one, in any case and with a trailing slash", (path) => {
    expect(isCustomerAppPage(path)).toBe(true);
    expect(isCustomerAppPage(path.toUpperCase())).toBe(true);
    expect(isCustomerAppPage(`${path}/`)).toBe(true);
  });

  it.each([
    "/",
    "",
    SIGN_IN_PATH,
    "/partnerhomepage",
    RENEWAL_ROUTE_BASE,
    `${RENEWAL_ROUTE_BASE}/nothing`,
    renewalStepPath("details", PARTNER_RENEWAL_ROUTE_BASE),
    `/${APPLICANT_PAGE_SEGMENT}`,
    `/${APPLICANT_PAGE_SEGMENT}/`,
    `/${APPLICANT_PAGE_SEGMENT}/token/more`,
    `${LANDING_PATH}x`,
    `${LANDING_PATH}//`,
    `/x${LANDING_PATH}`,
  ])("%s is not: the portal's app sends the browser there", (path) => {
    expect(isCustomerAppPage(path)).toBe(false);
  });
});
