import type { Translate } from "../../../i18n/use-text";
import { policyDetailPath } from "../../../paths/backoffice-paths";

/** The way back from a change of a policy (an addition, a removal, a cancellation): to the policy's record. */
export const policyBack = (t: Translate, policyNo: string) => ({
  label: t(/*i18n*/ { id: "backoffice.policyDetailPage.title", message: "Policy {policyNo}", values: { policyNo } }),
  to: policyDetailPath(policyNo),
});
