import { describe, expect, it } from "vitest";
import { policyListQuerySchema } from "./backoffice";
import { FILTER_DATE_PATTERN } from "./backoffice-rule";
import { addDays, isIsoDate } from "./dates";

describe("a list filter's date", () => {
  it("matches its pattern exactly when the schema accepts it: every day of 1899–3000 and impossible days", () => {
    const wrong: string[] = [];
    const check = (text: string) => {
      const accepted = policyListQuerySchema.safeParse({ from: text }).success;
      if (FILTER_DATE_PATTERN.test(text) !== accepted) wrong.push(text);
    };
    for (let day = "1899-12-01"; day <= "3000-01-31"; day = addDays(day, 1)) check(day);
    for (const year of [1900, 2000, 2023, 2024, 2100, 2400, 2999])
      for (const month of ["02", "04", "13", "00"])
        for (const d of ["29", "30", "31", "00", "32"]) check(`${year}-${month}-${d}`);
    expect(wrong).toEqual([]);
    expect(isIsoDate("2400-02-29") && FILTER_DATE_PATTERN.test("2400-02-29")).toBe(true);
    expect(FILTER_DATE_PATTERN.test("2100-02-29")).toBe(false);
  });
});
