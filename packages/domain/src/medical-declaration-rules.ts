import { GENDER } from "./gender";
import { say } from "./i18n/say";

/**
 * The H+ medical declaration's rules without its schemas (medical-declaration.ts): who is asked what, the ranges of
 * height and weight, the body-mass index, the states of a condition and the messages. The applicant's page shows them
 * before it loads the schemas that check a save.
 */
export const QUESTION_AUDIENCES = ["all", "female"] as const;
export type QuestionAudience = (typeof QUESTION_AUDIENCES)[number];

/** Whether a question is put to a member of this gender. */
export function questionApplies(question: { applies_to: QuestionAudience }, gender: number | null): boolean {
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
  height: say(
    /*i18n*/ {
      id: "medicalDeclaration.heightRange",
      message: "Enter the height in centimetres, from {min} to {max}.",
      values: { min: HEIGHT_CM.min, max: HEIGHT_CM.max },
    },
  ),
  weight: say(
    /*i18n*/ {
      id: "medicalDeclaration.weightRange",
      message: "Enter the weight in kilograms, from {min} to {max}.",
      values: { min: WEIGHT_KG.min, max: WEIGHT_KG.max },
    },
  ),
  answer: say(/*i18n*/ { id: "medicalDeclarationRules.answerYesOrNo", message: "Answer Yes or No." }),
  condition: say(
    /*i18n*/ {
      id: "medicalDeclarationRules.nameTheConditionOrTheReason",
      message: "Name the condition or the reason.",
    },
  ),
  diagnosedOn: say(
    /*i18n*/ {
      id: "medicalDeclarationRules.enterTheDateItWasDiagnosed",
      message: "Enter the date it was diagnosed or happened, not in the future.",
    },
  ),
  treatment: say(
    /*i18n*/ {
      id: "medicalDeclarationRules.describeTheTreatmentOrOperation",
      message: "Describe the treatment or operation.",
    },
  ),
  currentState: say(
    /*i18n*/ { id: "medicalDeclarationRules.chooseTheCurrentState", message: "Choose the current state." },
  ),
  incomplete: say(
    /*i18n*/ {
      id: "medicalDeclarationRules.theMedicalDeclarationIsNotComplete",
      message:
        "The medical declaration is not complete. Go back to Medical Declaration and answer every question for each member.",
    },
  ),
  unknownMember: say(
    /*i18n*/ {
      id: "medicalDeclarationRules.thisMemberIsNotOnThe",
      message: "This member is not on the application any more. Reload the page.",
    },
  ),
  unknownQuestion: say(
    /*i18n*/ {
      id: "medicalDeclarationRules.thisQuestionIsNotAskedAny",
      message: "This question is not asked any more. Reload the page.",
    },
  ),
} as const;

export const CONDITION_STATES = [
  {
    value: "recovered",
    label: say(
      /*i18n*/ { id: "medicalDeclarationRules.recoveredNoTreatmentNow", message: "Recovered, no treatment now" },
    ),
  },
  {
    value: "under_treatment",
    label: say(/*i18n*/ { id: "medicalDeclarationRules.underTreatment", message: "Under treatment" }),
  },
  {
    value: "monitored",
    label: say(/*i18n*/ { id: "medicalDeclarationRules.monitoredNoTreatment", message: "Monitored, no treatment" }),
  },
] as const;
export type ConditionState = (typeof CONDITION_STATES)[number]["value"];

/** What the rules below read of a question and of a member's declaration (the schemas' types have more). */
type AskedQuestion = { id: string; applies_to: QuestionAudience; asks_details: boolean };
type AnsweringMember = {
  gender: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  answers: Record<string, boolean | undefined>;
  details: Record<string, unknown>;
};

/** The questions a member's "yes" answers that ask for details, in the questions' order. */
export function questionsNeedingDetails<Q extends AskedQuestion>(questions: readonly Q[], member: AnsweringMember) {
  return questions.filter((q) => q.asks_details && questionApplies(q, member.gender) && member.answers[q.id] === true);
}

/** The declaration is complete: measured, every applicable question answered, every "yes" detailed where asked. */
export function declarationComplete(questions: readonly AskedQuestion[], members: readonly AnsweringMember[]) {
  return members.every(
    (m) =>
      m.height_cm !== null &&
      m.weight_kg !== null &&
      questions.every((q) => !questionApplies(q, m.gender) || typeof m.answers[q.id] === "boolean") &&
      questionsNeedingDetails(questions, m).every((q) => m.details[q.id] !== undefined),
  );
}
