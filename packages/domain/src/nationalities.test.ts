import { describe, expect, it } from "vitest";
import { isNationalityCode, NATIONALITIES, nationalityName, nationalityOptions } from "./nationalities";

describe("NATIONALITIES", () => {
  it("holds all 249 ISO 3166-1 alpha-2 codes once, in code order", () => {
    const codes = NATIONALITIES.map((n) => n.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    expect(NATIONALITIES.every((n) => n.name.trim().length > 0)).toBe(true);
  });

  it.each([
    ["AE", "United Arab Emirates"],
    ["IN", "India"],
    ["PK", "Pakistan"],
    ["PH", "Philippines"],
    ["GB", "United Kingdom"],
    ["SA", "Saudi Arabia"],
  ])("%s is %s", (code, name) => {
    expect(nationalityName(code)).toBe(name);
    expect(isNationalityCode(code)).toBe(true);
  });

  it.each(["UK", "EU", "XK", "ae", "", 784])("%j is not a code", (value) => {
    expect(isNationalityCode(value)).toBe(false);
  });
});

describe("nationality names in Arabic", () => {
  it("come with every code, from the same package", () => {
    expect(NATIONALITIES.every((n) => /[\u0600-\u06FF]/.test(n.nameAr))).toBe(true);
    expect(nationalityName("AE", "ar")).toBe("الإمارات العربية المتحدة");
    expect(nationalityName("IN", "ar")).toBe("الهند");
  });

  it("are offered sorted as Arabic sorts them, the common ones still first", () => {
    const options = nationalityOptions("ar");
    expect(options.slice(0, 3).map((n) => n.code)).toEqual(["IN", "PK", "AE"]);
    const rest = options.filter((n) => n.group === "All nationalities").map((n) => n.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "ar")));
    expect(options).toHaveLength(NATIONALITIES.length);
  });
});

describe("nationalityOptions", () => {
  it("offers the common UAE nationalities first, then every other one by name, each once", () => {
    const english = nationalityOptions("en");
    expect(english.slice(0, 3).map((n) => n.name)).toEqual(["India", "Pakistan", "United Arab Emirates"]);
    expect(english).toHaveLength(NATIONALITIES.length);
    expect(new Set(english.map((n) => n.code)).size).toBe(NATIONALITIES.length);
    const rest = english.filter((n) => n.group === "All nationalities").map((n) => n.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(rest[0]).toBe("Afghanistan");
  });
});
