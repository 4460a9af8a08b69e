/**
 * Paths whose segment after the prefix is a secret: the customer's payment link (`/pay/<token>`, `/pay/<token>/start`),
 * invitation link (`/invite/<token>`), a renewal reminder's link (`/renew/<token>`), a marketing consent's withdrawal (`/marketing/stop/<token>`), a member card's check (`/card/<token>`), and the H+ applicant's link (the page `/applicantdettail/<token>` and its API
 * `/api/applicant/<token>/…`). `/pay/result` holds none. Query strings never reach the logs at all
 * (the password-reset link's `?token=`, search numbers).
 */
const SECRET_SEGMENT =
  /^(\/+(?:pay|invite|renew|applicantdettail|api\/+applicant|marketing\/+stop|card)\/+)(?!result(?:\/|$))[^/]+/i;

const REDACTED = "[redacted]";

/** The path as it may be logged: the query dropped and a link's secret replaced. */
export function loggablePath(url: string) {
  const path = url.split("?")[0] ?? "";
  return path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
}
