import { INVITATION_KIND_KEYS, INVITATION_KINDS } from "@pp/domain/routing";
import type { RouteObject } from "react-router";
import { INVITATIONS_TEXTS } from "../../features/invitations/invitations-texts";
import { lazyNamed, lazyPage, page } from "../lazy-page";

/** The video call invites' page (not an invitation kind: it books a call rather than sending a link). */
export const VIDEO_CALL_ROUTE = "videocall-invite";

// On the catalogs (decision 065): the pages' texts load with their code.
const InvitationList = lazyPage(
  () => import("../../features/invitations/invitation-list-page").then((m) => m.InvitationListPage),
  { texts: [INVITATIONS_TEXTS] },
);

const VideoCallListPage = lazyNamed(
  () => import("../../features/invitations/video-calls/video-call-list-page"),
  "VideoCallListPage",
  { texts: [INVITATIONS_TEXTS] },
);

export const invitationRoutes: RouteObject[] = [
  // The Invitations group of the sidebar: one list page, parameterised by the kind each route stands for.
  ...INVITATION_KIND_KEYS.map((kind) => ({
    path: INVITATION_KINDS[kind].path.slice(1),
    element: <InvitationList key={kind} kind={kind} />,
  })),
  { path: VIDEO_CALL_ROUTE, element: page(VideoCallListPage) },
];
