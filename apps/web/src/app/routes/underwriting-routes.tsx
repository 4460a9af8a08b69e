import type { RouteObject } from "react-router";
import { UNDERWRITING_TEXTS } from "../../features/underwriting/underwriting-texts";
import { APPROVAL_PATH } from "../../paths/underwriting-paths";
import { lazyNamed, lazyPage, page } from "../lazy-page";

// On the catalogs (decision 065): the pages' texts load with their code.
const ApprovalRoute = lazyPage(() => import("./approval-route").then((m) => m.ApprovalRoute), {
  texts: [UNDERWRITING_TEXTS],
});
const UnderwritingCasePage = lazyNamed(
  () => import("../../features/underwriting/case/case-page"),
  "UnderwritingCasePage",
  { texts: [UNDERWRITING_TEXTS] },
);

export const underwritingRoutes: RouteObject[] = [
  { path: APPROVAL_PATH.slice(1), element: <ApprovalRoute /> },
  { path: `${APPROVAL_PATH.slice(1)}/:id`, element: page(UnderwritingCasePage) },
];
