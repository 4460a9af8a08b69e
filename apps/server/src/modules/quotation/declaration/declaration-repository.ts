import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { medicalAnswers, medicalQuestions, quotationMembers } from "../../../db/schema";

export type AnswerRecord = typeof medicalAnswers.$inferSelect;
type AnswerDetailsValues = Pick<AnswerRecord, "condition" | "diagnosedOn" | "treatment" | "currentState">;

/** The questions asked now, in their order. */
export const activeQuestions = (db: Db) =>
  db.select().from(medicalQuestions).where(eq(medicalQuestions.active, true)).orderBy(asc(medicalQuestions.position));

export const answersOf = (db: Db, quotationId: number) =>
  db.select().from(medicalAnswers).where(eq(medicalAnswers.quotationId, quotationId));

export async function setMeasurements(tx: Db, memberId: number, heightCm: number, weightKg: number) {
  await tx
    .update(quotationMembers)
    .set({ heightCm, weightKg, updatedAt: new Date() })
    .where(eq(quotationMembers.id, memberId));
}

/**
 * Writes one answer. A "no" clears the details a former "yes" had; a "yes" keeps details already given (they are
 * changed on the details page).
 */
export async function writeAnswer(
  tx: Db,
  row: { quotationId: number; memberId: number; questionId: string; answer: boolean },
) {
  const cleared: AnswerDetailsValues = { condition: null, diagnosedOn: null, treatment: null, currentState: null };
  await tx
    .insert(medicalAnswers)
    .values({ ...row, ...(row.answer ? {} : cleared) })
    .onConflictDoUpdate({
      target: [medicalAnswers.memberId, medicalAnswers.questionId],
      set: { answer: row.answer, updatedAt: new Date(), ...(row.answer ? {} : cleared) },
    });
}

export async function writeDetails(tx: Db, memberId: number, questionId: string, details: AnswerDetailsValues) {
  await tx
    .update(medicalAnswers)
    .set({ ...details, updatedAt: new Date() })
    .where(and(eq(medicalAnswers.memberId, memberId), eq(medicalAnswers.questionId, questionId)));
}
