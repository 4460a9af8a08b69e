import { describe, expect, it } from "vitest";
import {
  formatQuotationNumber,
  QUOTATION_MESSAGES,
  QUOTATION_NUMBER_PATTERN,
  QUOTATION_STATUS,
  QUOTATION_STEPS,
  RENEWAL_STEPS,
} from "./quotation";

describe("quotation stepper (spec §1)", () => {
  it("has the five steps in order with their route segments", () => {
    expect(QUOTATION_STEPS.map((s) => [s.label, s.segment])).toEqual([
      ["Sponsor's Details", "sponsordetail"],
      ["Insurance Member(s) Details", "memberdetail"],
      ["Upload Required Documents", "uploaddocuments"],
      ["Finalize Application", "finalizeapplication"],
      ["Payment", "paymentreview"],
    ]);
  });

  it("renewal progress has three steps", () => {
    expect(RENEWAL_STEPS.map((s) => s.label)).toEqual(["Search policy", "Policy Details", "Payment"]);
  });
});

describe("quotation status and messages", () => {
  it("codes", () => {
    expect(Object.values(QUOTATION_STATUS)).toEqual([
      "draft",
      "referred",
      "info_requested",
      "terms_offered",
      "declined",
      "finalized",
      "paid",
      "policy_issued",
    ]);
  });

  it("legacy server texts (spec §4)", () => {
    expect(QUOTATION_MESSAGES.created).toBe("Quotation created successfully");
    expect(QUOTATION_MESSAGES.sponsorUpdated(42)).toBe("Sponsor updated for : 42");
  });
});

describe("formatQuotationNumber", () => {
  it.each([
    [2026, 123, "BQ-2026-000123"],
    [2026, 1, "BQ-2026-000001"],
    [2027, 999999, "BQ-2027-999999"],
    [2027, 1000000, "BQ-2027-1000000"],
  ])("(%i, %i) -> %s", (year, sequence, expected) => {
    const number = formatQuotationNumber(year, sequence);
    expect(number).toBe(expected);
    expect(QUOTATION_NUMBER_PATTERN.test(number)).toBe(true);
  });

  it.each([
    [26, 1],
    [2026, 0],
    [2026, -5],
    [2026, 1.5],
  ])("rejects (%s, %s)", (year, sequence) => {
    expect(() => formatQuotationNumber(year, sequence)).toThrow(RangeError);
  });
});
