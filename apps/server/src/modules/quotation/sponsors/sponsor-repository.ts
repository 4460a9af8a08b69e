import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { policies, quotations } from "../../../db/schema";
import { digits, like } from "../../../db/search-patterns";

/** Rows read per kind for one search: enough to fill the page's sponsors many times over. */
const ROWS_PER_KIND = 500;

/** The quotations and policies the user sees (decision 059) whose sponsor's name, e-mail or mobile number contains the search text. */
export async function sponsorMatches(db: Db, scope: RecordScope, q: string) {
  const mobile = digits(q);
  const matchOn = (name: AnyPgColumn, email: AnyPgColumn, phone: AnyPgColumn) =>
    or(ilike(name, like(q)), ilike(email, like(q)), ...(mobile.length >= 3 ? [ilike(phone, like(mobile))] : []));
  const [quotationRows, policyRows] = await Promise.all([
    db
      .select()
      .from(quotations)
      .where(
        and(
          inScope(quotations, scope),
          eq(quotations.journey, "new_business"),
          matchOn(quotations.sponsorName, quotations.sponsorEmail, quotations.sponsorMobile),
        ),
      )
      .orderBy(desc(quotations.createdAt))
      .limit(ROWS_PER_KIND),
    db
      .select()
      .from(policies)
      .where(
        and(inScope(policies, scope), matchOn(policies.sponsorName, policies.sponsorEmail, policies.sponsorMobile)),
      )
      .orderBy(desc(policies.issuedAt))
      .limit(ROWS_PER_KIND),
  ]);
  return { quotationRows, policyRows };
}
