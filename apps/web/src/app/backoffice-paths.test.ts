import { INVITATION_KIND_KEYS, INVITATION_KINDS, PRODUCT_CATALOGUE, PRODUCTS } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { BASIC_POLICY_LISTS, basicPolicyListPath, HPLUS_PENDING_RENEWALS_PATH } from "../paths/backoffice-paths";
import { invitationRoutes } from "./routes/invitation-routes";

describe("the back office's paths", () => {
  it("name the Basic ALL list exactly as the product description does", () => {
    expect(basicPolicyListPath("all")).toBe(PRODUCT_CATALOGUE.basic.policyList);
  });

  it("never give two lists one path", () => {
    const paths = [
      // Basic's ALL list is the product's policy list, checked above.
      ...BASIC_POLICY_LISTS.filter((l) => l.view !== "all").map((l) => basicPolicyListPath(l.view)),
      ...PRODUCTS.flatMap((p) => [PRODUCT_CATALOGUE[p].quotationList, PRODUCT_CATALOGUE[p].policyList]),
      ...INVITATION_KIND_KEYS.map((k) => INVITATION_KINDS[k].path),
      HPLUS_PENDING_RENEWALS_PATH,
    ];
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("open one invitation list route per invitation kind, at the kind's path", () => {
    const routed = invitationRoutes.map((r) => `/${r.path}`);
    for (const kind of INVITATION_KIND_KEYS) expect(routed, kind).toContain(INVITATION_KINDS[kind].path);
  });
});
