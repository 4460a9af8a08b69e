import { PRODUCT_CATALOGUE, productTotals, proRataTotals } from "@pp/domain";
import type { Db } from "../../../db/client";
import { findAddedPolicy } from "./added-policy-repository";
import type { Quotation } from "./quotation-repository";

type Priced = Pick<Quotation, "product" | "changesPolicyId" | "effectiveDate">;

/**
 * What a quotation costs, the one sum every screen, e-mail, payment link and payment uses: its members' yearly
 * premiums with their product's VAT, or for a mid-term addition each member's share of the days from the effective
 * date to the end of the policy's term (with how that share was reached, to show before paying).
 */
export async function quotationTotals(db: Db, q: Priced, premiumsFils: readonly number[]) {
  if (q.changesPolicyId === null || q.effectiveDate === null) return productTotals(q.product, premiumsFils);
  const policy = await findAddedPolicy(db, q.changesPolicyId);
  if (!policy) throw new Error(`The policy ${q.changesPolicyId} of an addition is missing`);
  const share = proRataTotals(premiumsFils, policy, q.effectiveDate, PRODUCT_CATALOGUE[q.product].vat);
  return {
    subtotal: share.subtotal,
    vat: share.vat,
    total: share.total,
    proRata: {
      policyNo: policy.policyNo,
      effectiveDate: q.effectiveDate,
      daysLeft: share.daysLeft,
      termDays: share.termDays,
    },
  };
}
