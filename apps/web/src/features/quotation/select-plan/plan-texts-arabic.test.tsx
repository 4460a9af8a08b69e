import type { HplusPlan, PricedPlan, RuleHit } from "@pp/domain";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../../i18n/i18n";
import { RuleHits } from "../../../ui/underwriting-parts";
import { QUOTATION_STEPS_TEXTS } from "../quotation-texts";
import { PlanBenefitsTable } from "./plan-benefits-table";
import { PlanCard } from "./plan-card";

afterEach(async () => {
  cleanup();
  await act(() => activateLanguage("en"));
});

const gold: HplusPlan = {
  code: "gold",
  position: 2,
  name: "Gold",
  network: "Extended network",
  area_of_cover: "UAE and the GCC",
  annual_limit_fils: 150_000_000,
  deductible_fils: 0,
  copay_percent: 10,
  room_type: "Private room",
  maternity: "Up to AED 20,000 per pregnancy",
  dental: "Up to AED 2,000 a year",
  optical: "Not covered",
  wellness: "Annual health check",
  pre_existing: "Covered after the waiting period",
  waiting_periods: "6 months for maternity",
  network_ar: "الشبكة الموسّعة",
  area_of_cover_ar: "الإمارات ودول مجلس التعاون الخليجي",
  room_type_ar: "غرفة خاصة",
  maternity_ar: "حتى 20,000 درهم لكل حمل",
  dental_ar: "حتى 2,000 درهم سنويًا",
  optical_ar: "غير مشمول",
  wellness_ar: "فحص صحي سنوي",
  pre_existing_ar: "مشمولة بعد انقضاء فترة الانتظار",
  waiting_periods_ar: "6 أشهر للأمومة",
};

const priced: PricedPlan = {
  plan: gold,
  premiums: [{ member_id: 1, premium_fils: 500_000 }],
  totals: { subtotal: 500_000, vat: 25_000, total: 525_000 },
};

const toArabic = () =>
  act(async () => {
    await loadScreenTexts([QUOTATION_STEPS_TEXTS]);
    await activateLanguage("ar");
  });

describe("the plan screens in Arabic", () => {
  it("show each plan's own texts in the reader's language, switching with it", async () => {
    render(<PlanBenefitsTable plans={[gold]} caption="Plans" />);
    expect(screen.getByText("Private room")).toBeTruthy();
    await toArabic();
    for (const text of ["غرفة خاصة", "الشبكة الموسّعة", "حتى 20,000 درهم لكل حمل", "6 أشهر للأمومة", "لا يوجد"])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText("Private room")).toBeNull();
  });

  it("show a plan card's main benefits in Arabic", async () => {
    await toArabic();
    render(
      <PlanCard
        priced={priced}
        members={[{ id: 1, name: "Omar Hassan" }]}
        chosen={false}
        choosing={false}
        compared={false}
        canCompare
        onChoose={() => undefined}
        onCompare={() => undefined}
      />,
    );
    expect(screen.getByText("الإمارات ودول مجلس التعاون الخليجي")).toBeTruthy();
    expect(screen.getByText("غرفة خاصة")).toBeTruthy();
    expect(screen.queryByText("Extended network")).toBeNull();
    // The card's own words, from the journey's catalog.
    expect(screen.getByRole("button", { name: "عرض كل المنافع" })).toBeTruthy();
  });
});

describe("why a case was referred, in Arabic", () => {
  const hit: RuleHit = {
    member_id: 1,
    member_name: "Omar Hassan",
    rule_code: "age-65",
    outcome: "refer",
    description: "Aged 65 or over on the day the cover starts",
    description_ar: "يبلغ 65 عامًا أو أكثر في يوم بدء التغطية",
    trigger: "Age 66",
    trigger_ar: "العمر 66",
  };

  it("gives the rule's reason and its trigger in Arabic, and in English to an English reader", async () => {
    const { container } = render(<RuleHits hits={[hit]} />);
    expect(container.textContent).toContain("Aged 65 or over on the day the cover starts");
    await toArabic();
    expect(container.textContent).toContain("يبلغ 65 عامًا أو أكثر في يوم بدء التغطية");
    expect(container.textContent).toContain("العمر 66");
    expect(container.textContent).not.toMatch(/Aged|Age /);
  });
});
