import { z } from "zod";
import { say } from "./i18n/say";
import { partnerDetailsSchema } from "./partner";
import { minutesWords, PASSWORD_MAX } from "./sign-in-rule";
import { exactText, singleLineText } from "./text-schema";

/*
 * Two-factor sign-in: a time-based code (RFC 6238: 6 digits, 30-second steps) from an authenticator app, or one of
 * ten single-use recovery codes. The second-factor pages load after the sign-in page, so this module may use zod's
 * classic API; nothing the sign-in page itself imports comes from here.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes use Crockford's base32 (no I, L, O or U, which are easily misread): 10 characters, 50 bits. */
export const RECOVERY_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECOVERY_CODE_LENGTH = 10;
/** "Trust this browser": how long a browser may skip the second step. */
export const TRUSTED_BROWSER_DAYS = 30;
/** How long the step between a right password and the second factor (or its set-up) may take. */
export const SIGN_IN_PENDING_MINUTES = 10;
/** Wrong codes (sign-in, turning it off, new recovery codes) allowed per partner within the window. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_LOCK_MINUTES = 15;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: say(
    /*i18n*/ { id: "twoFactor.enterThe6DigitCodeFrom", message: "Enter the 6-digit code from your authenticator app." },
  ),
  codeFormat: say(
    /*i18n*/ {
      id: "twoFactor.enterThe6DigitCodeFrom2",
      message: "Enter the 6-digit code from your authenticator app, or a recovery code like 7KQ2M-X9HTB.",
    },
  ),
  totpFormat: say(
    /*i18n*/ {
      id: "twoFactor.enterThe6DigitCodeYour",
      message: "Enter the 6-digit code your authenticator app shows.",
    },
  ),
  codeWrong: say(
    /*i18n*/ {
      id: "twoFactor.theCodeIsIncorrectOrHas",
      message: "The code is incorrect or has already been used. Enter the code your authenticator app shows now.",
    },
  ),
  tooManyCodes: (retryAfterSeconds: number) =>
    say(
      /*i18n*/ {
        id: "twoFactor.tooManyCodes",
        message:
          "Too many wrong codes. Try again in {wait}, or ask your administrator to reset your two-factor sign-in.",
        values: { wait: minutesWords(retryAfterSeconds) },
      },
    ),
  signInTimedOut: say(
    /*i18n*/ { id: "twoFactor.yourSignInHasTimedOut", message: "Your sign-in has timed out. Please sign in again." },
  ),
  passwordRequired: say(
    /*i18n*/ { id: "twoFactor.enterYourPasswordToConfirmIt", message: "Enter your password to confirm it is you." },
  ),
  passwordWrong: say(/*i18n*/ { id: "twoFactor.thePasswordIsIncorrect", message: "The password is incorrect." }),
  tooManyPasswords: (retryAfterSeconds: number) =>
    say(
      /*i18n*/ {
        id: "twoFactor.tooManyPasswords",
        message: "Too many wrong passwords. Try again in {wait}.",
        values: { wait: minutesWords(retryAfterSeconds) },
      },
    ),
  notEnabled: say(
    /*i18n*/ { id: "twoFactor.twoFactorSignInIsNot", message: "Two-factor sign-in is not turned on for your account." },
  ),
  alreadyEnabled: say(
    /*i18n*/ {
      id: "twoFactor.twoFactorSignInIsAlready",
      message: "Two-factor sign-in is already turned on. Turn it off first to move it to another app.",
    },
  ),
  noEnrolment: say(
    /*i18n*/ {
      id: "twoFactor.theSetUpHasExpiredStart",
      message: "The set-up has expired. Start again to get a new QR code.",
    },
  ),
  browserKeyRequired: say(
    /*i18n*/ {
      id: "twoFactor.thisBrowserKeepsNoKeyOf",
      message:
        "This browser keeps no key of its own, so it cannot be trusted. Sign in without ticking the box to trust it.",
    },
  ),
  browserKeyInvalid: say(
    /*i18n*/ {
      id: "twoFactor.thisBrowsersKeyCouldNotBe",
      message: "This browser's key could not be read. Sign in without ticking the box to trust it.",
    },
  ),
  browserNotProven: say(
    /*i18n*/ {
      id: "twoFactor.thisBrowserCouldNotProveIt",
      message: "This browser could not prove it is the one you trusted. Enter the code from your authenticator app.",
    },
  ),
} as const;

/*
 * A trusted browser is bound to a key of its own (decision 042): an ECDSA P-256 key pair made by WebCrypto with
 * its private half not extractable, kept in IndexedDB. Its public half (SPKI) is registered with the trust; at a
 * later sign-in the browser signs a one-time challenge with the private half (SHA-256, the raw r||s form WebCrypto
 * gives). The cookie alone skips nothing.
 */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A P-256 public key in SPKI is 91 bytes (122 characters); a signature 64 bytes. Anything far longer is junk. */
const base64urlText = (message: string) => z.string().min(1, message).max(256, message).regex(BASE64URL, message);

/** What the browser signs: the challenge, under a label that makes the signature useless anywhere else. */
export const trustedBrowserSignedText = (challenge: string) => `partner-portal trusted browser sign-in\n${challenge}`;

/**
 * A code as typed: 6 digits from the app, or a recovery code (spaces and hyphens ignored, O read as 0, I and L as 1).
 * Returns undefined for anything else.
 */
export function readSecondFactorCode(raw: string): { kind: "totp" | "recovery"; value: string } | undefined {
  const compact = raw.replace(/[\s-]/g, "").toUpperCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: "totp", value: compact };
  const mapped = compact.replace(/O/g, "0").replace(/[IL]/g, "1");
  if (new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(mapped))
    return { kind: "recovery", value: mapped };
  return undefined;
}

/** A recovery code as shown to the partner: two groups of five. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The app's code or a recovery code. */
export const secondFactorCodeSchema = singleLineText()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.codeFormat)
  .refine((v) => readSecondFactorCode(v) !== undefined, TWO_FACTOR_MESSAGES.codeFormat);

/** Only the app's code: set-up proves the app holds the new secret. */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), TWO_FACTOR_MESSAGES.totpFormat);

const currentPasswordSchema = exactText()
  .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX, TWO_FACTOR_MESSAGES.passwordWrong);

/** POST /api/auth/second-factor */
export const secondFactorRequestSchema = z.object({
  code: secondFactorCodeSchema,
  trustBrowser: z.boolean().default(false),
  /** Required with trustBrowser: the browser's public key (SPKI, base64url), to which the trust is bound. */
  devicePublicKey: base64urlText(TWO_FACTOR_MESSAGES.browserKeyInvalid).optional(),
});
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

export const signedInResponseSchema = z.object({ partner: partnerDetailsSchema });

/** POST /api/auth/trusted-browser: the login's challenge signed with the browser's key (base64url of r||s). */
export const trustedBrowserSignInRequestSchema = z.object({
  signature: base64urlText(TWO_FACTOR_MESSAGES.browserNotProven),
});
export type TrustedBrowserSignInRequest = z.infer<typeof trustedBrowserSignInRequestSchema>;

/** POST /api/account/two-factor/enrolment: a new secret, as a QR code and as text for manual entry. */
export const enrolmentStartResponseSchema = z.object({
  /** Base32, in groups of four for typing. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG image as a data: URL, drawn by the server. */
  qrCode: z.string(),
});
export type EnrolmentStart = z.infer<typeof enrolmentStartResponseSchema>;

/**
 * POST /api/account/two-factor/enrolment/confirm. The password is asked on the security page; right after the
 * password step of a sign-in it is not asked again.
 */
export const enrolmentConfirmSchema = z.object({
  code: totpCodeSchema,
  password: currentPasswordSchema.optional(),
});
export type EnrolmentConfirm = z.input<typeof enrolmentConfirmSchema>;

/** The set-up form on the security page (password asked) and right after a password step (code only). */
export const enrolmentWithPasswordFormSchema = z.object({ code: totpCodeSchema, password: currentPasswordSchema });
export const enrolmentCodeFormSchema = z.object({ code: totpCodeSchema });

/** Ten fresh recovery codes, shown once; the partner is signed in fully from here on. */
export const recoveryCodesResponseSchema = z.object({
  recoveryCodes: z.array(z.string()),
  partner: partnerDetailsSchema,
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /api/account/two-factor/disable */
export const twoFactorDisableSchema = z.object({ password: currentPasswordSchema, code: secondFactorCodeSchema });
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;

/** With two-factor sign-in required, turning it off leads straight to setting it up again. */
export const twoFactorDisableResponseSchema = z.object({ next: z.enum(["done", "enrolment"]) });

/** POST /api/account/two-factor/recovery-codes */
export const recoveryCodesRegenerateSchema = z.object({ code: secondFactorCodeSchema });
export type RecoveryCodesRegenerate = z.input<typeof recoveryCodesRegenerateSchema>;

/** GET /api/account/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Set for every partner by the portal's operator: it cannot be left off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
