import { readFileSync } from "node:fs";
import path from "node:path";
import { APPLICANT_PAGE_SEGMENT, CUSTOMER_APP_PATHS, isCustomerAppPage, SIGN_IN_PATH } from "@pp/domain/routing";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { customerRoutes } from "./customer-router";

const CATCH_ALL = customerRoutes.at(-1)!;
/** The route of the customer's app that answers an address: its own page, or the catch-all that goes to the server. */
const routeFor = (path: string) => matchRoutes(customerRoutes, path)?.at(-1)?.route;

// The server sends the customer's app for exactly the pages `isCustomerAppPage` names; the app sends the browser back
// to the server for any page it lacks. Should the two disagree on a page, that page would load for ever.
describe("the customer's app and the server agree on its pages", () => {
  const pages = [...CUSTOMER_APP_PATHS, `/${APPLICANT_PAGE_SEGMENT}/token`];

  it.each(pages)("%s, which the server sends with this app, is a page of it", (path) => {
    expect(isCustomerAppPage(path)).toBe(true);
    expect(routeFor(path)).not.toBe(CATCH_ALL);
    expect(routeFor(path.toUpperCase())).not.toBe(CATCH_ALL);
  });

  it.each([SIGN_IN_PATH, "/partnerhomepage", "/renewal/policydetailsrenewals", "/nothing"])(
    "%s, a page of the portal's app, sends the browser to the server",
    (path) => {
      expect(isCustomerAppPage(path)).toBe(false);
      expect(routeFor(path)).toBe(CATCH_ALL);
    },
  );
});

// The server translates both pages' words for Arabic and adds to both heads the same way; only the script differs.
describe("the customer's page", () => {
  const read = (file: string) => readFileSync(path.join(import.meta.dirname, "../..", file), "utf8");

  it("is the portal's index.html but for the app it starts", () => {
    const portal = read("index.html");
    expect(portal).toContain('src="/src/main.tsx"');
    expect(read("customer.html")).toBe(portal.replace('src="/src/main.tsx"', 'src="/src/customer-main.tsx"'));
  });
});
