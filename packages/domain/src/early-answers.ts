// Zod-free: the web app's first chunk reads the block's id, and the server decides with it what a page reads first.
import {
  COMPLAINTS_PATH,
  LANDING_PATH,
  PRIVACY_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
  TEAM_INVITATION_PATH,
} from "./public-pages";
import { PARTNER_RENEWAL_ROUTE_BASE, RENEWAL_ROUTE_BASE, RENEWAL_SEGMENTS } from "./quotation";
import { JOURNEY_PRODUCTS, journeyOf, journeyStepPath } from "./quotation-journey";

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
/**
 * The query parameter naming the transaction on the page the gateway sends the customer back to; the page reads no
 * other (what it says comes from the server, never from the rest of the query).
 */
export const RETURN_TRANSACTION_PARAM = "TransactionID";
/** The transaction a return page's query names: its RETURN_TRANSACTION_PARAM, trimmed; "" when there is none. */
export const returnTransactionOf = (query: URLSearchParams) => query.get(RETURN_TRANSACTION_PARAM)?.trim() ?? "";
export const renewalPaymentApiPath = (transactionId: string) =>
  `/api/renewals/payments/${encodeURIComponent(transactionId)}`;

/** The H+ applicant's own page (`/applicantdettail/<token>`, from the e-mailed link) and the API's application. */
export const APPLICANT_PAGE_SEGMENT = "applicantdettail";
export const applicantApiPath = (token: string) => `/api/applicant/${token}`;

/** What the partner's shell reads as any of its pages opens, and what its busiest pages read first. */
export const PARTNER_API = {
  /** The signed-in partner's details: every page of the shell confirms the session with them. */
  session: "/api/session",
  /** The TPAs' table-of-benefits and network links, under step 1 of each wizard. */
  tpaLinks: "/api/tpa/links",
  /** The partner's month at a glance, on the home page. */
  dashboard: "/api/backoffice/dashboard",
} as const;

/** The partner's home page, under the spec's address and its shorter one. */
export const PARTNER_HOME_PATHS = ["/partnerhomepage", "/home"] as const;

/**
 * The first segments of the web app's pages that need no session (sign-in, the public pages, the customer's renewal,
 * the applicant's link); every other page, an unknown address included, opens in the partner's shell.
 */
export const PAGES_WITHOUT_SESSION = [
  "",
  SIGN_IN_PATH.slice(1),
  RESET_PASSWORD_PATH.slice(1),
  TEAM_INVITATION_PATH.slice(1),
  LANDING_PATH.slice(1),
  COMPLAINTS_PATH.slice(1),
  PRIVACY_PATH.slice(1),
  APPLICANT_PAGE_SEGMENT,
  RENEWAL_ROUTE_BASE.slice(1),
] as const;

/** Which reads each renewal screen makes as it opens. */
const RENEWAL_FIRST_READS: Record<string, string[]> = {
  [RENEWAL_SEGMENTS.details]: [RENEWAL_API.current],
  [RENEWAL_SEGMENTS.questions]: [RENEWAL_API.review, RENEWAL_API.questions],
  [RENEWAL_SEGMENTS.finalize]: [RENEWAL_API.review],
  [RENEWAL_SEGMENTS.payment]: [RENEWAL_API.review],
};

/**
 * The look-up tables of `firstReadsOf`, built at its first call rather than as this module loads: the web app's entry
 * chunk imports this module for the block's id, and work at a module's top stays in every chunk that imports it, with
 * the journeys' tables it reads (decision 066).
 */
let lookUps:
  | {
      withoutSession: Set<string>;
      partnerFirstReads: Map<string, string[]>;
      renewalResults: Set<string>;
      renewalBases: Set<string>;
    }
  | undefined;
const firstReadLookUps = () =>
  (lookUps ??= {
    withoutSession: new Set<string>(PAGES_WITHOUT_SESSION.map((segment) => segment.toLowerCase())),
    /** The shell's pages whose own first read is answered with them, by lower-case path: the home page and step 1s. */
    partnerFirstReads: new Map<string, string[]>([
      ...PARTNER_HOME_PATHS.map((path): [string, string[]] => [path.toLowerCase(), [PARTNER_API.dashboard]]),
      ...JOURNEY_PRODUCTS.map((product): [string, string[]] => [
        journeyStepPath(journeyOf(product), "sponsor").toLowerCase(),
        [PARTNER_API.tpaLinks],
      ]),
    ]),
    /**
     * The payment result reads the transaction its query names. Its receipt may still be being made as the page opens:
     * the answer sent with the page says so, as the page's own first read would, and the page asks again until ready.
     */
    renewalResults: new Set<string>([RENEWAL_SEGMENTS.result, RENEWAL_SEGMENTS.invitationResult]),
    renewalBases: new Set([RENEWAL_ROUTE_BASE, PARTNER_RENEWAL_ROUTE_BASE].map((base) => base.slice(1).toLowerCase())),
  });

/** A page's own first reads: a renewal screen's, the applicant's page's, the home page's and step 1's. */
function pageReadsOf(segments: string[], query: URLSearchParams): string[] {
  const [first = "", second = "", ...rest] = segments;
  if (rest.length > 0) return [];
  const [base, page] = [first.toLowerCase(), second.toLowerCase()];
  const { renewalBases, renewalResults, partnerFirstReads } = firstReadLookUps();
  if (renewalBases.has(base) && renewalResults.has(page)) {
    const transactionId = returnTransactionOf(query);
    return transactionId ? [renewalPaymentApiPath(transactionId)] : [];
  }
  if (renewalBases.has(base)) return Object.hasOwn(RENEWAL_FIRST_READS, page) ? [...RENEWAL_FIRST_READS[page]!] : [];
  // The applicant's token keeps its case: it is a secret, not a route.
  if (base === APPLICANT_PAGE_SEGMENT && second) return [applicantApiPath(second)];
  return partnerFirstReads.get(`/${base}${second ? `/${page}` : ""}`) ?? [];
}

/**
 * The API reads a page makes as it opens, by its address: the customer's renewal screens (also in the partner's shell),
 * the applicant's page, and in the partner's shell its session with the home page's and step 1's own reads. The server
 * answers them with the page, so a phone waits for one round trip less. Addresses match regardless of case and of a
 * trailing slash, as the web app's router matches its routes.
 */
export function firstReadsOf(pathname: string, search = ""): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const inShell = !firstReadLookUps().withoutSession.has((segments[0] ?? "").toLowerCase());
  return [...(inShell ? [PARTNER_API.session] : []), ...pageReadsOf(segments, new URLSearchParams(search))];
}
