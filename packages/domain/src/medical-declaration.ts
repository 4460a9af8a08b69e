import { z } from "zod";
import { isIsoDate } from "./dates";
import {
  CONDITION_STATES,
  type ConditionState,
  DECLARATION_MESSAGES,
  HEIGHT_CM,
  QUESTION_AUDIENCES,
  WEIGHT_KG,
} from "./medical-declaration-rules";
import { multiLineText, singleLineText } from "./text-schema";

/**
 * The H+ medical declaration: questions kept as data (seed/medical-questions.csv), answered yes or no for each member,
 * with height and weight for the body-mass index. A "yes" to a question that asks for details is followed up on the
 * details page (condition, date diagnosed, treatment, current state).
 */
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

/** The follow-up of one "yes": what, since when, how treated, and how it is now. */
/** The earliest day a condition may be declared diagnosed (or to have happened) on. */
export const EARLIEST_DIAGNOSIS_DATE = "1900-01-01";

export const answerDetailsSchema = z.object({
  condition: singleLineText({ error: DECLARATION_MESSAGES.condition }).min(2, DECLARATION_MESSAGES.condition).max(200),
  diagnosed_on: singleLineText({ error: DECLARATION_MESSAGES.diagnosedOn }).refine(
    (v) => isIsoDate(v) && v >= EARLIEST_DIAGNOSIS_DATE,
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
