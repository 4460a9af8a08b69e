import { randomInt } from "node:crypto";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "@pp/domain";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { recoveryCodes } from "../../../db/schema";
import { hashPassword, verifyPassword } from "../../../security/passwords";

/** Ten codes from the system's CSPRNG, each 10 characters of Crockford's base32 (50 bits). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(""),
  );
}

/**
 * Codes of fewer than 112 bits are stored like passwords (argon2id with its own salt), never in clear: a copy of
 * the table does not give the codes away. Hash them before a transaction; this only writes.
 */
export const hashRecoveryCodes = (codes: string[]) => Promise.all(codes.map((c) => hashPassword(c)));

/** Replaces every code of the user with the new set. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/**
 * Uses up the matching unused code; true only for the one request that marks it used, so a code works once even
 * when it is sent twice at the same moment. `code` is already normalised (readSecondFactorCode).
 */
export async function consumeRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  return false;
}

export async function unusedRecoveryCodeCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
