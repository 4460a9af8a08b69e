import { describe, expect, it } from "vitest";
import type { PartnerDetails } from "./partner";
import {
  ALL_STEP_SEGMENTS,
  asJourneyProduct,
  canSellProduct,
  journeyOf,
  journeyResultPath,
  journeyStepIndex,
  journeyStepLabel,
  journeyStepPath,
  neighbourStep,
  POLICY_NUMBER_PREFIXES,
  PRODUCT_CATEGORIES,
  partnerMaySell,
  productOfCategory,
} from "./quotation-journey";
import { sponsorPayloadSchema } from "./sponsor";

describe("the Basic journey keeps the spec's Basic-B2C routes", () => {
  const basic = journeyOf("basic");

  it.each([
    ["sponsor", "/Basic-B2C/sponsordetail"],
    ["members", "/Basic-B2C/memberdetail"],
    ["documents", "/Basic-B2C/uploaddocuments"],
    ["finalize", "/Basic-B2C/finalizeapplication"],
    ["payment", "/Basic-B2C/paymentreview"],
  ] as const)("%s is %s", (key, path) => {
    expect(journeyStepPath(basic, key)).toBe(path);
  });

  it("ends on /Basic-B2C/paymentsuccess with the spec's step-1 heading", () => {
    expect(journeyResultPath(basic)).toBe("/Basic-B2C/paymentsuccess");
    expect(basic.heading).toBe("Let's begin with getting you the perfect health plan");
  });

  it.each([
    ["sponsordetail", 0],
    ["memberdetail", 1],
    ["finalizeapplication", 3],
    ["paymentsuccess", -1],
    ["addmember", -1],
  ])("segment %s is step %i", (segment, index) => {
    expect(journeyStepIndex(basic, segment)).toBe(index);
  });
});

describe("the H+ journey runs on the main layout's routes (spec §2.3)", () => {
  const hplus = journeyOf("hplus");

  it.each([
    ["sponsor", "/sponsormemberdetail"],
    ["members", "/addmember"],
    ["plan", "/selectplan"],
    ["declaration", "/question"],
    ["documents", "/uploaddocument"],
    ["finalize", "/finalizeapplication"],
    ["payment", "/paymentreview"],
  ] as const)("%s is %s", (key, path) => {
    expect(journeyStepPath(hplus, key)).toBe(path);
  });

  it("ends on /paymentsuccess and is titled as its sidebar entry", () => {
    expect(journeyResultPath(hplus)).toBe("/paymentsuccess");
    expect(hplus.title).toBe("New H+ Application");
    expect(hplus.heading).toBe("New H+ Application");
  });

  it("knows its own segments and not Basic's", () => {
    expect(journeyStepIndex(hplus, "addmember")).toBe(1);
    expect(journeyStepIndex(hplus, "selectplan")).toBe(2);
    expect(journeyStepIndex(hplus, "question")).toBe(3);
    expect(journeyStepIndex(hplus, "uploaddocument")).toBe(4);
    expect(journeyStepIndex(hplus, "memberdetail")).toBe(-1);
  });

  it("labels a product's last visited page with the stepper's words", () => {
    expect(journeyStepLabel("hplus", "addmember")).toBe("Insurance Member(s) Details");
    expect(journeyStepLabel("basic", "memberdetail")).toBe("Insurance Member(s) Details");
    expect(journeyStepLabel("basic", "addmember")).toBeUndefined();
    expect(journeyStepLabel("pa", "addmember")).toBeUndefined();
    expect(journeyStepLabel("hplus", "selectplan")).toBe("Select Plan");
  });

  it("chooses the plan between the members and the documents; Basic has no such step", () => {
    expect(neighbourStep(hplus, "members", 1)).toBe("plan");
    expect(neighbourStep(hplus, "plan", 1)).toBe("declaration");
    expect(neighbourStep(hplus, "documents", -1)).toBe("declaration");
    expect(neighbourStep(journeyOf("basic"), "members", 1)).toBe("documents");
    expect(() => journeyStepPath(journeyOf("basic"), "plan")).toThrow(RangeError);
  });

  it("progress accepts every journey's segments once", () => {
    expect(ALL_STEP_SEGMENTS).toEqual(
      expect.arrayContaining(["sponsordetail", "sponsormemberdetail", "addmember", "selectplan"]),
    );
    expect(new Set(ALL_STEP_SEGMENTS).size).toBe(ALL_STEP_SEGMENTS.length);
  });
});

describe("product category, selling permission and policy numbers", () => {
  it("Basic is category 1 as the legacy sent, H+ is 2", () => {
    expect(PRODUCT_CATEGORIES).toEqual({ basic: 1, hplus: 2 });
    expect(productOfCategory(1)).toBe("basic");
    expect(productOfCategory(2)).toBe("hplus");
  });

  it("the create payload defaults to Basic and refuses an unknown category", () => {
    const payload = {
      planfor: 2,
      sponsorName: "Acme Trading",
      sponsorMobile: "0501234567",
      sponsorEmail: "hr@acme.ae",
      sponsorDate: "2026-12-01",
      sponsorFileNumber: "1234567",
      tpaId: 3,
    };
    const schema = sponsorPayloadSchema("2026-06-01");
    expect(schema.parse(payload).productCategory).toBe(1);
    expect(schema.parse({ ...payload, productCategory: 2 }).productCategory).toBe(2);
    expect(schema.safeParse({ ...payload, productCategory: 3 }).success).toBe(false);
  });

  it("enhanced_allowed sells H+, basic_allowed sells Basic", () => {
    expect(canSellProduct(["enhanced"], "hplus")).toBe(true);
    expect(canSellProduct(["basic"], "hplus")).toBe(false);
    expect(canSellProduct(["basic"], "basic")).toBe(true);
    expect(canSellProduct(["enhanced", "pa"], "basic")).toBe(false);
  });

  it("the browser's partner details give the same answer as the server's flags", () => {
    // Only the selling flags matter to the rule; the rest of the details are left out.
    const partner = (flags: Pick<PartnerDetails, "basic_allowed" | "enhanced_allowed">) => flags as PartnerDetails;
    expect(partnerMaySell(partner({ basic_allowed: true, enhanced_allowed: false }), "basic")).toBe(true);
    expect(partnerMaySell(partner({ basic_allowed: true, enhanced_allowed: false }), "hplus")).toBe(false);
    expect(partnerMaySell(partner({ basic_allowed: false, enhanced_allowed: true }), "hplus")).toBe(true);
    expect(partnerMaySell(partner({ basic_allowed: false, enhanced_allowed: true }), "basic")).toBe(false);
  });

  it("policy numbers carry the product", () => {
    expect(POLICY_NUMBER_PREFIXES).toEqual({ basic: "BP", hplus: "HP" });
  });

  it("a PA or Term product is not one of the portal's journeys", () => {
    expect(asJourneyProduct("hplus")).toBe("hplus");
    expect(() => asJourneyProduct("pa")).toThrow(RangeError);
  });
});
