import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { isolate } from "./i18n/isolate";
import { messages as ARABIC } from "./i18n/locales/ar";
import type { Words } from "./i18n/words";
import {
  type UnderwritingRule,
  type UnderwritingSubject,
  underwritingDecisionRequestSchema,
  underwritingHits,
  underwritingRuleSchema,
} from "./underwriting";
import { acceptsWithTerms, loadedPremium } from "./underwriting-rule";

const arabicCatalog = setupI18n({ locale: "ar", messages: { ar: ARABIC } });
/** Words in Arabic as the server writes them: by the catalog, each text value isolated. */
const inArabic = (words: Words) =>
  arabicCatalog._(
    words.id,
    Object.fromEntries(Object.entries(words.values ?? {}).map(([k, v]) => [k, typeof v === "string" ? isolate(v) : v])),
  );

const RULES: UnderwritingRule[] = [
  {
    code: "age-65",
    position: 1,
    kind: "age_at_least",
    value: "65",
    outcome: "refer",
    description: "Aged 65 or over",
    description_ar: "يبلغ 65 عامًا أو أكثر",
  },
  {
    code: "bmi-35",
    position: 2,
    kind: "bmi_at_least",
    value: "35",
    outcome: "refer",
    description: "BMI of 35 or more",
    description_ar: "مؤشر كتلة الجسم 35 أو أكثر",
  },
  {
    code: "chronic",
    position: 3,
    kind: "answer_yes",
    value: "chronic-condition",
    outcome: "refer",
    description: "A long-term condition",
    description_ar: "حالة مرضية مزمنة",
  },
  {
    code: "listed",
    position: 4,
    kind: "condition_mentions",
    value: "dialysis; cancer ;hiv",
    outcome: "decline",
    description: "A condition the plans do not cover",
    description_ar: "حالة مرضية لا تغطيها الخطط",
  },
];

const healthy: UnderwritingSubject = {
  memberId: 1,
  name: "Maria Santos",
  age: 34,
  heightCm: 165,
  weightKg: 60,
  answers: { "chronic-condition": false },
  declared: [],
};

describe("underwriting rules", () => {
  it("finds nothing for a healthy member", () => {
    expect(underwritingHits(RULES, [healthy])).toEqual([]);
  });

  it("names every rule a member meets with the answer that triggered it, in the rules' order", () => {
    const hits = underwritingHits(
      RULES,
      [
        healthy,
        {
          memberId: 2,
          name: "Omar Khan",
          age: 67,
          heightCm: 170,
          weightKg: 110,
          answers: { "chronic-condition": true },
          declared: ["Kidney failure on dialysis"],
        },
      ],
      (id) =>
        id === "chronic-condition"
          ? { en: "Any long-term condition?", ar: "أي حالة مرضية مزمنة؟" }
          : { en: id, ar: id },
      inArabic,
    );
    expect(hits.map((h) => [h.member_id, h.rule_code, h.outcome, h.trigger])).toEqual([
      [2, "age-65", "refer", "Age 67"],
      [2, "bmi-35", "refer", "Body-mass index 38.1 (170 cm, 110 kg)"],
      [2, "chronic", "refer", 'Yes to "Any long-term condition?"'],
      [2, "listed", "decline", 'Declared "Kidney failure on dialysis" (mentions "dialysis")'],
    ]);
    // The same reasons and triggers in Arabic: the question's Arabic, the member's own words isolated as declared.
    expect(hits.map((h) => [h.description_ar, h.trigger_ar])).toEqual([
      ["يبلغ 65 عامًا أو أكثر", "العمر 67"],
      ["مؤشر كتلة الجسم 35 أو أكثر", "مؤشر كتلة الجسم 38.1 (170 سم، 110 كغ)"],
      ["حالة مرضية مزمنة", "الإجابة بنعم عن «\u2068أي حالة مرضية مزمنة؟\u2069»"],
      ["حالة مرضية لا تغطيها الخطط", "أفصح عن «\u2068Kidney failure on dialysis\u2069» (يذكر «\u2068dialysis\u2069»)"],
    ]);
  });

  it("meets a threshold at the threshold, and matches whole words only", () => {
    const hits = underwritingHits(RULES, [
      { ...healthy, age: 65, declared: ["Precancerous mole removed"] },
      { ...healthy, memberId: 3, declared: ["Breast CANCER, recovered"] },
    ]);
    expect(hits.map((h) => [h.member_id, h.rule_code])).toEqual([
      [1, "age-65"],
      [3, "listed"],
    ]);
  });

  it("refuses a rule whose value does not fit its kind", () => {
    const bad = (kind: UnderwritingRule["kind"], value: string) =>
      underwritingRuleSchema.safeParse({ ...RULES[0], kind, value }).success;
    expect(bad("age_at_least", "sixty")).toBe(false);
    expect(bad("age_at_least", "65.5")).toBe(false);
    expect(bad("bmi_at_least", "5")).toBe(false);
    expect(bad("answer_yes", "Chronic Condition")).toBe(false);
    expect(bad("condition_mentions", " ; ")).toBe(false);
    expect(bad("bmi_at_least", "32.5")).toBe(true);
  });

  it("refuses a rule whose reason in Arabic is missing or holds an English word", () => {
    const takes = (description_ar: string) => underwritingRuleSchema.safeParse({ ...RULES[0], description_ar }).success;
    expect(takes("")).toBe(false);
    expect(takes("Aged 65 or over")).toBe(false);
    expect(takes("يبلغ 65 عامًا or over")).toBe(false);
    expect(takes("حالة مرضية لا تغطيها خطط H+")).toBe(true);
  });
});

describe("underwriting decisions", () => {
  it("loads a premium in fils, rounded half up", () => {
    expect(loadedPremium(100_000, 25)).toBe(125_000);
    expect(loadedPremium(12_345, 10)).toBe(13_580);
    expect(loadedPremium(12_345, 0)).toBe(12_345);
  });

  it("has terms when a member carries a loading or an exclusion", () => {
    expect(acceptsWithTerms([{ loading_percent: 0, exclusion: null }])).toBe(false);
    expect(acceptsWithTerms([{ loading_percent: 25, exclusion: null }])).toBe(true);
    expect(acceptsWithTerms([{ loading_percent: null, exclusion: "Asthma" }])).toBe(true);
  });

  it("asks for a note when it asks for information or declines, and bounds the loading", () => {
    const errors = (body: unknown) =>
      underwritingDecisionRequestSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ kind: "ask_info", note: "" })).toEqual(["Write what you need from the partner."]);
    expect(errors({ kind: "decline", note: "no" })).toEqual(["Write the reason for declining."]);
    expect(
      errors({ kind: "accept", note: null, members: [{ member_id: 1, loading_percent: 301, exclusion: null }] }),
    ).toEqual(["Enter a loading in whole percent, from 0 to 300."]);
    expect(errors({ kind: "accept", note: null, members: [] })).toEqual([]);
  });
});
