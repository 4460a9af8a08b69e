import { createPublicKey, type KeyObject, verify } from "node:crypto";

/*
 * The key a trusted browser holds (decision 042): ECDSA on P-256 with SHA-256, as WebCrypto makes and uses it. Its
 * public half arrives as SPKI in base64url; a signature as WebCrypto gives it, r||s (IEEE P1363), in base64url.
 */

/** The browser's public key, or undefined for anything that is not an EC key on P-256. */
export function readDevicePublicKey(spki: string): KeyObject | undefined {
  try {
    const key = createPublicKey({ key: Buffer.from(spki, "base64url"), format: "der", type: "spki" });
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1" ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `signature` is the signature of `text` by the private half of the registered `publicKey`. */
export function isDeviceSignature(publicKey: string, text: string, signature: string): boolean {
  const key = readDevicePublicKey(publicKey);
  if (!key) return false;
  try {
    return verify("sha256", Buffer.from(text), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  } catch {
    return false;
  }
}
