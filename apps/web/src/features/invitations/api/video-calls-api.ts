import type { VideoCallCreate, VideoCallListQuery } from "@pp/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { toSearchParams } from "../../../api/query-keys";
import { outreachRequest } from "./outreach-request";
import { useRowMutation } from "./row-mutation";

const videoCallKeys = {
  all: ["video-calls"] as const,
  list: (query: VideoCallListQuery) => ["video-calls", "list", query] as const,
};

/** GET /api/video-calls: one page of the partner's calls, upcoming and past. */
export const videoCallListQueryOptions = (query: VideoCallListQuery) =>
  queryOptions({
    queryKey: videoCallKeys.list(query),
    queryFn: ({ signal }) =>
      outreachRequest(`/api/video-calls?${toSearchParams(query)}`, (answers) => answers.listVideoCallsResponseSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/video-calls: 400 with field errors (videoCallCreateSchema's messages). */
export const useSendVideoCall = () =>
  useRowMutation(videoCallKeys.all, (body: VideoCallCreate) =>
    outreachRequest("/api/video-calls", (answers) => answers.videoCallActionResponseSchema, { method: "POST", body }),
  );

/** POST /api/video-calls/:id/cancel: 409 once cancelled or held. */
export const useCancelVideoCall = () =>
  useRowMutation(videoCallKeys.all, (id: number) =>
    outreachRequest(`/api/video-calls/${id}/cancel`, (answers) => answers.videoCallActionResponseSchema, {
      method: "POST",
    }),
  );
