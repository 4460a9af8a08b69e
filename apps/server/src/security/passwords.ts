import { hash, verify } from "@node-rs/argon2";
import { PASSWORD_MESSAGES } from "@pp/domain";
import dumbPasswords from "dumb-passwords";

// OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1.
// `algorithm: 2` is Algorithm.Argon2id; the package declares it as a const enum that isolatedModules cannot import.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user id is unknown, so timing does not reveal which ids exist. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy-password-that-never-matches");
  return decoyHash;
}

/** The server-only part of the password rule: the length rule lives in @pp/domain. */
export function commonPasswordError(password: string, userId?: string): string | undefined {
  if (commonCores(password).some((core) => core.length >= 4 && dumbPasswords.check(core)))
    return PASSWORD_MESSAGES.common;
  if (userId && password.toLowerCase().includes(userId.toLowerCase())) return PASSWORD_MESSAGES.common;
  return undefined;
}

/**
 * The list holds short passwords; people lengthen them with digits and symbols ("password1234")
 * or repetition ("passwordpassword"). Those cores are checked as well as the whole password.
 */
function commonCores(password: string): string[] {
  const lower = password.toLowerCase();
  const stripped = lower.replace(/^[\d\W_]+/, "").replace(/[\d\W_]+$/, "");
  const repeated = /^(.+?)\1+$/.exec(stripped)?.[1];
  return [lower, stripped, ...(repeated ? [repeated] : [])];
}
