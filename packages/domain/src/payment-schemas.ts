import * as z from "zod/mini";

/*
 * The totals and the payment answers, in zod/mini: the customer's renewal pages parse them (renewal-answers.ts) without
 * loading zod's classic API; the classic schemas that hold them take them as they are.
 */

/** How a mid-term addition's totals were reached: the policy the members join and the share of its term they pay for. */
const proRataChargeSchema = z.object({
  policyNo: z.string(),
  effectiveDate: z.string(),
  daysLeft: z.int(),
  termDays: z.int(),
});

export const totalsSchema = z.object({
  subtotal: z.int(),
  vat: z.int(),
  total: z.int(),
  /** A mid-term addition's totals: the members' yearly premiums for the days left of the policy's term. */
  proRata: z.optional(proRataChargeSchema),
});

/** POST /api/quotations/:id/payment: the hosted payment page and the signed fields the browser posts to it. */
export const paymentStartSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
  amountFils: z.int(),
  referenceNumber: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** What the server recorded for a transaction: the result pages show this, never their query string. */
export const paymentStatusSchema = z.object({
  status: z.string(),
  decision: z.nullable(z.string()),
  transactionId: z.nullable(z.string()),
  amount: z.string(),
  amountFils: z.int(),
  currency: z.string(),
  card: z.nullable(z.string()),
  message: z.nullable(z.string()),
  quotationNo: z.string(),
  quotationId: z.int(),
  /** "addition": the payment added members to the policy policyNo instead of buying it. */
  journey: z.string(),
  policyNo: z.nullable(z.string()),
  sponsorEmail: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
