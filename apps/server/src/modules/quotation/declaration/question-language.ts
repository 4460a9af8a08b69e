import type { Language } from "@pp/domain";

type Question = { id: string; text: string; textAr: string };

/** A declaration question as the visitor reads it: its Arabic when they read Arabic and it has one. */
export const questionText = (q: Question, language: Language) => (language === "ar" && q.textAr ? q.textAr : q.text);

/**
 * An answer keeps the English question it answered (what was declared); shown in Arabic, it takes the question's
 * Arabic as long as the English is still the same question, and its own English otherwise.
 */
export function answeredQuestionText(questions: readonly Question[], language: Language) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (questionId: string, answered: string) => {
    const q = byId.get(questionId);
    return q && q.text === answered ? questionText(q, language) : answered;
  };
}
