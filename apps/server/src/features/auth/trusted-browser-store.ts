import { TRUSTED_BROWSER_DAYS } from "@pp/domain";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { trustedBrowsers } from "../../db/schema";
import { hashToken, newSecretToken } from "../../security/tokens";
import type { RequestMeta } from "./session-store";

/** Remembers this browser for the partner: the returned token goes into its own cookie, only its hash is kept. */
export async function trustBrowser(db: Db, partnerId: number, meta: RequestMeta) {
  const token = newSecretToken();
  await db.insert(trustedBrowsers).values({
    tokenHash: hashToken(token),
    partnerId,
    expiresAt: new Date(Date.now() + TRUSTED_BROWSER_DAYS * 86_400_000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** Whether the cookie's token names a live trust of this very partner (another partner's trust counts for nothing). */
export async function isTrustedBrowser(db: Db, partnerId: number, token: string | undefined) {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ partnerId: trustedBrowsers.partnerId })
    .from(trustedBrowsers)
    .where(
      and(
        eq(trustedBrowsers.tokenHash, hashToken(token)),
        eq(trustedBrowsers.partnerId, partnerId),
        gt(trustedBrowsers.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}

/** Every browser the partner trusted has to pass the second factor again (password reset, second factor changed). */
export async function forgetTrustedBrowsers(db: Db, partnerId: number) {
  await db.delete(trustedBrowsers).where(eq(trustedBrowsers.partnerId, partnerId));
}
