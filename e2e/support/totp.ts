import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * What a partner's authenticator app shows for the key the portal displayed: RFC 6238 (HMAC-SHA1, 30-second
 * steps, 6 digits), computed in the test, independently of the server's library.
 */
export function totpCode(secret: string, at = Date.now()) {
  let bits = "";
  for (const c of secret.replace(/\s/g, "").toUpperCase()) bits += BASE32.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The next step's code: the current one may already have been used, and each code is accepted once. */
export const nextTotpCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
