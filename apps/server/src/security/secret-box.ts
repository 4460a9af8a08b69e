import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Seals short secrets that must be read back (authenticator seeds) with AES-256-GCM under a key from the
 * environment, so a copy of the database alone does not let anyone compute a partner's codes. The sealed form
 * names its version, so a later key can be introduced beside this one.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const VERSION = "v1";

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("A secret box needs a 32-byte key.");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
    },
    open(sealed) {
      const [version, iv, body] = sealed.split(".");
      if (version !== VERSION || !iv || !body) throw new Error("Unknown sealed secret format.");
      const bytes = Buffer.from(body, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString("utf8");
    },
  };
}

/** TWO_FACTOR_KEY: 64 hex characters, or base64 / base64url of 32 bytes. Undefined when it is neither. */
export function parseSecretKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=$/, ""), "base64url");
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}
