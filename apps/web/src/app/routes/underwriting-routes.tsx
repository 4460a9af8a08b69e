import type { RouteObject } from "react-router";
import { APPROVAL_PATH } from "../../paths/underwriting-paths";
import { lazyNamed, lazyPage, page } from "../lazy-page";

const ApprovalRoute = lazyPage(() => import("./approval-route").then((m) => m.ApprovalRoute));
const UnderwritingCasePage = lazyNamed(
  () => import("../../features/underwriting/case/case-page"),
  "UnderwritingCasePage",
);

export const underwritingRoutes: RouteObject[] = [
  { path: APPROVAL_PATH.slice(1), element: <ApprovalRoute /> },
  { path: `${APPROVAL_PATH.slice(1)}/:id`, element: page(UnderwritingCasePage) },
];
