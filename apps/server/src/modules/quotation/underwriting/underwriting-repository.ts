import type { DecidedTerms, RuleHit, UnderwritingDecisionKind } from "@pp/domain";
import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { inScope, type RecordScope } from "../../../db/record-scope";
import { partners, quotationMembers, quotations, underwritingDecisions, underwritingHits } from "../../../db/schema";

/** The hits of the latest finalize replace those of an earlier one. */
export async function replaceHits(tx: Db, quotationId: number, hits: readonly RuleHit[]) {
  await tx.delete(underwritingHits).where(eq(underwritingHits.quotationId, quotationId));
  if (hits.length === 0) return;
  await tx.insert(underwritingHits).values(
    hits.map((h) => ({
      quotationId,
      memberId: h.member_id,
      memberName: h.member_name,
      ruleCode: h.rule_code,
      outcome: h.outcome,
      description: h.description,
      descriptionAr: h.description_ar,
      trigger: h.trigger,
      triggerAr: h.trigger_ar,
    })),
  );
}

export async function hitsOf(db: Db, quotationId: number): Promise<RuleHit[]> {
  const rows = await db
    .select()
    .from(underwritingHits)
    .where(eq(underwritingHits.quotationId, quotationId))
    .orderBy(asc(underwritingHits.id));
  return rows.map((h) => ({
    member_id: h.memberId ?? 0,
    member_name: h.memberName,
    rule_code: h.ruleCode,
    outcome: h.outcome,
    description: h.description,
    description_ar: h.descriptionAr || h.description,
    trigger: h.trigger,
    trigger_ar: h.triggerAr || h.trigger,
  }));
}

export async function insertDecision(
  tx: Db,
  values: {
    quotationId: number;
    underwriterId: number;
    underwriterName: string;
    kind: UnderwritingDecisionKind;
    note: string | null;
    terms: DecidedTerms[] | null;
  },
) {
  const [row] = await tx.insert(underwritingDecisions).values(values).returning();
  return row!;
}

/** Every decision on the application, oldest first, with the underwriter's name. */
export async function decisionsOf(db: Db, quotationId: number) {
  return db
    .select({
      id: underwritingDecisions.id,
      kind: underwritingDecisions.kind,
      note: underwritingDecisions.note,
      terms: underwritingDecisions.terms,
      createdAt: underwritingDecisions.createdAt,
      underwriterName: underwritingDecisions.underwriterName,
    })
    .from(underwritingDecisions)
    .where(eq(underwritingDecisions.quotationId, quotationId))
    .orderBy(asc(underwritingDecisions.id));
}

export async function hasDecisions(db: Db, quotationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(underwritingDecisions)
    .where(eq(underwritingDecisions.quotationId, quotationId));
  return (row?.n ?? 0) > 0;
}

/** The outer row's id, written out: drizzle leaves a lone table's columns unqualified, which a subquery would rebind. */
const quotationId = sql.raw(`"quotations"."id"`);

const memberCount = sql<number>`(select count(*)::int from ${quotationMembers} where ${quotationMembers.quotationId} = ${quotationId})`;
const hitCount = sql<number>`(select count(*)::int from ${underwritingHits} where ${underwritingHits.quotationId} = ${quotationId})`;
const declineHits = sql<number>`(select count(*)::int from ${underwritingHits} where ${underwritingHits.quotationId} = ${quotationId} and ${underwritingHits.outcome} = 'decline')`;
const lastDecision = sql<
  string | null
>`(select ${underwritingDecisions.kind} from ${underwritingDecisions} where ${underwritingDecisions.quotationId} = ${quotationId} order by ${underwritingDecisions.id} desc limit 1)`;

/** Applications waiting for an underwriter, the longest waiting first. */
export async function referredQueue(db: Db, limit: number) {
  return db
    .select({
      id: quotations.id,
      quotationNo: quotations.quotationNo,
      sponsorName: quotations.sponsorName,
      partnerName: partners.name,
      planCode: quotations.planCode,
      referredAt: quotations.referredAt,
      members: memberCount,
      hits: hitCount,
      declineHits,
      lastDecision,
    })
    .from(quotations)
    .innerJoin(partners, eq(partners.id, quotations.partnerId))
    .where(eq(quotations.status, "referred"))
    .orderBy(asc(quotations.referredAt), asc(quotations.id))
    .limit(limit);
}

/** A referred application (or one decided), whoever's it is: the underwriter's view reaches every partner's. */
export async function findUnderwritingQuotation(db: Db, id: number) {
  const [row] = await db
    .select({ quotation: quotations, partnerName: partners.name, partnerEmail: partners.email })
    .from(quotations)
    .innerJoin(partners, eq(partners.id, quotations.partnerId))
    .where(and(eq(quotations.id, id), isNotNull(quotations.referredAt)));
  return row;
}

/** The applications the user sees (decision 059) that went to underwriting, the latest referral first. */
export async function partnerReferrals(db: Db, scope: RecordScope, limit: number) {
  return db
    .select({
      id: quotations.id,
      quotationNo: quotations.quotationNo,
      sponsorName: quotations.sponsorName,
      status: quotations.status,
      planCode: quotations.planCode,
      referredAt: quotations.referredAt,
      lastDecision,
      lastDecidedAt: sql<
        string | null
      >`(select ${underwritingDecisions.createdAt} from ${underwritingDecisions} where ${underwritingDecisions.quotationId} = ${quotationId} order by ${underwritingDecisions.id} desc limit 1)`,
    })
    .from(quotations)
    .where(and(inScope(quotations, scope), isNotNull(quotations.referredAt)))
    .orderBy(desc(quotations.referredAt))
    .limit(limit);
}
