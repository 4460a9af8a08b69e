import {
  type InvitationCreate,
  type InvitationListQuery,
  invitationActionResponseSchema,
  listInvitationsResponseSchema,
} from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { toSearchParams } from "../../../api/query-keys";
import { useRowMutation } from "./row-mutation";

const invitationKeys = {
  all: ["invitations"] as const,
  list: (query: InvitationListQuery) => ["invitations", "list", query] as const,
};

/** GET /api/invitations: one page of the partner's invitations of one kind. */
export const invitationListQueryOptions = (query: InvitationListQuery) =>
  queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: async ({ signal }) =>
      listInvitationsResponseSchema.parse(await apiRequest(`/api/invitations?${toSearchParams(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** POST /api/invitations: 400 with field errors (invitationCreateSchema's messages, "not found" on the reference). */
export const useSendInvitation = () =>
  useRowMutation(invitationActionResponseSchema, invitationKeys.all, (body: InvitationCreate) =>
    apiRequest("/api/invitations", { method: "POST", body }),
  );

/** POST /api/invitations/:id/resend or /cancel: 404 for another partner's, 409 once completed or cancelled. */
export const useInvitationAction = () =>
  useRowMutation(
    invitationActionResponseSchema,
    invitationKeys.all,
    ({ id, action }: { id: number; action: "resend" | "cancel" }) =>
      apiRequest(`/api/invitations/${id}/${action}`, { method: "POST" }),
  );
