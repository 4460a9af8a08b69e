import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@pp/domain";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const ISSUER = "Partner Portal";

/** A new authenticator secret: 20 bytes (160 bits, RFC 4226's recommendation) from the system's CSPRNG, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, label = ISSUER) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a code belongs to, or undefined when it matches none. One step either side of now is accepted, for
 * clocks that drift and codes typed at the turn of a step; the caller accepts a step only once.
 */
export function matchingStep(secret: string, code: string, at = Date.now()): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: at }) + delta;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export const otpauthUrl = (secret: string, accountName: string) => totpOf(secret, accountName).toString();

/** The QR code as an SVG data: URL, drawn here so the browser fetches nothing from anywhere else. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;
