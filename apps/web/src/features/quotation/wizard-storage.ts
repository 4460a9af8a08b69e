import {
  ADDITION_JOURNEY,
  asJourneyProduct,
  isJourneyProduct,
  isPlanfor,
  type JourneyProduct,
  journeyOf,
  journeyStepIndex,
  journeyStepPath,
  type Planfor,
  QUOTATION_STATUS,
} from "@pp/domain";

/**
 * The wizard's browser state under the spec's legacy keys. These are mechanics only: the server holds
 * the quotation and its progress, the browser just remembers which quotation is open.
 */
export const WIZARD_KEYS = {
  quotationId: "Quotation_Id",
  quotationNo: "Quotation_No",
  planfor: "planfor",
  tempStatus: "TempStatus",
  /** Beyond the legacy keys: which product's wizard the open quotation belongs to (absent means Basic). */
  product: "Product",
} as const;

/** Keys later steps keep for the same quotation; a new application forgets them too. */
const STEP_DATA_KEYS = ["SponsorData", "UploadDocsData", "NewBornStatus"] as const;

type TempStatus = "Next" | "Previous";

type WizardState = {
  quotationId: number | null;
  quotationNo: string | null;
  planfor: Planfor | null;
  tempStatus: TempStatus | null;
};

const EMPTY_STATE: WizardState = { quotationId: null, quotationNo: null, planfor: null, tempStatus: null };

/**
 * The open quotation as the given product's wizard sees it: an application of another product is not this wizard's,
 * so a Basic step opened while an H+ application is open starts afresh (and the reverse), the other one stays saved.
 */
export function readWizardState(product: JourneyProduct): WizardState {
  const stored = localStorage.getItem(WIZARD_KEYS.product) ?? "basic";
  if (stored !== product) return EMPTY_STATE;
  const id = Number(localStorage.getItem(WIZARD_KEYS.quotationId));
  const planfor = Number(localStorage.getItem(WIZARD_KEYS.planfor));
  const status = localStorage.getItem(WIZARD_KEYS.tempStatus);
  return {
    quotationId: Number.isSafeInteger(id) && id > 0 ? id : null,
    quotationNo: localStorage.getItem(WIZARD_KEYS.quotationNo) || null,
    planfor: isPlanfor(planfor) ? planfor : null,
    tempStatus: status === "Next" || status === "Previous" ? status : null,
  };
}

/** After a create or a retrieval: this quotation is the one the wizard works on. */
export function rememberQuotation(quotation: {
  id: number;
  number: string;
  product: JourneyProduct;
  planfor?: Planfor;
}) {
  localStorage.setItem(WIZARD_KEYS.quotationId, String(quotation.id));
  localStorage.setItem(WIZARD_KEYS.product, quotation.product);
  localStorage.setItem(WIZARD_KEYS.quotationNo, quotation.number);
  if (quotation.planfor !== undefined) localStorage.setItem(WIZARD_KEYS.planfor, String(quotation.planfor));
}

export function setTempStatus(status: TempStatus) {
  localStorage.setItem(WIZARD_KEYS.tempStatus, status);
}

/**
 * After a paid application the browser keeps nothing in local storage, as the spec's payment result says (the partner
 * stays signed in: the session is a cookie, the partner's details are in session storage) — unless another
 * application, of either product, is open in the wizard: an old result page opened again must not wipe it.
 */
export function clearStorageAfterPurchase(paidQuotationId: number) {
  const open = Number(localStorage.getItem(WIZARD_KEYS.quotationId));
  if (Number.isSafeInteger(open) && open > 0 && open !== paidQuotationId) return;
  localStorage.clear();
}

/** Router state of step 1 for "New application for the same sponsor": the application whose sponsor to copy. */
export const sponsorFromState = (quotationId: number) => ({ sponsorFrom: quotationId });

/** The application a new step 1 copies its sponsor from, if the router state names one. */
export function sponsorFromOf(state: unknown): number | null {
  const id = (state as { sponsorFrom?: unknown } | null)?.sponsorFrom;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** "Start new application": the next step 1 is a blank form. */
export function clearWizardState() {
  for (const key of [...Object.values(WIZARD_KEYS), ...STEP_DATA_KEYS]) localStorage.removeItem(key);
}

/**
 * Reopens a saved quotation in the wizard, as the retrieval does ("Retrieve success"): it becomes the open
 * quotation with TempStatus Next, and the answer is the step to go to, its last visited page (step 1 when unknown).
 */
export function resumeQuotation(quotation: {
  id: number;
  quotationNo: string;
  /** One that `canResumeQuotation` accepted. */
  product: string;
  lastVisitedPage: string;
}): string {
  const product = asJourneyProduct(quotation.product);
  clearWizardState();
  rememberQuotation({ id: quotation.id, number: quotation.quotationNo, product });
  setTempStatus("Next");
  const journey = journeyOf(product);
  return journeyStepIndex(journey, quotation.lastVisitedPage) >= 0
    ? `${journey.base}/${quotation.lastVisitedPage}`
    : journeyStepPath(journey, "sponsor");
}

/**
 * Whether the wizard can continue a quotation: a Basic or H+ application for new business or for members added to a
 * policy, not yet paid. Renewals have their own journey, and the PA and Term sites keep their applications.
 */
export function canResumeQuotation(quotation: { product: string; journey: string; status: string }): boolean {
  return (
    isJourneyProduct(quotation.product) &&
    (quotation.journey === "new_business" || quotation.journey === ADDITION_JOURNEY) &&
    quotation.status !== QUOTATION_STATUS.PAID &&
    quotation.status !== QUOTATION_STATUS.POLICY_ISSUED
  );
}
