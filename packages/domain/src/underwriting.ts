import { z } from "zod";
import { arabicText } from "./arabic-text";
import { say } from "./i18n/say";
import type { Words } from "./i18n/words";
import { bodyMassIndex } from "./medical-declaration-rules";
import { multiLineText, singleLineText } from "./text-schema";
import { MAX_LOADING_PERCENT, UNDERWRITING_MESSAGES } from "./underwriting-rule";

/**
 * H+ underwriting. Rules are data (seed/underwriting-rules.csv): each looks at one member's age, body-mass index,
 * declared answers or declared conditions. A finalized application with no hit is accepted at once and can be paid;
 * one with a hit is referred to the insurer's underwriter, who accepts it (as is, or with a premium loading and an
 * exclusion per member), asks for more information, or declines it. A "decline" rule does not decline by itself: it
 * refers the application with the decline recommended, because only an underwriter turns a customer away.
 */
export const UNDERWRITING_RULE_KINDS = ["age_at_least", "bmi_at_least", "answer_yes", "condition_mentions"] as const;
export type UnderwritingRuleKind = (typeof UNDERWRITING_RULE_KINDS)[number];
export const UNDERWRITING_OUTCOMES = ["refer", "decline"] as const;
export type UnderwritingOutcome = (typeof UNDERWRITING_OUTCOMES)[number];

/** Words a condition rule looks for are separated by ";" in the rule's value. */
export const conditionTerms = (value: string) =>
  value
    .split(";")
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0);

export const underwritingRuleSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9-]{2,40}$/, "a code of 2 to 40 lower-case letters, digits and dashes"),
    position: z.number().int().min(1),
    kind: z.enum(UNDERWRITING_RULE_KINDS),
    /** age_at_least: years; bmi_at_least: kg/m²; answer_yes: a medical question's id; condition_mentions: words. */
    value: z.string().min(1).max(1000),
    outcome: z.enum(UNDERWRITING_OUTCOMES),
    description: z.string().min(5).max(200),
    /** The same reason in Arabic, shown wherever a reader of Arabic sees why a case was referred. */
    description_ar: arabicText(200),
  })
  .superRefine((rule, ctx) => {
    const number = Number(rule.value);
    const bad = (message: string) => ctx.addIssue({ code: "custom", path: ["value"], message });
    if (rule.kind === "age_at_least" && !(Number.isInteger(number) && number >= 0 && number <= 120))
      bad("an age in whole years, 0 to 120");
    if (rule.kind === "bmi_at_least" && !(Number.isFinite(number) && number >= 10 && number <= 80))
      bad("a body-mass index from 10 to 80");
    if (rule.kind === "answer_yes" && !/^[a-z0-9-]+$/.test(rule.value)) bad("a medical question's id");
    if (rule.kind === "condition_mentions" && conditionTerms(rule.value).length === 0)
      bad('one or more words separated by ";"');
  });
export type UnderwritingRule = z.infer<typeof underwritingRuleSchema>;

/** What the rules read of one member: age on the cover's start, height and weight, answers and declared details. */
export type UnderwritingSubject = {
  memberId: number;
  name: string;
  age: number;
  heightCm: number | null;
  weightKg: number | null;
  answers: Record<string, boolean>;
  /** The conditions and treatments the member's "yes" answers describe. */
  declared: string[];
};

export const ruleHitSchema = z.object({
  member_id: z.number().int(),
  member_name: z.string(),
  rule_code: z.string(),
  outcome: z.enum(UNDERWRITING_OUTCOMES),
  description: z.string(),
  /** The rule's reason in Arabic (the English where a hit from before the rules had Arabic has none). */
  description_ar: z.string(),
  /** The answer that triggered the rule, in words. */
  trigger: z.string(),
  /** The same in Arabic (the English where a hit from before the rules had Arabic has none). */
  trigger_ar: z.string(),
});
export type RuleHit = z.infer<typeof ruleHitSchema>;

function mentions(text: string, term: string) {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`, "i").test(text);
}

/** A declaration question in English and in Arabic, by its id. */
export type QuestionTexts = (id: string) => { en: string; ar: string };

/** The answer that triggered a rule, as words in a language (a question is asked in each language's own words). */
type Trigger = (language: "en" | "ar") => Words;

function triggerOf(rule: UnderwritingRule, m: UnderwritingSubject, question: QuestionTexts): Trigger | undefined {
  switch (rule.kind) {
    case "age_at_least":
      return m.age >= Number(rule.value)
        ? () => /*i18n*/ ({ id: "underwriting.trigger.age", message: "Age {age}", values: { age: m.age } })
        : undefined;
    case "bmi_at_least": {
      if (m.heightCm === null || m.weightKg === null) return undefined;
      const bmi = bodyMassIndex(m.heightCm, m.weightKg);
      if (bmi < Number(rule.value)) return undefined;
      const values = { bmi, height: m.heightCm, weight: m.weightKg };
      return () => /*i18n*/ ({
        id: "underwriting.trigger.bmi",
        message: "Body-mass index {bmi} ({height} cm, {weight} kg)",
        values,
      });
    }
    case "answer_yes": {
      const asked = question(rule.value);
      return m.answers[rule.value] === true
        ? (language) => /*i18n*/ ({
            id: "underwriting.trigger.answerYes",
            message: 'Yes to "{question}"',
            values: { question: asked[language] },
          })
        : undefined;
    }
    case "condition_mentions": {
      for (const text of m.declared) {
        const term = conditionTerms(rule.value).find((t) => mentions(text, t));
        // The member's own words stay as declared (isolated in the Arabic, as every text value is).
        if (term)
          return () => /*i18n*/ ({
            id: "underwriting.trigger.conditionMentions",
            message: 'Declared "{condition}" (mentions "{term}")',
            values: { condition: text, term },
          });
      }
      return undefined;
    }
  }
}

/** Every rule each member meets, in the rules' order, with the answer that triggered it. */
export function underwritingHits(
  rules: readonly UnderwritingRule[],
  members: readonly UnderwritingSubject[],
  question: QuestionTexts = (id) => ({ en: id, ar: id }),
  /** Words in Arabic, by the catalogs (the server's `translate`); English where none is given. */
  inArabic: (words: Words) => string = say,
): RuleHit[] {
  const ordered = [...rules].sort((a, b) => a.position - b.position);
  return members.flatMap((m) =>
    ordered.flatMap((rule) => {
      const trigger = triggerOf(rule, m, question);
      return trigger === undefined
        ? []
        : [
            {
              member_id: m.memberId,
              member_name: m.name,
              rule_code: rule.code,
              outcome: rule.outcome,
              description: rule.description,
              description_ar: rule.description_ar,
              trigger: say(trigger("en")),
              trigger_ar: inArabic(trigger("ar")),
            },
          ];
    }),
  );
}

const memberIdSchema = z.number().int().positive().max(2_147_483_647);
const noteSchema = (message: string) => multiLineText({ error: message }).min(5, message).max(2000, message);

/** POST /api/underwriting/cases/:id/decision. */
export const underwritingDecisionRequestSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("accept"),
    /** Terms per member; a member not listed is accepted as is. */
    members: z
      .array(
        z.object({
          member_id: memberIdSchema,
          loading_percent: z
            .number({ error: UNDERWRITING_MESSAGES.loading })
            .int(UNDERWRITING_MESSAGES.loading)
            .min(0, UNDERWRITING_MESSAGES.loading)
            .max(MAX_LOADING_PERCENT, UNDERWRITING_MESSAGES.loading),
          exclusion: singleLineText({ error: UNDERWRITING_MESSAGES.exclusion })
            .max(500, UNDERWRITING_MESSAGES.exclusion)
            .nullable(),
        }),
      )
      .max(50),
    note: multiLineText().max(2000).nullable(),
  }),
  z.object({ kind: z.literal("ask_info"), note: noteSchema(UNDERWRITING_MESSAGES.askInfoNote) }),
  z.object({ kind: z.literal("decline"), note: noteSchema(UNDERWRITING_MESSAGES.declineNote) }),
]);
export type UnderwritingDecisionRequest = z.infer<typeof underwritingDecisionRequestSchema>;

/** The terms an acceptance put on one member, as the decision recorded them. */
export const decidedTermsSchema = z.object({
  member_id: z.number().int(),
  member_name: z.string(),
  loading_percent: z.number().int(),
  exclusion: z.string().nullable(),
});
export type DecidedTerms = z.infer<typeof decidedTermsSchema>;
