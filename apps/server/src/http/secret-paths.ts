/**
 * Paths whose segment after the prefix is a secret: the customer's payment link (`/pay/<token>`, `/pay/<token>/start`)
 * and invitation link (`/invite/<token>`). `/pay/result` holds none. Query strings never reach the logs at all
 * (the password-reset link's `?token=`, search numbers).
 */
const SECRET_SEGMENT = /^(\/+(?:pay|invite)\/+)(?!result(?:\/|$))[^/]+/i;

export const REDACTED = "[redacted]";

/** The path as it may be logged: the query dropped and a link's secret replaced. */
export function loggablePath(url: string) {
  const path = url.split("?")[0] ?? "";
  return path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
}
