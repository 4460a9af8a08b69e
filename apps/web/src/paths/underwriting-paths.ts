/** The underwriting screens: the queue (and a partner's approvals) and one application's decision page. */
export const APPROVAL_PATH = "/Approval";

export const approvalCasePath = (quotationId: number) => `${APPROVAL_PATH}/${quotationId}`;

/** What an underwriter may open in the signed-in shell: the underwriting screens and their own security settings. */
export const isUnderwriterPath = (path: string) =>
  path === APPROVAL_PATH || path.startsWith(`${APPROVAL_PATH}/`) || path === "/security";
