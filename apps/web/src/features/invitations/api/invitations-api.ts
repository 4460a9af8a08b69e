import { INVITATION_KIND_KEYS, INVITATION_STATUSES, type InvitationCreate, type InvitationListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { toSearchParams } from "../../../api/query-keys";
import { pageOf, useRowMutation } from "./row-mutation";

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

const invitationPageSchema = pageOf(invitationRowSchema);

const invitationKeys = {
  all: ["invitations"] as const,
  list: (query: InvitationListQuery) => ["invitations", "list", query] as const,
};

/** GET /api/invitations: one page of the partner's invitations of one kind. */
export const invitationListQueryOptions = (query: InvitationListQuery) =>
  queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: async ({ signal }) =>
      invitationPageSchema.parse(await apiRequest(`/api/invitations?${toSearchParams(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** POST /api/invitations: 400 with field errors (invitationCreateSchema's messages, "not found" on the reference). */
export const useSendInvitation = () =>
  useRowMutation(invitationRowSchema, invitationKeys.all, (body: InvitationCreate) =>
    apiRequest("/api/invitations", { method: "POST", body }),
  );

/** POST /api/invitations/:id/resend or /cancel: 404 for another partner's, 409 once completed or cancelled. */
export const useInvitationAction = () =>
  useRowMutation(
    invitationRowSchema,
    invitationKeys.all,
    ({ id, action }: { id: number; action: "resend" | "cancel" }) =>
      apiRequest(`/api/invitations/${id}/${action}`, { method: "POST" }),
  );
