import {
  JOURNEY_PRODUCTS,
  type JourneyProduct,
  journeyOf,
  journeyResultPath,
  journeyStepPath,
  QUOTATION_STEPS,
  type QuotationStepKey,
} from "@pp/domain";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { QuotationJourneyProvider } from "../../features/quotation/journey/quotation-journey-context";
import { lazyNamed, page } from "../lazy-page";

const SponsorDetailsPage = lazyNamed(
  () => import("../../features/quotation/sponsor-details/sponsor-details-page"),
  "SponsorDetailsPage",
);
const MemberDetailsPage = lazyNamed(
  () => import("../../features/quotation/member-details/member-details-page"),
  "MemberDetailsPage",
);
const UploadDocumentsPage = lazyNamed(
  () => import("../../features/quotation/upload-documents/upload-documents-page"),
  "UploadDocumentsPage",
);
const FinalizePage = lazyNamed(() => import("../../features/quotation/finalize/finalize-page"), "FinalizePage");
const PaymentReviewPage = lazyNamed(
  () => import("../../features/quotation/payment/payment-review-page"),
  "PaymentReviewPage",
);
const PaymentSuccessPage = lazyNamed(
  () => import("../../features/quotation/payment/payment-success-page"),
  "PaymentSuccessPage",
);

const STEP_PAGES = {
  sponsor: SponsorDetailsPage,
  members: MemberDetailsPage,
  documents: UploadDocumentsPage,
  finalize: FinalizePage,
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
    ...QUOTATION_STEPS.map((step) => ({
      path: relative(journeyStepPath(journey, step.key)),
      element: inJourney(STEP_PAGES[step.key]),
    })),
    { path: relative(journeyResultPath(journey)), element: inJourney(PaymentSuccessPage) },
  ];
}

/** Basic under /Basic-B2C/… (Basic B2C routes), H+ under the main layout's own routes (decision 010). */
export const quotationRoutes: RouteObject[] = JOURNEY_PRODUCTS.flatMap(journeyRoutes);
