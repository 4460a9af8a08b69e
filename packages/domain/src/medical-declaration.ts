import { z } from "zod";
import { isIsoDate } from "./dates";
import { GENDER } from "./person";
import { multiLineText, singleLineText } from "./text-schema";

/**
 * The H+ medical declaration: questions kept as data (seed/medical-questions.csv), answered yes or no for each member,
 * with height and weight for the body-mass index. A "yes" to a question that asks for details is followed up on the
 * details page (condition, date diagnosed, treatment, current state).
 */
export const QUESTION_AUDIENCES = ["all", "female"] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];

export const medicalQuestionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  position: z.number().int().min(1),
  text: z.string().min(10),
  /** Who is asked: everyone, or women only (pregnancy). */
  applies_to: z.enum(QUESTION_AUDIENCES),
  /** Whether a "yes" asks for the details of the condition. */
  asks_details: z.boolean(),
});
export type MedicalQuestion = z.infer<typeof medicalQuestionSchema>;

/** Whether a question is put to a member of this gender. */
export function questionApplies(question: Pick<MedicalQuestion, "applies_to">, gender: number | null): boolean {
  return question.applies_to === "all" || gender === GENDER.FEMALE;
}

export const HEIGHT_CM = { min: 30, max: 250 } as const;
export const WEIGHT_KG = { min: 1, max: 300 } as const;

/** Body-mass index, kg / m², to one decimal: what underwriting reads from height and weight. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export const DECLARATION_MESSAGES = {
  height: `Enter the height in centimetres, from ${HEIGHT_CM.min} to ${HEIGHT_CM.max}.`,
  weight: `Enter the weight in kilograms, from ${WEIGHT_KG.min} to ${WEIGHT_KG.max}.`,
  answer: "Answer Yes or No.",
  condition: "Name the condition or the reason.",
  diagnosedOn: "Enter the date it was diagnosed or happened, not in the future.",
  treatment: "Describe the treatment or operation.",
  currentState: "Choose the current state.",
  incomplete:
    "The medical declaration is not complete. Go back to Medical Declaration and answer every question for each member.",
  unknownMember: "This member is not on the application any more. Reload the page.",
  unknownQuestion: "This question is not asked any more. Reload the page.",
} as const;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

/** PUT /api/quotations/:id/declaration: each member's height, weight and answers (question id → yes). */
export const declarationRequestSchema = z.object({
  members: z
    .array(
      z.object({
        member_id: z.number().int().positive().max(2_147_483_647),
        height_cm: wholeNumber(HEIGHT_CM, DECLARATION_MESSAGES.height),
        weight_kg: wholeNumber(WEIGHT_KG, DECLARATION_MESSAGES.weight),
        answers: z.record(
          z
            .string()
            .regex(/^[a-z0-9-]+$/)
            .max(40),
          z.boolean({ error: DECLARATION_MESSAGES.answer }),
        ),
      }),
    )
    .min(1)
    .max(50),
});
export type DeclarationRequest = z.infer<typeof declarationRequestSchema>;

export const CONDITION_STATES = [
  { value: "recovered", label: "Recovered, no treatment now" },
  { value: "under_treatment", label: "Under treatment" },
  { value: "monitored", label: "Monitored, no treatment" },
] as const;
export type ConditionState = (typeof CONDITION_STATES)[number]["value"];

/** The follow-up of one "yes": what, since when, how treated, and how it is now. */
export const answerDetailsSchema = z.object({
  condition: singleLineText({ error: DECLARATION_MESSAGES.condition }).min(2, DECLARATION_MESSAGES.condition).max(200),
  diagnosed_on: singleLineText({ error: DECLARATION_MESSAGES.diagnosedOn }).refine(
    (v) => isIsoDate(v) && v >= "1900-01-01",
    DECLARATION_MESSAGES.diagnosedOn,
  ),
  treatment: multiLineText({ error: DECLARATION_MESSAGES.treatment }).min(2, DECLARATION_MESSAGES.treatment).max(1000),
  current_state: z.enum(CONDITION_STATES.map((s) => s.value) as [ConditionState, ...ConditionState[]], {
    error: DECLARATION_MESSAGES.currentState,
  }),
});
export type AnswerDetails = z.infer<typeof answerDetailsSchema>;

/** PUT /api/quotations/:id/declaration/details: the details of every "yes" that asks for them. */
export const declarationDetailsRequestSchema = z.object({
  details: z
    .array(
      answerDetailsSchema.extend({
        member_id: z.number().int().positive().max(2_147_483_647),
        question_id: z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .max(40),
      }),
    )
    .max(500),
});
export type DeclarationDetailsRequest = z.infer<typeof declarationDetailsRequestSchema>;

/** GET (and both PUTs answer with) the declaration as it stands: the questions, each member's answers, and whether done. */
export const declarationResponseSchema = z.object({
  questions: z.array(medicalQuestionSchema),
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      gender: z.number().int().nullable(),
      height_cm: z.number().int().nullable(),
      weight_kg: z.number().int().nullable(),
      answers: z.record(z.string(), z.boolean()),
      details: z.record(z.string(), answerDetailsSchema),
    }),
  ),
  /** Every applicable question answered for every member, and every "yes" that asks for details detailed. */
  complete: z.boolean(),
  /** Some "yes" asks for details: the details page follows the questions. */
  needs_details: z.boolean(),
});
export type DeclarationResponse = z.infer<typeof declarationResponseSchema>;

type DeclaredMember = DeclarationResponse["members"][number];

/** The questions a member's "yes" answers that ask for details, in the questions' order. */
export function questionsNeedingDetails(questions: readonly MedicalQuestion[], member: DeclaredMember) {
  return questions.filter((q) => q.asks_details && questionApplies(q, member.gender) && member.answers[q.id] === true);
}

/** The declaration is complete: measured, every applicable question answered, every "yes" detailed where asked. */
export function declarationComplete(questions: readonly MedicalQuestion[], members: readonly DeclaredMember[]) {
  return members.every(
    (m) =>
      m.height_cm !== null &&
      m.weight_kg !== null &&
      questions.every((q) => !questionApplies(q, m.gender) || typeof m.answers[q.id] === "boolean") &&
      questionsNeedingDetails(questions, m).every((q) => m.details[q.id] !== undefined),
  );
}
