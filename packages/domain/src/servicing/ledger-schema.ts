import { z } from "zod";

/*
 * A policy's ledger as its page reads it. Apart from the changes' and refunds' schemas (policy-change-api.ts), which a
 * policy's page never builds to parse its answer.
 */

/** What a share of a policy, or the whole policy, paid, had refunded (due, sent or refunded) and still holds, in fils. */
export const ledgerTotalsSchema = z.object({
  paidPremiumFils: z.number().int(),
  paidVatFils: z.number().int(),
  refundedPremiumFils: z.number().int(),
  refundedVatFils: z.number().int(),
  paidFils: z.number().int(),
  refundedFils: z.number().int(),
  balanceFils: z.number().int(),
});

/** A policy's ledger on its detail: each share (a member, or the sponsor of a policy reported without members) and the policy's totals. */
export const policyLedgerSchema = z.object({
  shares: z.array(
    ledgerTotalsSchema.extend({
      /** The member on the policy; null for the sponsor's one share of a policy reported without members. */
      memberId: z.number().int().nullable(),
      name: z.string(),
    }),
  ),
  totals: ledgerTotalsSchema,
});
export type PolicyLedger = z.infer<typeof policyLedgerSchema>;
