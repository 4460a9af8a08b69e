import type { InvitationCreate, InvitationListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { toSearchParams } from "../../../api/query-keys";
import { outreachRequest } from "./outreach-request";
import { useRowMutation } from "./row-mutation";

const invitationKeys = {
  all: ["invitations"] as const,
  list: (query: InvitationListQuery) => ["invitations", "list", query] as const,
};

/** GET /api/invitations: one page of the partner's invitations of one kind. */
export const invitationListQueryOptions = (query: InvitationListQuery) =>
  queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ signal }) =>
      outreachRequest(`/api/invitations?${toSearchParams(query)}`, (answers) => answers.listInvitationsResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/invitations: 400 with field errors (invitationCreateSchema's messages, "not found" on the reference). */
export const useSendInvitation = () =>
  useRowMutation(invitationKeys.all, (body: InvitationCreate) =>
    outreachRequest("/api/invitations", (answers) => answers.invitationActionResponseSchema, { method: "POST", body }),
  );

/** POST /api/invitations/:id/resend or /cancel: 404 for another partner's, 409 once completed or cancelled. */
export const useInvitationAction = () =>
  useRowMutation(invitationKeys.all, ({ id, action }: { id: number; action: "resend" | "cancel" }) =>
    outreachRequest(`/api/invitations/${id}/${action}`, (answers) => answers.invitationActionResponseSchema, {
      method: "POST",
    }),
  );
