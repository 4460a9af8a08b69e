import { describe, expect, it } from "vitest";
import {
  differingBenefits,
  findRepeatedPlan,
  type HplusPlan,
  hplusPlanSchema,
  KEY_PLAN_BENEFITS,
  PLAN_BENEFITS,
  planBenefitRows,
  sortPlans,
} from "./hplus-plans";

const plan = (over: Partial<HplusPlan> = {}): HplusPlan => ({
  code: "silver",
  position: 1,
  name: "Silver",
  network: "General network",
  area_of_cover: "UAE",
  annual_limit_fils: 50_000_000,
  deductible_fils: 5_000,
  copay_percent: 20,
  room_type: "Shared room",
  maternity: "Not covered",
  dental: "Not covered",
  optical: "Not covered",
  wellness: "Not covered",
  pre_existing: "Covered after 6 months",
  waiting_periods: "6 months for pre-existing conditions",
  ...over,
});

describe("hplusPlanSchema", () => {
  it("takes a plan of the catalogue", () => {
    expect(hplusPlanSchema.safeParse(plan()).success).toBe(true);
  });

  it.each([
    ["a code with capitals", { code: "Silver" }],
    ["a position of 0", { position: 0 }],
    ["a co-pay over 100%", { copay_percent: 120 }],
    ["no annual limit", { annual_limit_fils: 0 }],
    ["an empty benefit", { dental: " " }],
  ])("refuses %s", (_name, over) => {
    expect(hplusPlanSchema.safeParse(plan(over)).success).toBe(false);
  });
});

describe("planBenefitRows", () => {
  it("states amounts in AED, and no deductible or co-pay as None", () => {
    const rows = planBenefitRows(plan({ deductible_fils: 0, copay_percent: 0 }));
    expect(rows.map((r) => r.label)).toEqual(PLAN_BENEFITS.map((b) => b.label));
    expect(rows.find((r) => r.key === "annual_limit")?.value).toBe("AED 500,000.00");
    expect(rows.find((r) => r.key === "deductible")?.value).toBe("None");
    expect(rows.find((r) => r.key === "copay")?.value).toBe("None");
    expect(planBenefitRows(plan()).find((r) => r.key === "copay")?.value).toBe("20%");
  });

  it("keeps to the keys asked for, in the table's order", () => {
    expect(planBenefitRows(plan(), KEY_PLAN_BENEFITS).map((r) => r.key)).toEqual([...KEY_PLAN_BENEFITS]);
  });
});

describe("differingBenefits", () => {
  it("names only the rows whose wording differs", () => {
    const gold = plan({ code: "gold", position: 2, name: "Gold", annual_limit_fils: 100_000_000, dental: "AED 2,000" });
    expect(differingBenefits([plan(), gold])).toEqual(new Set(["annual_limit", "dental"]));
    expect(differingBenefits([plan()])).toEqual(new Set());
  });
});

describe("the catalogue's order and checks", () => {
  it("sorts by position", () => {
    const plans = [plan({ code: "gold", position: 2 }), plan({ code: "silver", position: 1 })];
    expect(sortPlans(plans).map((p) => p.code)).toEqual(["silver", "gold"]);
  });

  it("finds a repeated code or position", () => {
    expect(findRepeatedPlan([plan(), plan({ code: "gold", position: 2 })])).toBeUndefined();
    expect(findRepeatedPlan([plan(), plan({ position: 2 })])).toEqual({ index: 1, firstIndex: 0, field: "code" });
    expect(findRepeatedPlan([plan(), plan({ code: "gold" })])).toEqual({ index: 1, firstIndex: 0, field: "position" });
  });
});
