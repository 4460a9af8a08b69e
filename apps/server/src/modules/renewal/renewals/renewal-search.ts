import { createHash } from "node:crypto";
import {
  RENEWAL_SEARCH_MESSAGES,
  RENEWAL_TARGET_DAILY_FAILURES,
  RENEWAL_TARGET_FAILURES,
  RENEWAL_TARGET_WINDOW_MINUTES,
  type RenewalSearch,
  searchTargetOf,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import { countRecentEvents } from "../../../audit/recent-events";
import { lockName } from "../../../db/advisory-lock";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { inEnglish } from "../../../i18n/answer-text";
import { RENEWAL_ANSWERS } from "./renewal-answers";
import { membersMatching, type Policy, type PolicyMember, policyMembersOf, renewingPolicy } from "./renewal-repository";
import { RENEWABLE_PRODUCT } from "./renewal-service";

const SEARCH_WINDOW_MINUTES = 15;
const SEARCH_LIMITED_ANSWER = RENEWAL_ANSWERS.searchLimited(SEARCH_WINDOW_MINUTES);
/** The English of the refusal of one search too many, as API clients read it. */
export const SEARCH_LIMITED = inEnglish(SEARCH_LIMITED_ANSWER);

/**
 * The searched number as the audit log keeps it: a hash, so the log that counts the failures holds no Emirates ID
 * or passport number.
 */
const targetSubject = (search: RenewalSearch) =>
  createHash("sha256")
    .update(`renewal-target:${searchTargetOf(search)}`)
    .digest("hex");

/**
 * Counts the search against the client (IPv4 address or IPv6 /64, from `clientKey`): the count and the record happen
 * under one lock per client, so a burst of parallel searches cannot all slip under the limit.
 */
async function admitClient(db: Db, opts: { client: string; limit: number; searchBy: number | null | undefined }) {
  return db.transaction(async (tx) => {
    await lockName(tx, `renewal-search-client:${opts.client}`);
    const recent = await countRecentEvents(tx, {
      event: "renewal_search",
      ip: opts.client,
      minutes: SEARCH_WINDOW_MINUTES,
      cap: opts.limit,
    });
    if (recent >= opts.limit) return false;
    await recordAudit(tx, { event: "renewal_search", ip: opts.client, details: { searchBy: opts.searchBy } });
    return true;
  });
}

/**
 * Finds the policy of an insured member by the chosen number and date of birth. An unknown number and a wrong date
 * of birth answer the same "No record found". Searches are counted per client; failures are also counted per
 * searched number, whoever searches, and a number that keeps failing is refused for a while, known or not. The
 * refusal is decided before the number is looked up, so it takes the same path and time for every number.
 */
export async function searchPolicy(db: Db, opts: { search: RenewalSearch; client: string; limit: number }) {
  const { search } = opts;
  if (!(await admitClient(db, { client: opts.client, limit: opts.limit, searchBy: search.searchBy }))) {
    throw new HttpError(429, SEARCH_LIMITED_ANSWER);
  }
  const subject = targetSubject(search);
  const outcome = await db.transaction(async (tx) => {
    // One search of a number at a time: parallel wrong guesses cannot all be judged before the first is counted.
    await lockName(tx, `renewal-search-target:${subject}`);
    const failed = (minutes: number, cap: number) =>
      countRecentEvents(tx, {
        event: "renewal_search_failed",
        subjectType: "renewal_target",
        subjectId: subject,
        minutes,
        cap,
      });
    if ((await failed(RENEWAL_TARGET_WINDOW_MINUTES, RENEWAL_TARGET_FAILURES)) >= RENEWAL_TARGET_FAILURES)
      return "locked" as const;
    if ((await failed(24 * 60, RENEWAL_TARGET_DAILY_FAILURES)) >= RENEWAL_TARGET_DAILY_FAILURES)
      return "locked" as const;
    const found = await lookUp(tx, search);
    if (!found) {
      await recordAudit(tx, {
        event: "renewal_search_failed",
        subjectType: "renewal_target",
        subjectId: subject,
        ip: opts.client,
      });
      return "none" as const;
    }
    return found;
  });
  if (outcome === "locked") throw new HttpError(429, RENEWAL_SEARCH_MESSAGES.targetLocked);
  if (outcome === "none") throw new HttpError(404, RENEWAL_SEARCH_MESSAGES.noRecord);
  return outcome;
}

async function lookUp(db: Db, search: RenewalSearch) {
  // H+ policies live in the same table but are renewed on their own site: this search is Basic's.
  const rows = await membersMatching(db, search, RENEWABLE_PRODUCT);
  const hit = rows[0];
  if (!hit) return null;
  const matched = rows.filter((r) => r.policy.id === hit.policy.id).map((r) => r.member);
  return latestTerm(db, { policy: hit.policy, quotationNo: hit.quotationNo }, matched);
}

type Member = PolicyMember;

/** The same insured person: same date of birth and the same Emirates ID, passport or UID number. */
function samePerson(a: Member, b: Member) {
  if (a.dateOfBirth !== b.dateOfBirth) return false;
  const same = (x: string | null, y: string | null) => x !== null && x === y;
  return same(a.emiratesId, b.emiratesId) || same(a.passportNo, b.passportNo) || same(a.uidNo, b.uidNo);
}

/**
 * Someone searching with an old policy's details is shown its latest term, but only the terms they are still
 * insured on: a member dropped at renewal stays on the old, renewed policy. A policy-number search can match
 * several members (same date of birth), so every one of them must be on the newer term.
 */
async function latestTerm(db: Db, found: { policy: Policy; quotationNo: string }, matched: Member[]) {
  let current = found;
  for (let i = 0; i < 50 && current.policy.status === "renewed"; i++) {
    const child = await renewingPolicy(db, current.policy.id);
    if (!child) break;
    const members = await policyMembersOf(db, child.policy.id);
    if (!matched.every((m) => members.some((n) => samePerson(m, n)))) break;
    current = child;
  }
  return current;
}
