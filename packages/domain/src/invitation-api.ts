import { z } from "zod";
import { INVITATION_KIND_KEYS } from "./invitation-kinds";
import { INVITATION_STATUSES } from "./invitation-rule";
import { listPageSchema } from "./list-page";
import { VIDEO_CALL_STATUSES } from "./video-call-rule";

/** An invitation as the partner's list shows it; sending, resending and cancelling answer the changed row. */
export const invitationRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVITATION_KIND_KEYS),
  recipientName: z.string(),
  recipientEmail: z.string(),
  recipientMobile: z.string(),
  reference: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;
/** GET /api/invitations */
export const listInvitationsResponseSchema = listPageSchema(invitationRowSchema);
/** POST /api/invitations, /api/invitations/:id/resend and /cancel */
export const invitationActionResponseSchema = invitationRowSchema;

/** A video call as the partner's list shows it; booking and cancelling answer the changed row. */
export const videoCallRowSchema = z.object({
  id: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  recipientMobile: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  meetingUrl: z.string(),
  note: z.string(),
  status: z.enum(VIDEO_CALL_STATUSES),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoCallRow = z.infer<typeof videoCallRowSchema>;
/** GET /api/video-calls */
export const listVideoCallsResponseSchema = listPageSchema(videoCallRowSchema);
/** POST /api/video-calls and /api/video-calls/:id/cancel */
export const videoCallActionResponseSchema = videoCallRowSchema;
