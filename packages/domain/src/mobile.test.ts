import { describe, expect, it } from "vitest";
import { mobileNumberSchema, storedMobileSchema } from "./mobile";
import {
  DEFAULT_MOBILE_PREFIX,
  isMobilePrefix,
  joinMobile,
  MOBILE_MESSAGES,
  splitMobile,
  UAE_MOBILE_PREFIXES,
} from "./mobile-format";

describe("UAE mobile prefixes", () => {
  it("lists the six prefixes with 050 as the default", () => {
    expect(UAE_MOBILE_PREFIXES).toEqual(["050", "052", "054", "055", "056", "058"]);
    expect(DEFAULT_MOBILE_PREFIX).toBe("050");
  });

  it.each([
    ["050", true],
    ["058", true],
    ["051", false],
    ["+971", false],
    ["", false],
    [50, false],
  ])("isMobilePrefix(%j) = %s", (value, expected) => {
    expect(isMobilePrefix(value)).toBe(expected);
  });
});

describe("joinMobile / splitMobile", () => {
  it("joins prefix and number into the 10-digit local number", () => {
    expect(joinMobile("050", "1234567")).toBe("0501234567");
  });

  it.each([
    ["0501234567", { prefix: "050", number: "1234567" }],
    ["0551234567890123", { prefix: "055", number: "1234567890" }],
    ["05", { prefix: "05", number: "" }],
  ])("splits %s (first 3 = code, next up to 10 = number)", (stored, expected) => {
    expect(splitMobile(stored)).toEqual(expected);
  });

  it("round-trips", () => {
    expect(splitMobile(joinMobile("056", "7654321"))).toEqual({ prefix: "056", number: "7654321" });
  });
});

describe("mobileNumberSchema", () => {
  it.each([
    ["1234567", true],
    [" 1234567 ", true],
    ["123456", false],
    ["12345678", false],
    ["12a4567", false],
    ["123 456", false],
    ["", false],
  ])("%j valid: %s", (value, valid) => {
    const result = mobileNumberSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid)
      expect(result.error?.issues[0]?.message).toBe("Mobile Number is required and It should be 7 digit long.");
  });
});

describe("storedMobileSchema", () => {
  it.each([
    ["0501234567", true],
    ["0581234567", true],
    ["0511234567", false],
    ["050123456", false],
    ["05012345678", false],
  ])("%s valid: %s", (value, valid) => {
    const result = storedMobileSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe(MOBILE_MESSAGES.number);
  });
});
