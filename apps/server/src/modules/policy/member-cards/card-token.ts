import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { MAX_ROW_ID } from "@pp/domain";

/**
 * The secret in a member card's QR code: the member's id and a MAC over it, so the verification page can answer for
 * that member and no other, and a card can be printed again with the same code without storing anything. The MAC's
 * key is derived from the server's sealing key (required in production), for this purpose only.
 */
export type CardKey = Buffer;

export const cardKeyFrom = (sealingKey: Buffer): CardKey =>
  Buffer.from(hkdfSync("sha256", sealingKey, Buffer.alloc(0), "partner-portal member card v1", 32));

const MAC_LENGTH = 22; // base64url characters: 132 bits, far beyond guessing

const macOf = (key: CardKey, memberId: number) =>
  createHmac("sha256", key).update(`member-card:${memberId}`).digest("base64url").slice(0, MAC_LENGTH);

/** "k3f-<mac>": the member id in base 36, then its MAC. */
export const cardToken = (key: CardKey, memberId: number) => `${memberId.toString(36)}-${macOf(key, memberId)}`;

/** The member a token names, or undefined for one this server did not make (forged, mistyped, cut short). */
export function memberIdOfToken(key: CardKey, token: string): number | undefined {
  const match = /^([0-9a-z]{1,7})-([\w-]{22})$/.exec(token);
  if (!match) return undefined;
  const memberId = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(memberId) || memberId <= 0 || memberId > MAX_ROW_ID) return undefined;
  const expected = Buffer.from(macOf(key, memberId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : undefined;
}
