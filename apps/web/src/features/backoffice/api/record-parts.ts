import { z } from "zod";

/** Parts both detail endpoints answer with: the files, the payment attempts and the audit timeline. */
export const documentEntrySchema = z.object({
  id: z.coerce.string(),
  owner: z.string(),
  memberId: z.number().int().nullable(),
  slot: z.string(),
  note: z.string().nullable(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  replaced: z.boolean(),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

export const paymentEntrySchema = z.object({
  referenceNumber: z.string(),
  status: z.string(),
  decision: z.string().nullable(),
  transactionId: z.string().nullable(),
  amountFils: z.number().int(),
  currency: z.string(),
  card: z.string().nullable(),
  channel: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  label: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
