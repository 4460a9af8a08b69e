import { VIDEO_CALL_STATUSES, type VideoCallCreate, type VideoCallListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client";
import { toSearchParams } from "../../../api/query-keys";
import { pageOf, useRowMutation } from "./row-mutation";

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

const videoCallPageSchema = pageOf(videoCallRowSchema);

const videoCallKeys = {
  all: ["video-calls"] as const,
  list: (query: VideoCallListQuery) => ["video-calls", "list", query] as const,
};

/** GET /api/video-calls: one page of the partner's calls, upcoming and past. */
export const videoCallListQueryOptions = (query: VideoCallListQuery) =>
  queryOptions({
    queryKey: videoCallKeys.list(query),
    queryFn: async ({ signal }) =>
      videoCallPageSchema.parse(await apiRequest(`/api/video-calls?${toSearchParams(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** POST /api/video-calls: 400 with field errors (videoCallCreateSchema's messages). */
export const useSendVideoCall = () =>
  useRowMutation(videoCallRowSchema, videoCallKeys.all, (body: VideoCallCreate) =>
    apiRequest("/api/video-calls", { method: "POST", body }),
  );

/** POST /api/video-calls/:id/cancel: 409 once cancelled or held. */
export const useCancelVideoCall = () =>
  useRowMutation(videoCallRowSchema, videoCallKeys.all, (id: number) =>
    apiRequest(`/api/video-calls/${id}/cancel`, { method: "POST" }),
  );
