import { RENEWAL_ROUTE_BASE, RENEWAL_SEGMENTS } from "@pp/domain";
import { firstReadsOf, PARTNER_API } from "@pp/domain/routing";
import { describe, expect, it } from "vitest";
import { publicRoutes } from "./router";

// The server answers a page's first reads with it (early answers): the partner's session goes with every page of the
// shell and with no other, so the routes outside the shell must be the pages the domain says need no session.
describe("the pages that need no session", () => {
  it.each(publicRoutes.map((route) => `/${route.path?.replace(/:\w+/g, "x1")}`))("%s gets no session", (address) => {
    expect(firstReadsOf(address)).not.toContain(PARTNER_API.session);
  });

  it.each(Object.values(RENEWAL_SEGMENTS))("the customer's renewal screen %s gets no session", (segment) => {
    expect(firstReadsOf(`${RENEWAL_ROUTE_BASE}/${segment}`)).not.toContain(PARTNER_API.session);
  });

  it("are not the shell's: its pages get the session", () => {
    for (const address of ["/partnerhomepage", "/security", "/quotationbasic", "/renewal/policydetailsrenewals"])
      expect(firstReadsOf(address), address).toContain(PARTNER_API.session);
  });
});
