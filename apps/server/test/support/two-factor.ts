import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { trustedBrowserSignedText } from "@pp/domain";
import { expect } from "vitest";
import { sessionCookieOf, type TestApp } from "./test-app";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string) {
  let bits = "";
  for (const c of text.replace(/[\s=]/g, "").toUpperCase()) bits += BASE32.indexOf(c).toString(2).padStart(5, "0");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}

/**
 * RFC 6238 computed here from the secret the portal showed (HMAC-SHA1, 30-second steps, 6 digits), independently
 * of the library the server uses, as a partner's authenticator app would.
 */
export function totpCode(secret: string, at = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

export const cookieHeader = (...pairs: [string, string][]) => ({
  cookie: pairs.map(([name, value]) => `${name}=${value}`).join("; "),
});

/** Turns the second factor on from a signed-in session, as the security page does; returns the secret and codes. */
export async function enrolSecondFactor(t: TestApp, session: string, password: string) {
  const start = await t.app.inject({
    method: "POST",
    url: "/api/account/two-factor/enrolment",
    headers: cookieHeader(["pp_session", session]),
  });
  expect(start.statusCode).toBe(200);
  const secret = String(start.json().secret).replaceAll(" ", "");
  const confirm = await t.app.inject({
    method: "POST",
    url: "/api/account/two-factor/enrolment/confirm",
    headers: cookieHeader(["pp_session", session]),
    payload: { code: totpCode(secret), password },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** The password step for a partner with a second factor: returns the cookie of the sign-in waiting for it. */
export async function passwordStep(t: TestApp, userId: string, password: string, extraCookie?: [string, string]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { userId, password },
    headers: extraCookie ? cookieHeader(extraCookie) : {},
  });
  expect(res.statusCode).toBe(200);
  return { next: res.json().next as string, body: res.json(), pending: sessionCookieOf(res), res };
}

/**
 * A browser's own key as WebCrypto would make it (ECDSA P-256): its public half as the browser registers it (SPKI,
 * base64url), and signatures in WebCrypto's r||s form.
 */
export function deviceKey() {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    publicKey: publicKey.export({ format: "der", type: "spki" }).toString("base64url"),
    /** The signature of a login's challenge, as the sign-in page sends it. */
    signChallenge: (challenge: string) =>
      sign("sha256", Buffer.from(trustedBrowserSignedText(challenge)), {
        key: privateKey,
        dsaEncoding: "ieee-p1363",
      }).toString("base64url"),
  };
}
export type DeviceKey = ReturnType<typeof deviceKey>;

/** The code step; with `trust`, the browser asks to be trusted and registers that key. */
export function secondStep(t: TestApp, pending: string, code: string, trust?: DeviceKey) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/second-factor",
    headers: cookieHeader(["pp_session", pending]),
    payload: trust ? { code, trustBrowser: true, devicePublicKey: trust.publicKey } : { code },
  });
}

/** The trusted browser's step: the signature of the login's challenge, sent with the waiting sign-in and the cookie. */
export function browserStep(t: TestApp, pending: string, trustedCookie: string, signature: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/trusted-browser",
    headers: cookieHeader(["pp_session", pending], ["pp_trusted", trustedCookie]),
    payload: { signature },
  });
}
