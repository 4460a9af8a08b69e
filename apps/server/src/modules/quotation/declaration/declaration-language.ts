import type { Language, MedicalQuestion } from "@pp/domain";
import type { Db } from "../../../db/client";
import { activeQuestions } from "./declaration-repository";
import { questionText } from "./question-language";

/**
 * The declaration as its reader reads it: each question in Arabic for a reader of Arabic. Only what is shown changes;
 * what is stored, compared and signed stays the English the questions were asked in.
 */
export async function declarationInLanguage<T extends { questions: MedicalQuestion[] }>(
  db: Db,
  declaration: T,
  language: Language,
): Promise<T> {
  if (language === "en") return declaration;
  const byId = new Map((await activeQuestions(db)).map((q) => [q.id, q]));
  return {
    ...declaration,
    questions: declaration.questions.map((q) => {
      const asked = byId.get(q.id);
      return asked && asked.text === q.text ? { ...q, text: questionText(asked, language) } : q;
    }),
  };
}
