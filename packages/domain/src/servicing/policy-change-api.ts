import { z } from "zod";
import { MAX_ROW_ID } from "../backoffice-rule";
import { isIsoDate } from "../dates";
import { say } from "../i18n/say";
import { listPageSchema } from "../list-page";
import { PRODUCTS } from "../products";
import { recordNumberSchema } from "../record-number";
import { multiLineText, singleLineText } from "../text-schema";
import { POLICY_CHANGE_MESSAGES } from "./policy-change";
import { REFUND_REASONS, REFUND_STATES } from "./refunds";

/** The requests and answers of a change to an issued policy and of the refunds it leaves due. */

/** The day a change takes effect, as YYYY-MM-DD (the rules of which days a change may take are the server's). */
export const effectiveDateSchema = singleLineText({ error: POLICY_CHANGE_MESSAGES.effectiveInvalid }).refine(
  isIsoDate,
  POLICY_CHANGE_MESSAGES.effectiveInvalid,
);

/** The policy a change is made to, by its number. */
export const policyNumberParamsSchema = z.object({ policyNo: recordNumberSchema });

const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** The policy members (their ids on the policy's detail) a deletion removes. */
const memberIdsSchema = z
  .array(rowIdSchema, { error: POLICY_CHANGE_MESSAGES.chooseMembers })
  .min(1, POLICY_CHANGE_MESSAGES.chooseMembers)
  .max(500);

export const changeReasonSchema = multiLineText()
  .min(1, POLICY_CHANGE_MESSAGES.reasonRequired)
  .max(
    500,
    say(/*i18n*/ { id: "common.cannotBeMoreThan500Characters", message: "Cannot be more than 500 characters." }),
  );

/** GET /api/policies/:policyNo/members/:memberId/card.png */
export const memberCardParamsSchema = policyNumberParamsSchema.extend({
  memberId: z.coerce.number().pipe(rowIdSchema),
});

/** POST /api/policies/:policyNo/deletions/quote */
export const memberDeletionQuoteRequestSchema = z.object({
  memberIds: memberIdsSchema,
  effectiveDate: effectiveDateSchema,
});
export type MemberDeletionQuoteRequest = z.infer<typeof memberDeletionQuoteRequestSchema>;

/**
 * POST /api/policies/:policyNo/deletions (multipart: these fields, memberIds as comma-separated ids, and the proof in
 * uploadedFiles).
 */
export const memberDeletionFieldsSchema = z.object({
  memberIds: z
    .string()
    .max(4000)
    .transform((text, ctx) => {
      const ids = text.split(",").filter(Boolean).map(Number);
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        ctx.addIssue({ code: "custom", message: POLICY_CHANGE_MESSAGES.unknownMember });
        return z.NEVER;
      }
      return ids;
    })
    .pipe(memberIdsSchema),
  effectiveDate: effectiveDateSchema,
  reason: changeReasonSchema,
});

/** POST /api/policies/:policyNo/cancellation/quote */
export const cancellationQuoteRequestSchema = z.object({ effectiveDate: effectiveDateSchema });
export type CancellationQuoteRequest = z.infer<typeof cancellationQuoteRequestSchema>;

/** POST /api/policies/:policyNo/cancellation */
export const cancellationRequestSchema = z.object({ effectiveDate: effectiveDateSchema, reason: changeReasonSchema });
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

/** What a change returns, shown before it is confirmed: each member's share and the totals, in fils. */
export const changeQuoteResponseSchema = z.object({
  effectiveDate: z.string(),
  daysLeft: z.number().int(),
  termDays: z.number().int(),
  /** A cancellation within the product's free-look period: the whole premium back less the fee. */
  freeLook: z.boolean(),
  feeFils: z.number().int(),
  /** Each share's refund: its premium and the VAT that goes back with it. */
  members: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      refundFils: z.number().int(),
      vatFils: z.number().int(),
    }),
  ),
  premiumFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
});
export type ChangeQuoteResponse = z.infer<typeof changeQuoteResponseSchema>;

/** POST /api/policies/:policyNo/deletions and /cancellation: the policy's new version and the refund it left due. */
export const policyChangeResponseSchema = z.object({
  policyNo: z.string(),
  version: z.number().int(),
  refund: z.object({ id: z.number().int(), totalFils: z.number().int(), state: z.enum(REFUND_STATES) }).nullable(),
});
export type PolicyChangeResponse = z.infer<typeof policyChangeResponseSchema>;

/** GET /api/backoffice/refunds */
export const refundListQuerySchema = z.object({
  state: z.enum(REFUND_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;

export const refundRowSchema = z.object({
  id: z.number().int(),
  policyNo: z.string().nullable(),
  quotationNo: z.string(),
  product: z.enum(PRODUCTS),
  sponsorName: z.string(),
  reason: z.enum(REFUND_REASONS),
  state: z.enum(REFUND_STATES),
  totalFils: z.number().int(),
  /** The card the refund goes back to; null when the policy was paid on the product's own site. */
  card: z.string().nullable(),
  paidThroughPortal: z.boolean(),
  gatewayReference: z.string().nullable(),
  /** The shares this refund returns, from the policy's ledger (none for a payment that could not be applied). */
  shares: z.array(
    z.object({
      /** The member; null for the sponsor's one share of a policy reported without members. */
      memberId: z.number().int().nullable(),
      name: z.string(),
      premiumFils: z.number().int(),
      vatFils: z.number().int(),
    }),
  ),
  /** What the refund's policy paid, had refunded and still holds; null for a payment that could not be applied. */
  policyLedger: z
    .object({ paidFils: z.number().int(), refundedFils: z.number().int(), balanceFils: z.number().int() })
    .nullable(),
  /** Why the gateway last refused it, while it is due again. */
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefundRow = z.infer<typeof refundRowSchema>;
export const listRefundsResponseSchema = listPageSchema(refundRowSchema);
export type ListRefundsResponse = z.infer<typeof listRefundsResponseSchema>;

/** POST /api/backoffice/refunds/:id/send */
export const refundParamsSchema = z.object({ id: z.coerce.number().pipe(rowIdSchema) });
export const sendRefundResponseSchema = refundRowSchema;
