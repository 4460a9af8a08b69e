import type { InvitationListQuery } from "./invitation";
import { INVITATION_KIND_KEYS } from "./invitation-kinds";
import { INVITATION_SORTS, INVITATION_STATUSES } from "./invitation-rule";
import { listQueryRule } from "./list-query-read";
import type { VideoCallListQuery } from "./video-call";
import { VIDEO_CALL_SORTS, VIDEO_CALL_STATUSES } from "./video-call-rule";

/*
 * The invitations' and video calls' lists as their pages read them from the address, free of zod (list-query-read.ts);
 * the schemas the server holds them to are `invitationListQuerySchema` (invitation.ts) and `videoCallListQuerySchema`
 * (video-call.ts).
 */

/** The invitations' list as its page reads it from the address (list-query-read.ts). */
export const INVITATION_LIST_QUERY = listQueryRule<InvitationListQuery>(INVITATION_SORTS, "created_at", {
  kind: { values: INVITATION_KIND_KEYS },
  status: { values: INVITATION_STATUSES },
});

/** The video calls' list as its page reads it from the address (list-query-read.ts). */
export const VIDEO_CALL_LIST_QUERY = listQueryRule<VideoCallListQuery>(VIDEO_CALL_SORTS, "starts_at", {
  status: { values: VIDEO_CALL_STATUSES },
});
