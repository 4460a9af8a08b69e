import {
  ADDITION_JOURNEY,
  ADDITION_MESSAGES,
  comparedPlanCodes,
  type HplusPlan,
  PLAN_NOT_OFFERED,
  PLANS_NOT_SOLD,
  PRODUCT_CATALOGUE,
  plansToCompare,
  productTotals,
  type QuotationPlans,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { type DisclosureConfig, documentDisclosureOf } from "../../../pdf/document-disclosure";
import type { CpuPool } from "../../../process/cpu-pool";
import type { ActingPartner } from "../../identity";
import { premiumFromRates, rateKeyOf, repriceMembers, toRateRow } from "../members/member-pricing";
import { listMembers } from "../members/member-repository";
import { findOwnedQuotation, type Quotation } from "../quotations/quotation-repository";
import { assertEditable, markEdited, partnerActor } from "../quotations/quotation-service";
import { findPlan, listPlans, type PlanRecord, productRates } from "./plan-repository";

const NO_MEMBERS_TO_PRICE = /*i18n*/ {
  id: "answer.plans.noMembers",
  message: "Add at least one member: the plans are compared at this family's premiums.",
};

/**
 * A stored plan as the domain's; stored plans passed hplusPlanSchema when loaded. A plan loaded before the catalogue
 * had Arabic (and not one of the seed's, which the migration gave theirs) shows its English where its Arabic is empty.
 */
export function planView(p: PlanRecord): HplusPlan {
  const ar = (arabic: string, english: string) => arabic || english;
  return {
    code: p.code,
    position: p.position,
    name: p.name,
    network: p.network,
    area_of_cover: p.areaOfCover,
    annual_limit_fils: p.annualLimitFils,
    deductible_fils: p.deductibleFils,
    copay_percent: p.copayPercent,
    room_type: p.roomType,
    maternity: p.maternity,
    dental: p.dental,
    optical: p.optical,
    wellness: p.wellness,
    pre_existing: p.preExisting,
    waiting_periods: p.waitingPeriods,
    network_ar: ar(p.networkAr, p.network),
    area_of_cover_ar: ar(p.areaOfCoverAr, p.areaOfCover),
    room_type_ar: ar(p.roomTypeAr, p.roomType),
    maternity_ar: ar(p.maternityAr, p.maternity),
    dental_ar: ar(p.dentalAr, p.dental),
    optical_ar: ar(p.opticalAr, p.optical),
    wellness_ar: ar(p.wellnessAr, p.wellness),
    pre_existing_ar: ar(p.preExistingAr, p.preExisting),
    waiting_periods_ar: ar(p.waitingPeriodsAr, p.waitingPeriods),
  };
}

async function quotationSoldByPlan(db: Db, quotationId: number, partner: ActingPartner) {
  const q = await findOwnedQuotation(db, quotationId, partner.scope);
  if (!PRODUCT_CATALOGUE[q.product].plans || !q.planCode) throw new HttpError(409, PLANS_NOT_SOLD);
  return q;
}

/**
 * Every plan of the catalogue priced for the quotation's members as they are today, from one read of the product's
 * rates under the quotation's TPA: the same rule and table as the members' own premiums.
 */
async function pricePlans(db: Db, q: Quotation): Promise<QuotationPlans> {
  const [plans, rates, members] = await Promise.all([
    listPlans(db),
    productRates(db, q.product, q.tpaId),
    listMembers(db, q.id),
  ]);
  const table = rates.map(toRateRow);
  const today = toIsoDate(new Date());
  return {
    selected: q.planCode!,
    members: members.map((m) => ({ id: m.id, name: `${m.firstName} ${m.familyName}` })),
    plans: plans.map((plan) => {
      const premiums = members.map((m) => ({
        member_id: m.id,
        premium_fils: premiumFromRates(table, rateKeyOf({ ...q, planCode: plan.code }, m, today)),
      }));
      return {
        plan: planView(plan),
        premiums,
        totals: productTotals(
          q.product,
          premiums.map((p) => p.premium_fils),
        ),
      };
    }),
  };
}

export async function quotationPlans(db: Db, opts: { partner: ActingPartner; quotationId: number }) {
  return pricePlans(db, await quotationSoldByPlan(db, opts.quotationId, opts.partner));
}

/** The comparison as a PDF: the plans listed (or the catalogue's first ones), priced for this family today. */
export async function comparisonPdfFor(
  db: Db,
  opts: { partner: ActingPartner; quotationId: number; plans?: string; config: DisclosureConfig; cpu: CpuPool },
) {
  const q = await quotationSoldByPlan(db, opts.quotationId, opts.partner);
  const priced = await pricePlans(db, q);
  if (priced.members.length === 0) throw new HttpError(409, NO_MEMBERS_TO_PRICE);
  const pdf = await opts.cpu.run("planComparisonPdf", {
    quotationNo: q.quotationNo,
    quotedOn: toIsoDate(new Date()),
    memberCount: priced.members.length,
    plans: plansToCompare(priced.plans, comparedPlanCodes(opts.plans)),
    disclosure: documentDisclosureOf(opts.config, opts.partner),
  });
  return { quotationNo: q.quotationNo, pdf };
}

/**
 * Puts the quotation on another plan and prices every member again under it. Choosing the plan it is on changes
 * nothing (a repeated click must not reopen a finalized application).
 */
export async function choosePlan(
  db: Db,
  opts: { partner: ActingPartner; quotationId: number; plan: string; ip?: string },
) {
  const q = await quotationSoldByPlan(db, opts.quotationId, opts.partner);
  assertEditable(q);
  if (q.planCode === opts.plan) return pricePlans(db, q);
  // Members added to a policy are covered by the policy's plan.
  if (q.journey === ADDITION_JOURNEY) throw new HttpError(409, ADDITION_MESSAGES.sponsorLocked);
  if (!(await findPlan(db, opts.plan))) throw new HttpError(422, PLAN_NOT_OFFERED);
  await db.transaction(async (tx) => {
    await markEdited(tx, q.id, { planCode: opts.plan }, partnerActor(opts.partner));
    await repriceMembers(tx, { ...q, planCode: opts.plan });
    await recordAudit(tx, {
      event: "plan_chosen",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(q.id),
      ip: opts.ip,
      details: { from: q.planCode, to: opts.plan },
    });
  });
  return pricePlans(db, await findOwnedQuotation(db, q.id, opts.partner.scope));
}
