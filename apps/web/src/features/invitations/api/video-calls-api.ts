import {
  listVideoCallsResponseSchema,
  type VideoCallCreate,
  type VideoCallListQuery,
  videoCallActionResponseSchema,
} from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";
import { toSearchParams } from "../../../api/query-keys";
import { useRowMutation } from "./row-mutation";

const videoCallKeys = {
  all: ["video-calls"] as const,
  list: (query: VideoCallListQuery) => ["video-calls", "list", query] as const,
};

/** GET /api/video-calls: one page of the partner's calls, upcoming and past. */
export const videoCallListQueryOptions = (query: VideoCallListQuery) =>
  queryOptions({
    queryKey: videoCallKeys.list(query),
    queryFn: async ({ signal }) =>
      listVideoCallsResponseSchema.parse(await apiRequest(`/api/video-calls?${toSearchParams(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** POST /api/video-calls: 400 with field errors (videoCallCreateSchema's messages). */
export const useSendVideoCall = () =>
  useRowMutation(videoCallActionResponseSchema, videoCallKeys.all, (body: VideoCallCreate) =>
    apiRequest("/api/video-calls", { method: "POST", body }),
  );

/** POST /api/video-calls/:id/cancel: 409 once cancelled or held. */
export const useCancelVideoCall = () =>
  useRowMutation(videoCallActionResponseSchema, videoCallKeys.all, (id: number) =>
    apiRequest(`/api/video-calls/${id}/cancel`, { method: "POST" }),
  );
