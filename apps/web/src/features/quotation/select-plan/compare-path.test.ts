import { describe, expect, it } from "vitest";
import { comparedPlanCodes, comparePlansPath } from "./compare-path";

describe("the comparison's address", () => {
  it("names the ticked plans in their order and reads them back", () => {
    const path = comparePlansPath(["gold", "silver"]);
    expect(path).toBe("/campare-plan?plans=gold%2Csilver");
    expect(comparedPlanCodes(path.slice(path.indexOf("?")))).toEqual(["gold", "silver"]);
  });

  it("drops malformed and repeated codes and keeps at most three", () => {
    expect(comparedPlanCodes("?plans=gold,Gold!,gold,silver,platinum,diamond")).toEqual(["gold", "silver", "platinum"]);
  });

  it("compares every plan when the address names fewer than two", () => {
    expect(comparedPlanCodes("")).toBe("all");
    expect(comparedPlanCodes("?plans=gold")).toBe("all");
    expect(comparedPlanCodes("?plans=%3Cscript%3E,gold")).toBe("all");
  });
});
