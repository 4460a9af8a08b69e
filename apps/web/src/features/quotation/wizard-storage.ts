import {
  type Planfor,
  planforSchema,
  QUOTATION_ROUTE_BASE,
  QUOTATION_STATUS,
  quotationStepIndex,
  quotationStepPath,
} from "@pp/domain";

/**
 * The wizard's browser state under the spec's legacy keys (spec §3). These are mechanics only: the server holds
 * the quotation and its progress (DESIGN.md §4), the browser just remembers which quotation is open.
 */
export const WIZARD_KEYS = {
  quotationId: "Quotation_Id",
  quotationNo: "Quotation_No",
  planfor: "planfor",
  tempStatus: "TempStatus",
} as const;

/** Keys later steps keep for the same quotation; a new application forgets them too. */
const STEP_DATA_KEYS = ["SponsorData", "UploadDocsData", "NewBornStatus"] as const;

export type TempStatus = "Next" | "Previous";

export type WizardState = {
  quotationId: number | null;
  quotationNo: string | null;
  planfor: Planfor | null;
  tempStatus: TempStatus | null;
};

export function readWizardState(): WizardState {
  const id = Number(localStorage.getItem(WIZARD_KEYS.quotationId));
  const planfor = planforSchema.safeParse(Number(localStorage.getItem(WIZARD_KEYS.planfor)));
  const status = localStorage.getItem(WIZARD_KEYS.tempStatus);
  return {
    quotationId: Number.isSafeInteger(id) && id > 0 ? id : null,
    quotationNo: localStorage.getItem(WIZARD_KEYS.quotationNo) || null,
    planfor: planfor.success ? planfor.data : null,
    tempStatus: status === "Next" || status === "Previous" ? status : null,
  };
}

/** After a create or a retrieval: this quotation is the one the wizard works on. */
export function rememberQuotation(quotation: { id: number; number: string; planfor?: Planfor }) {
  localStorage.setItem(WIZARD_KEYS.quotationId, String(quotation.id));
  localStorage.setItem(WIZARD_KEYS.quotationNo, quotation.number);
  if (quotation.planfor !== undefined) localStorage.setItem(WIZARD_KEYS.planfor, String(quotation.planfor));
}

export function setTempStatus(status: TempStatus) {
  localStorage.setItem(WIZARD_KEYS.tempStatus, status);
}

/** "Start new application": the next step 1 is a blank form. */
export function clearWizardState() {
  for (const key of [...Object.values(WIZARD_KEYS), ...STEP_DATA_KEYS]) localStorage.removeItem(key);
}

/**
 * Reopens a saved quotation in the wizard, as the retrieval does (spec §4 "Retrieve success"): it becomes the open
 * quotation with TempStatus Next, and the answer is the step to go to, its last visited page (step 1 when unknown).
 */
export function resumeQuotation(quotation: { id: number; quotationNo: string; lastVisitedPage: string }): string {
  clearWizardState();
  rememberQuotation({ id: quotation.id, number: quotation.quotationNo });
  setTempStatus("Next");
  return quotationStepIndex(quotation.lastVisitedPage) >= 0
    ? `${QUOTATION_ROUTE_BASE}/${quotation.lastVisitedPage}`
    : quotationStepPath("sponsor");
}

/**
 * Whether the wizard can continue a quotation: a Basic new-business application not yet paid. Renewals have their
 * own journey, and the PA and Term sites keep their applications.
 */
export function canResumeQuotation(quotation: { product: string; journey: string; status: string }): boolean {
  return (
    quotation.product === "basic" &&
    quotation.journey === "new_business" &&
    (quotation.status === QUOTATION_STATUS.DRAFT || quotation.status === QUOTATION_STATUS.FINALIZED)
  );
}
