import { describe, expect, it } from "vitest";
import { monthEnded, statementReferenceSchema, statementTotals, statementVatFils } from "./commission-statements";

describe("a statement's VAT", () => {
  it("is 5 % of the commission, rounded once half up to the fils, a credit rounded as its size", () => {
    expect(statementVatFils(72_500)).toBe(3_625);
    expect(statementVatFils(10)).toBe(1); // 0.5 fils up
    expect(statementVatFils(9)).toBe(0); // 0.45 fils down
    expect(statementVatFils(30)).toBe(2); // 1.5 up
    expect(statementVatFils(29)).toBe(1); // 1.45 down
    expect(statementVatFils(-10)).toBe(-1);
    expect(statementVatFils(-57_500)).toBe(-2_875);
    expect(statementVatFils(0)).toBe(0);
    expect(() => statementVatFils(0.5)).toThrow(RangeError);
  });
});

describe("a statement's figures", () => {
  it("add up: earned less clawed back, VAT on that, the opening balance carried into the total due", () => {
    const lines = [
      { kind: "accrual", amountFils: 8_000 },
      { kind: "correction", amountFils: -1_600 },
      { kind: "clawback", amountFils: -4_010 },
    ];
    expect(statementTotals(lines, 1_000)).toEqual({
      openingFils: 1_000,
      earnedFils: 6_400,
      clawedBackFils: 4_010,
      subtotalFils: 2_390,
      vatFils: 120, // 119.5 up
      totalFils: 3_510,
    });
    expect(statementTotals([], 0)).toMatchObject({ subtotalFils: 0, vatFils: 0, totalFils: 0 });
  });
});

describe("which month can be issued", () => {
  it("is one that has ended in UAE time (UTC+4)", () => {
    expect(monthEnded("2026-07", new Date("2026-07-31T19:59:59Z"))).toBe(false);
    expect(monthEnded("2026-07", new Date("2026-07-31T20:00:00Z"))).toBe(true);
    expect(monthEnded("2026-12", new Date("2026-12-31T20:00:00Z"))).toBe(true);
    expect(monthEnded("2026-08", new Date("2026-07-31T20:00:00Z"))).toBe(false);
  });
});

describe("a payment's reference", () => {
  it("is plain and short", () => {
    expect(statementReferenceSchema.parse(" TRF-2026/001 ")).toBe("TRF-2026/001");
    for (const junk of ["", "=cmd()", "-1", "a b", "x".repeat(61), "TRF\n1"])
      expect(statementReferenceSchema.safeParse(junk).success).toBe(false);
  });
});
