// Zod-free: the web app's first chunk reads the block's id, and the server decides with it what a page reads first.
import { PARTNER_RENEWAL_ROUTE_BASE, RENEWAL_ROUTE_BASE, RENEWAL_SEGMENTS } from "./quotation";

/**
 * The id of the JSON data block in which the server sends a page, with its HTML, the answers of the API reads the page
 * makes as it opens: `{ [path]: answer }`. Only successful answers are sent; the page makes any other read itself.
 */
export const EARLY_ANSWERS_ELEMENT_ID = "early-answers";

/** The renewal API's addresses, as the customer's renewal pages call them and the server routes them. */
export const RENEWAL_API = {
  current: "/api/renewals/current",
  review: "/api/renewals/current/review",
  questions: "/api/renewals/questions",
} as const;
export const renewalPaymentApiPath = (transactionId: string) =>
  `/api/renewals/payments/${encodeURIComponent(transactionId)}`;

/** The H+ applicant's own page (`/applicantdettail/<token>`, from the e-mailed link) and the API's application. */
export const APPLICANT_PAGE_SEGMENT = "applicantdettail";
export const applicantApiPath = (token: string) => `/api/applicant/${token}`;

/** Which reads each renewal screen makes as it opens. */
const RENEWAL_FIRST_READS: Record<string, string[]> = {
  [RENEWAL_SEGMENTS.details]: [RENEWAL_API.current],
  [RENEWAL_SEGMENTS.questions]: [RENEWAL_API.review, RENEWAL_API.questions],
  [RENEWAL_SEGMENTS.finalize]: [RENEWAL_API.review],
  [RENEWAL_SEGMENTS.payment]: [RENEWAL_API.review],
  // The payment result reads the transaction itself: its receipt is being made as the page opens, and the page asks
  // again until it is ready.
};

const RENEWAL_BASES = new Set([RENEWAL_ROUTE_BASE.slice(1), PARTNER_RENEWAL_ROUTE_BASE.slice(1)]);

/**
 * The API reads a page makes as it opens, by its address: the customer's renewal screens (also in the partner's shell)
 * and the applicant's page. The server answers them with the page, so a phone waits for one round trip less.
 */
export function firstReadsOf(pathname: string): string[] {
  const [first = "", second = "", ...rest] = pathname.split("/").filter(Boolean);
  if (rest.length > 0) return [];
  if (RENEWAL_BASES.has(first))
    return Object.hasOwn(RENEWAL_FIRST_READS, second) ? [...RENEWAL_FIRST_READS[second]!] : [];
  if (first === APPLICANT_PAGE_SEGMENT && second) return [applicantApiPath(second)];
  return [];
}
