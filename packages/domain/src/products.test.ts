import { describe, expect, it } from "vitest";
import { INVITATION_KINDS } from "./invitation-kinds";
import { PARTNER_FLAGS, type PartnerDetails } from "./partner";
import { PRODUCT_CATALOGUE, PRODUCT_LABELS, PRODUCTS, partnerSells, RATED_PRODUCTS } from "./products";
import { canSellProduct, JOURNEY_PRODUCTS } from "./quotation-journey";

const partnerWith = (...flags: string[]) =>
  Object.fromEntries(PARTNER_FLAGS.map((f) => [`${f}_allowed`, flags.includes(f)])) as unknown as PartnerDetails;

describe("the product catalogue", () => {
  it("describes every product completely, with routes of its own", () => {
    for (const product of PRODUCTS) {
      const d = PRODUCT_CATALOGUE[product];
      expect(d.label, product).not.toBe("");
      expect(PARTNER_FLAGS, product).toContain(d.flag);
      for (const path of [d.quotationList, d.policyList, d.quotationDetail]) expect(path, product).toMatch(/^\/\w/);
    }
    const lists = PRODUCTS.flatMap((p) => [PRODUCT_CATALOGUE[p].quotationList, PRODUCT_CATALOGUE[p].policyList]);
    expect(new Set(lists).size).toBe(lists.length);
  });

  it("is what the product lists, labels and rated products are made of", () => {
    expect(PRODUCTS).toEqual(Object.keys(PRODUCT_CATALOGUE));
    expect(Object.keys(PRODUCT_LABELS)).toEqual(PRODUCTS);
    // What the portal's own wizard sells, it prices from its rate table.
    expect([...RATED_PRODUCTS].sort()).toEqual([...JOURNEY_PRODUCTS].sort());
  });

  it("gives every product a new-business invitation", () => {
    const invited = Object.values(INVITATION_KINDS)
      .filter((k) => k.journey === "new_business")
      .map((k) => k.product);
    expect([...invited].sort()).toEqual([...PRODUCTS].sort());
  });

  it("lets a partner sell a product exactly when its flag is set, on the server's flags and the browser's details", () => {
    for (const product of PRODUCTS) {
      const flag = PRODUCT_CATALOGUE[product].flag;
      expect(partnerSells(partnerWith(flag), product), product).toBe(true);
      expect(partnerSells(partnerWith(...PARTNER_FLAGS.filter((f) => f !== flag)), product), product).toBe(false);
    }
    for (const product of JOURNEY_PRODUCTS) {
      expect(canSellProduct([PRODUCT_CATALOGUE[product].flag], product)).toBe(true);
      expect(canSellProduct([], product)).toBe(false);
    }
  });
});
