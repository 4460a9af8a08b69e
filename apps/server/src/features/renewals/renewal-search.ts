import { RENEWAL_SEARCH_MESSAGES, type RenewalSearch, SEARCH_BY } from "@pp/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import { countRecentEvents } from "../../audit/recent-events";
import type { Db } from "../../db/client";
import { policies, policyMembers, quotations } from "../../db/schema";
import { HttpError } from "../../http/http-error";

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
  const [hit] = await db
    .select({ policy: policies, quotationNo: quotations.quotationNo })
    .from(policyMembers)
    .innerJoin(policies, eq(policies.id, policyMembers.policyId))
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(match, eq(policyMembers.dateOfBirth, date_of_birth)))
    .orderBy(desc(policies.endDate))
    .limit(1);
  if (!hit) throw new HttpError(404, RENEWAL_SEARCH_MESSAGES.noRecord);
  return latestTerm(db, hit.policy, hit.quotationNo);
}

/** Someone searching with an old policy's details is shown its latest term. */
async function latestTerm(db: Db, policy: typeof policies.$inferSelect, quotationNo: string) {
  let current = { policy, quotationNo };
  for (let i = 0; i < 50 && current.policy.status === "renewed"; i++) {
    const [child] = await db
      .select({ policy: policies, quotationNo: quotations.quotationNo })
      .from(policies)
      .innerJoin(quotations, eq(quotations.id, policies.quotationId))
      .where(eq(policies.parentPolicyId, current.policy.id));
    if (!child) break;
    current = child;
  }
  return current;
}
