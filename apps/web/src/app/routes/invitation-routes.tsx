import type { InvitationKind } from "@pp/domain";
import type { RouteObject } from "react-router";
import { lazyNamed, lazyPage, page } from "../lazy-page";

const InvitationList = lazyPage(() =>
  import("../../features/invitations/invitation-list-page").then((m) => m.InvitationListPage),
);

const VideoCallListPage = lazyNamed(
  () => import("../../features/invitations/video-calls/video-call-list-page"),
  "VideoCallListPage",
);

/** The Invitations group of the sidebar: one list page, parameterised by the kind each route stands for. */
const INVITATION_ROUTES: { path: string; kind: InvitationKind }[] = [
  { path: "invitation", kind: "hplus" },
  { path: "invitation-tp", kind: "term" },
  { path: "invitation-pa", kind: "pa" },
  { path: "invitationbasic", kind: "basic" },
  { path: "invitationsrenewals", kind: "basic-renewal" },
  { path: "Hrenewals", kind: "hplus-renewal" },
];

export const invitationRoutes: RouteObject[] = [
  ...INVITATION_ROUTES.map(({ path, kind }) => ({ path, element: <InvitationList key={kind} kind={kind} /> })),
  { path: "videocall-invite", element: page(VideoCallListPage) },
];
