import { RENEWAL_SEARCH_MESSAGES, type RenewalSearch, SEARCH_BY } from "@pp/domain";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { countRecentEvents } from "../../audit/recent-events";
import type { Db } from "../../db/client";
import { policies, policyMembers, quotations } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { RENEWABLE_PRODUCT } from "./renewal-service";

export const SEARCH_LIMITED = "Too many searches from this connection. Please wait 15 minutes and try again.";

/**
 * Finds the policy of an insured member by the chosen number and date of birth. An unknown number and a
 * wrong date of birth answer the same "No record found"; searches are counted per client address.
 */
export async function searchPolicy(db: Db, opts: { search: RenewalSearch; ip: string; limit: number }) {
  const recent = await countRecentEvents(db, { event: "renewal_search", ip: opts.ip, minutes: 15, cap: opts.limit });
  if (recent >= opts.limit) throw new HttpError(429, SEARCH_LIMITED);
  await recordAudit(db, { event: "renewal_search", ip: opts.ip, details: { searchBy: opts.search.search_by } });

  const { search_by, search_text, date_of_birth } = opts.search;
  const match =
    search_by === SEARCH_BY.EMIRATES_ID
      ? eq(policyMembers.emiratesId, search_text)
      : search_by === SEARCH_BY.PASSPORT
        ? eq(policyMembers.passportNo, search_text)
        : sql`lower(${policies.policyNo}) = lower(${search_text})`;
  const rows = await db
    .select({ policy: policies, quotationNo: quotations.quotationNo, member: policyMembers })
    .from(policyMembers)
    .innerJoin(policies, eq(policies.id, policyMembers.policyId))
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    // H+ policies live in the same table but are renewed on their own site (spec §2.2): this search is Basic's.
    .where(and(match, eq(policyMembers.dateOfBirth, date_of_birth), eq(policies.product, RENEWABLE_PRODUCT)))
    .orderBy(desc(policies.endDate), asc(policies.id))
    .limit(50);
  const hit = rows[0];
  if (!hit) throw new HttpError(404, RENEWAL_SEARCH_MESSAGES.noRecord);
  const matched = rows.filter((r) => r.policy.id === hit.policy.id).map((r) => r.member);
  return latestTerm(db, { policy: hit.policy, quotationNo: hit.quotationNo }, matched);
}

type Member = typeof policyMembers.$inferSelect;

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
async function latestTerm(
  db: Db,
  found: { policy: typeof policies.$inferSelect; quotationNo: string },
  matched: Member[],
) {
  let current = found;
  for (let i = 0; i < 50 && current.policy.status === "renewed"; i++) {
    const [child] = await db
      .select({ policy: policies, quotationNo: quotations.quotationNo })
      .from(policies)
      .innerJoin(quotations, eq(quotations.id, policies.quotationId))
      .where(eq(policies.parentPolicyId, current.policy.id));
    if (!child) break;
    const members = await db.select().from(policyMembers).where(eq(policyMembers.policyId, child.policy.id));
    if (!matched.every((m) => members.some((n) => samePerson(m, n)))) break;
    current = child;
  }
  return current;
}
