import { z } from "zod";
import { creatorFilterShape, pagingShape, rowId } from "./backoffice";
import {
  COMMISSION_BUSINESSES,
  COMMISSION_ENTRY_KINDS,
  COMMISSION_MESSAGES,
  COMMISSION_PARTIES,
  COMMISSION_PERIOD_PATTERN,
} from "./commission";
import { listPageSchema } from "./list-page";
import { PRODUCTS } from "./products";
import { singleLineText } from "./text-schema";

/** The commission's API (decision 061): the lines a user may see, a month at a time. */

/**
 * GET /api/commission/accruals: one UAE month's lines (the current one unless `period` names another), of one user or
 * team for those who see others' (it narrows, never widens: decision 059), a page at a time.
 */
export const listCommissionAccrualsQuerySchema = z
  .object({
    period: singleLineText().regex(COMMISSION_PERIOD_PATTERN, COMMISSION_MESSAGES.periodFormat).optional(),
    user: rowId({ number: COMMISSION_MESSAGES.userNumber, whole: COMMISSION_MESSAGES.userWhole }),
    team: creatorFilterShape.team,
    ...pagingShape(50),
  })
  .strict();
export type ListCommissionAccrualsQuery = z.infer<typeof listCommissionAccrualsQuerySchema>;

/**
 * One line of an entry: what one payee earned (positive) or gave back (negative) on one payment, report or refund of
 * one policy. `baseFils` is the premium without VAT the entry is on (negative for a refund), `rateBp` the partner's
 * rate and `commissionFils` the partner's commission on it, `shareBp` the payee's share of that; basis points are
 * hundredths of a percent. `user` is null for the partner's own line.
 */
export const commissionLineSchema = z.object({
  lineId: z.number().int(),
  entryId: z.number().int(),
  kind: z.enum(COMMISSION_ENTRY_KINDS),
  occurredAt: z.string(),
  period: z.string(),
  policyNo: z.string(),
  product: z.enum(PRODUCTS),
  planCode: z.string().nullable(),
  business: z.enum(COMMISSION_BUSINESSES),
  /** The payment the money came from (its reference at the gateway); null for a sale a product's site reported. */
  paymentReference: z.string().nullable(),
  /** The refund a clawback follows. */
  refundId: z.number().int().nullable(),
  baseFils: z.number().int(),
  rateBp: z.number().int(),
  commissionFils: z.number().int(),
  party: z.enum(COMMISSION_PARTIES),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  shareBp: z.number().int(),
  amountFils: z.number().int(),
});
export type CommissionLineView = z.infer<typeof commissionLineSchema>;

/** The month's page of lines and the totals of every line the user sees in it (not just the page's). */
export const listCommissionAccrualsResponseSchema = listPageSchema(commissionLineSchema).extend({
  period: z.string(),
  totals: z.object({
    accruedFils: z.number().int(),
    clawedBackFils: z.number().int(),
    netFils: z.number().int(),
  }),
});
export type ListCommissionAccrualsResponse = z.infer<typeof listCommissionAccrualsResponseSchema>;
