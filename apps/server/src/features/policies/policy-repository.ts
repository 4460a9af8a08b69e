import type { Product } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { policies, quotations } from "../../db/schema";

/** One of the partner's own policies by its number; undefined for another partner's. */
export async function findPartnerPolicy(db: Db, policyNo: string, partnerId: number) {
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.policyNo, policyNo), eq(policies.partnerId, partnerId)));
  return policy;
}

/** One of the partner's own policies of a product, with its quotation's number. */
export async function findPartnerPolicyOfProduct(db: Db, policyNo: string, partnerId: number, product: Product) {
  const [row] = await db
    .select({ policy: policies, quotationNo: quotations.quotationNo })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(eq(policies.policyNo, policyNo), eq(policies.partnerId, partnerId), eq(policies.product, product)));
  return row;
}

/** The quotation behind one of the partner's own policies. */
export async function findQuotationOfPartnerPolicy(db: Db, policyNo: string, partnerId: number) {
  const [row] = await db
    .select({ quotation: quotations })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .where(and(eq(policies.policyNo, policyNo), eq(policies.partnerId, partnerId)));
  return row?.quotation;
}
