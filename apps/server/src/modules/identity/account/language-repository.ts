import type { Language } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { partners, partnerUsers } from "../../../db/schema";
import { invalidateSessions } from "../auth/session-invalidation";
import type { PartnerUser } from "../partners/partner-user-repository";

/**
 * Keeps the user's language; every instance drops its cached copy of their sessions, so it shows at once. The owner's
 * is also the partner's, in which the partner's own e-mails (quotations, policies) are written to the owner's address.
 */
export async function setUserLanguage(
  db: Db,
  user: Pick<PartnerUser, "id" | "partnerId" | "teamRole">,
  language: Language,
) {
  await db.transaction(async (tx) => {
    await tx.update(partnerUsers).set({ language, updatedAt: new Date() }).where(eq(partnerUsers.id, user.id));
    if (user.teamRole === "owner") {
      await tx.update(partners).set({ language, updatedAt: new Date() }).where(eq(partners.id, user.partnerId));
      await invalidateSessions(tx, { partnerId: user.partnerId });
    } else await invalidateSessions(tx, { userId: user.id });
  });
}
