import { PARTNER_DETAILS_SHAPE, PARTNER_DETAILS_SHAPE_KEY, type PartnerDetails } from "@pp/domain";
import { PARTNER_HOME_PATHS, RESET_PASSWORD_PATH, SIGN_IN_PATH } from "@pp/domain/routing";
import { APPROVAL_PATH } from "../paths/underwriting-paths";

/**
 * The spec's browser storage keys. PartnerDetails is the only partner data the browser keeps;
 * identity itself lives in the server's httpOnly session cookie. Nothing here needs zod: the sign-in page loads none,
 * and details kept in this version's shape are read back without it (read-partner-details.ts).
 */
export const STORAGE_KEYS = { partnerDetails: "PartnerDetails", pathRedirectTo: "PathRedirectTo" } as const;

export const DEFAULT_SIGNED_IN_PATH = PARTNER_HOME_PATHS[0];

/** Where a signed-in user's home is: the partner's home page, or the underwriter's queue. */
export const homePathOf = (user: Pick<PartnerDetails, "user_role">) =>
  user.user_role === "underwriter" ? APPROVAL_PATH : DEFAULT_SIGNED_IN_PATH;

/** Keeps the partner details the server sent (parsed with their schema when they arrived), with the shape's number. */
export function savePartnerDetails(partner: PartnerDetails) {
  const kept = { ...partner, [PARTNER_DETAILS_SHAPE_KEY]: PARTNER_DETAILS_SHAPE };
  sessionStorage.setItem(STORAGE_KEYS.partnerDetails, JSON.stringify(kept));
}

/** Remembers where to go after the next sign-in. */
export function rememberRedirect(path: string) {
  sessionStorage.setItem(STORAGE_KEYS.pathRedirectTo, path);
}

/** Reads and forgets the remembered target; only same-app paths are honoured (no open redirect). */
export function takeRedirect(): string {
  const target = sessionStorage.getItem(STORAGE_KEYS.pathRedirectTo);
  sessionStorage.removeItem(STORAGE_KEYS.pathRedirectTo);
  if (!target || !isSafeAppPath(target)) return DEFAULT_SIGNED_IN_PATH;
  return target;
}

function isSafeAppPath(path: string) {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  const pathname = path.split(/[?#]/)[0]!;
  return pathname !== "/" && pathname !== SIGN_IN_PATH && pathname !== RESET_PASSWORD_PATH;
}

/** Sign-out and session end: forget everything the browser held. */
export function clearAllStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

/** Leaving for another product site keeps only the partner details. */
export function clearForExternalProduct() {
  const partner = sessionStorage.getItem(STORAGE_KEYS.partnerDetails);
  localStorage.clear();
  sessionStorage.clear();
  if (partner) sessionStorage.setItem(STORAGE_KEYS.partnerDetails, partner);
}
