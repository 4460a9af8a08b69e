import { SIGN_IN_PENDING_MINUTES, TRUSTED_BROWSER_DAYS } from "@pp/domain";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { trustedBrowsers } from "../../../db/schema";
import { hashToken, newSecretToken } from "../../../security/tokens";
import type { RequestMeta } from "./session-store";

/**
 * Remembers this browser for the user, bound to the browser's own key: the returned token goes into its own
 * cookie, only its hash is kept, with the public half of the key (SPKI, base64url) that must sign every later use.
 */
export async function trustBrowser(db: Db, userId: number, publicKey: string, meta: RequestMeta) {
  const token = newSecretToken();
  await db.insert(trustedBrowsers).values({
    tokenHash: hashToken(token),
    userId,
    publicKey,
    expiresAt: new Date(Date.now() + TRUSTED_BROWSER_DAYS * 86_400_000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The live trust of this very user that the cookie's token names (another user's counts for nothing). */
const liveTrust = (userId: number, token: string) =>
  and(
    eq(trustedBrowsers.tokenHash, hashToken(token)),
    eq(trustedBrowsers.userId, userId),
    gt(trustedBrowsers.expiresAt, new Date()),
  );

const readableToken = (token: string | undefined): token is string => !!token && token.length <= 100;

/**
 * A new one-time challenge for the browser's key, when the cookie names a live trust of the user; it replaces
 * any earlier one, so a signature of an older challenge is worth nothing. Undefined without such a trust.
 */
export async function issueBrowserChallenge(db: Db, userId: number, token: string | undefined) {
  if (!readableToken(token)) return undefined;
  const challenge = newSecretToken();
  const [row] = await db
    .update(trustedBrowsers)
    .set({ challenge, challengeExpiresAt: new Date(Date.now() + SIGN_IN_PENDING_MINUTES * 60_000) })
    .where(liveTrust(userId, token))
    .returning({ challenge: trustedBrowsers.challenge });
  return row?.challenge ?? undefined;
}

/**
 * The pending challenge and the key that must have signed it, taken once: whatever the signature turns out to be,
 * the challenge is gone, so each try needs a new sign-in with the password. Undefined without a live one.
 */
export async function takeBrowserChallenge(db: Db, userId: number, token: string | undefined) {
  if (!readableToken(token)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ challenge: trustedBrowsers.challenge, publicKey: trustedBrowsers.publicKey })
      .from(trustedBrowsers)
      .where(
        and(
          liveTrust(userId, token),
          isNotNull(trustedBrowsers.challenge),
          gt(trustedBrowsers.challengeExpiresAt, new Date()),
        ),
      )
      .for("update");
    if (!row?.challenge) return undefined;
    await tx
      .update(trustedBrowsers)
      .set({ challenge: null, challengeExpiresAt: null })
      .where(eq(trustedBrowsers.tokenHash, hashToken(token)));
    return { challenge: row.challenge, publicKey: row.publicKey };
  });
}

/** Every browser the user trusted has to pass the second factor again (password reset, second factor changed). */
export async function forgetTrustedBrowsers(db: Db, userId: number) {
  await db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
}
