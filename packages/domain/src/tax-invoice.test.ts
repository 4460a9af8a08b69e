import { describe, expect, it } from "vitest";
import { formatCreditNoteNumber, formatInvoiceNumber, TRN_PATTERN } from "./tax-invoice";

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

describe("formatCreditNoteNumber", () => {
  it("numbers credit notes in a series of their own, and refuses what is not a sequence number", () => {
    expect(formatCreditNoteNumber(1)).toBe("CN-0000001");
    expect(formatCreditNoteNumber(1234567)).toBe("CN-1234567");
    expect(() => formatCreditNoteNumber(0)).toThrow(RangeError);
  });
});
