import {
  JOURNEY_PRODUCTS,
  type JourneyProduct,
  journeyOf,
  journeyResultPath,
  journeyStep,
  journeyStepPath,
  type QuotationStepKey,
} from "@pp/domain/routing";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { APPLICANT_LINK_PATH } from "../../features/quotation/applicant-link/applicant-link-path";
import { DECLARATION_DETAILS_PATH } from "../../features/quotation/declaration/declaration-paths";
import { QuotationJourneyProvider } from "../../features/quotation/journey/quotation-journey-context";
import { QUOTATION_STEPS_TEXTS, QUOTATION_TEXTS } from "../../features/quotation/quotation-texts";
import { COMPARE_PLANS_PATH } from "../../features/quotation/select-plan/compare-route";
import { lazyNamed, page } from "../lazy-page";

// On the catalogs (decision 065), cut by page: step 1 loads its own texts and what the steps share (QUOTATION_TEXTS);
// a later step loads those and the later steps' own (QUOTATION_STEPS_TEXTS), with its code. The pages beside the steps
// (the plans compared, the applicant's link) show no stepper, so the later steps' own alone.
const SponsorDetailsPage = lazyNamed(
  () => import("../../features/quotation/sponsor-details/sponsor-details-page"),
  "SponsorDetailsPage",
  { texts: [QUOTATION_TEXTS] },
);
const MemberDetailsPage = lazyNamed(
  () => import("../../features/quotation/member-details/member-details-page"),
  "MemberDetailsPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const UploadDocumentsPage = lazyNamed(
  () => import("../../features/quotation/upload-documents/upload-documents-page"),
  "UploadDocumentsPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const SelectPlanPage = lazyNamed(
  () => import("../../features/quotation/select-plan/select-plan-page"),
  "SelectPlanPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const DeclarationPage = lazyNamed(
  () => import("../../features/quotation/declaration/declaration-page"),
  "DeclarationPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const DeclarationDetailsPage = lazyNamed(
  () => import("../../features/quotation/declaration/declaration-details-page"),
  "DeclarationDetailsPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const ApplicantLinkPage = lazyNamed(
  () => import("../../features/quotation/applicant-link/applicant-link-page"),
  "ApplicantLinkPage",
  { texts: [QUOTATION_STEPS_TEXTS] },
);
const ComparePlansPage = lazyNamed(
  () => import("../../features/quotation/select-plan/compare-plans-page"),
  "ComparePlansPage",
  { texts: [QUOTATION_STEPS_TEXTS] },
);
const FinalizePage = lazyNamed(() => import("../../features/quotation/finalize/finalize-page"), "FinalizePage", {
  texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS],
});
const UnderwritingReviewPage = lazyNamed(
  () => import("../../features/quotation/underwriting-review/underwriting-review-page"),
  "UnderwritingReviewPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const PaymentReviewPage = lazyNamed(
  () => import("../../features/quotation/payment/payment-review-page"),
  "PaymentReviewPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);
const PaymentSuccessPage = lazyNamed(
  () => import("../../features/quotation/payment/payment-success-page"),
  "PaymentSuccessPage",
  { texts: [QUOTATION_TEXTS, QUOTATION_STEPS_TEXTS] },
);

const STEP_PAGES = {
  sponsor: SponsorDetailsPage,
  members: MemberDetailsPage,
  plan: SelectPlanPage,
  declaration: DeclarationPage,
  documents: UploadDocumentsPage,
  finalize: FinalizePage,
  review: UnderwritingReviewPage,
  payment: PaymentReviewPage,
} satisfies Record<QuotationStepKey, ComponentType>;

/** Route paths are relative to the main layout: "/Basic-B2C/sponsordetail" → "Basic-B2C/sponsordetail". */
const relative = (path: string) => path.replace(/^\//, "");

/** One product's wizard: the same step pages under the product's routes, told which journey they are in. */
function journeyRoutes(product: JourneyProduct): RouteObject[] {
  const journey = journeyOf(product);
  const inJourney = (Page: ComponentType) => (
    <QuotationJourneyProvider product={product}>{page(Page)}</QuotationJourneyProvider>
  );
  return [
    ...journey.steps.map((step) => ({
      path: relative(journeyStepPath(journey, step.key)),
      element: inJourney(STEP_PAGES[step.key]),
    })),
    { path: relative(journeyResultPath(journey)), element: inJourney(PaymentSuccessPage) },
    // A journey that chooses a plan also compares them.
    ...(journeyStep(journey, "plan")
      ? [{ path: relative(`${journey.base}${COMPARE_PLANS_PATH}`), element: inJourney(ComparePlansPage) }]
      : []),
    // And one with a medical declaration details every Yes on its own page.
    ...(journeyStep(journey, "declaration")
      ? [
          { path: relative(`${journey.base}${DECLARATION_DETAILS_PATH}`), element: inJourney(DeclarationDetailsPage) },
          { path: relative(`${journey.base}${APPLICANT_LINK_PATH}`), element: inJourney(ApplicantLinkPage) },
        ]
      : []),
  ];
}

/** Basic under /Basic-B2C/… (Basic B2C routes), H+ under the main layout's own routes (decision 010). */
export const quotationRoutes: RouteObject[] = JOURNEY_PRODUCTS.flatMap(journeyRoutes);
