import { describe, expect, it } from "vitest";
import { formatInvoiceNumber, TRN_PATTERN } from "./tax-invoice";

describe("tax invoice numbers", () => {
  it("are TI- and seven digits, in order", () => {
    expect(formatInvoiceNumber(1)).toBe("TI-0000001");
    expect(formatInvoiceNumber(1234567)).toBe("TI-1234567");
    expect(formatInvoiceNumber(2) > formatInvoiceNumber(1)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuse %s", (n) => {
    expect(() => formatInvoiceNumber(n)).toThrow(RangeError);
  });

  it("know a TRN has 15 digits", () => {
    expect(TRN_PATTERN.test("100123456700003")).toBe(true);
    expect(TRN_PATTERN.test("10012345670000")).toBe(false);
  });
});
