import {
  type AnswerDetails,
  type DeclarationResponse,
  type MedicalQuestion,
  questionApplies,
  questionsNeedingDetails,
} from "@pp/domain";
import type { MemberAnswers } from "./member-declaration";
import type { DetailsDraft } from "./yes-answer-details";

/** The answers form as the saved declaration fills it: numbers as text, answers as chosen. */
export const answersDraftOf = (data: DeclarationResponse): MemberAnswers[] =>
  data.members.map((m) => ({
    id: m.id,
    name: m.name,
    gender: m.gender,
    height: m.height_cm === null ? "" : String(m.height_cm),
    weight: m.weight_kg === null ? "" : String(m.weight_kg),
    answers: { ...m.answers },
  }));

/** The body of a declaration save, for the domain schema to check before it is sent (empty numbers fail it). */
export const answersRequestOf = (members: readonly MemberAnswers[], questions: readonly MedicalQuestion[]) => ({
  members: members.map((m) => ({
    member_id: m.id,
    height_cm: m.height === "" ? Number.NaN : Number(m.height),
    weight_kg: m.weight === "" ? Number.NaN : Number(m.weight),
    answers: Object.fromEntries(
      questions.filter((q) => questionApplies(q, m.gender)).map((q) => [q.id, m.answers[q.id]]),
    ),
  })),
});

/** One "yes" to detail: whose, which question, and the details as typed so far. */
export type DetailsEntry = {
  memberId: number;
  memberName: string;
  questionId: string;
  question: string;
  draft: DetailsDraft;
};

export const detailsEntriesOf = (data: DeclarationResponse): DetailsEntry[] =>
  data.members.flatMap((m) =>
    questionsNeedingDetails(data.questions, m).map((q) => {
      const saved: Partial<AnswerDetails> = m.details[q.id] ?? {};
      return {
        memberId: m.id,
        memberName: m.name,
        questionId: q.id,
        question: q.text,
        draft: {
          condition: saved.condition ?? "",
          diagnosed_on: saved.diagnosed_on ?? "",
          treatment: saved.treatment ?? "",
          current_state: saved.current_state ?? "",
        },
      };
    }),
  );

export const detailsRequestOf = (entries: readonly DetailsEntry[]) => ({
  details: entries.map((e) => ({ member_id: e.memberId, question_id: e.questionId, ...e.draft })),
});
