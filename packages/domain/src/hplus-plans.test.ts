import { describe, expect, it } from "vitest";
import {
  differingBenefits,
  findRepeatedPlan,
  type HplusPlan,
  hplusPlanArabicSchema,
  hplusPlanSchema,
  KEY_PLAN_BENEFITS,
  PLAN_BENEFITS,
  PLAN_TEXT_FIELDS,
  planBenefitRows,
  planInLanguage,
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
  network_ar: "الشبكة العامة",
  area_of_cover_ar: "الإمارات العربية المتحدة",
  room_type_ar: "غرفة مشتركة",
  maternity_ar: "غير مشمول",
  dental_ar: "غير مشمول",
  optical_ar: "غير مشمول",
  wellness_ar: "غير مشمول",
  pre_existing_ar: "مشمولة بعد 6 أشهر",
  waiting_periods_ar: "6 أشهر للحالات المرضية السابقة",
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

describe("the plan's Arabic", () => {
  it("is what a reader of Arabic reads, amounts and name kept; English readers read the English", () => {
    const arabic = planInLanguage(plan(), "ar");
    for (const field of PLAN_TEXT_FIELDS) expect(arabic[field]).toBe(plan()[`${field}_ar`]);
    expect(arabic.name).toBe("Silver");
    expect(planBenefitRows(arabic).find((r) => r.key === "room_type")?.value).toBe("غرفة مشتركة");
    expect(planInLanguage(plan(), "en")).toEqual(plan());
  });

  it.each([
    ["English in an Arabic text", { dental_ar: "Not covered" }],
    ["an English word among Arabic ones", { network_ar: "شبكة NAS network" }],
    ["an empty Arabic text", { optical_ar: "" }],
  ])("refuses %s in the catalogue's file", (_name, over) => {
    expect(hplusPlanArabicSchema.safeParse(plan(over)).success).toBe(false);
  });

  it("takes digits, signs and the product's name H+ in Arabic", () => {
    expect(hplusPlanArabicSchema.safeParse(plan({ network_ar: "شبكة خطة H+: حتى 50,000 درهم، 20%" })).success).toBe(
      true,
    );
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
