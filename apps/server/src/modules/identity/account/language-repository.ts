import type { Language } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partners } from "../../../db/schema";
import { invalidateSessions } from "../auth/session-invalidation";

/** Keeps the user's language; every instance drops its cached copy of their sessions, so it shows at once. */
export async function setPartnerLanguage(db: Db, partnerId: number, language: Language) {
  await db.transaction(async (tx) => {
    await tx.update(partners).set({ language, updatedAt: new Date() }).where(eq(partners.id, partnerId));
    await invalidateSessions(tx, { partnerId });
  });
}
