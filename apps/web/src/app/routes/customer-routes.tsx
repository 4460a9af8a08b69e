import {
  APPLICANT_PAGE_SEGMENT,
  COMPLAINTS_PATH,
  LANDING_PATH,
  PRIVACY_PATH,
  RENEWAL_ROUTE_BASE,
  RENEWAL_SEGMENTS,
} from "@pp/domain/routing";
import type { RouteObject } from "react-router";
import { hasEarlyAnswers } from "../../api/early-answers";
import { APPLICANT_TEXTS } from "../../features/applicant/applicant-texts";
import { DISCLOSURES_TEXTS } from "../../features/disclosures/disclosures-texts";
import { LANDING_TEXTS } from "../../features/landing/landing-texts";
import { RENEWAL_TEXTS } from "../../features/renewal/renewal-texts";
import { lazyNamed, page } from "../lazy-page";

/**
 * A customer's page sent with the answers of its first reads (early answers) parses them as soon as its code runs: the
 * answers' schemas start loading with that code, not after it (the page's own import of them then finds them loaded).
 */
export const withAnswerSchemas = (...loads: (() => Promise<unknown>)[]) => {
  if (hasEarlyAnswers()) for (const load of loads) void load().catch(() => undefined);
};
const ApplicantPage = lazyNamed(
  () => {
    withAnswerSchemas(
      () => import("@pp/domain/applicant-link"),
      () => import("@pp/domain/medical-declaration"),
    );
    return import("../../features/applicant/applicant-page");
  },
  "ApplicantPage",
  { queries: true, texts: [APPLICANT_TEXTS] },
);
// On the catalogs (decision 065): the page's texts load with its code.
const LandingPage = lazyNamed(() => import("../../features/landing/landing-page"), "LandingPage", {
  texts: [LANDING_TEXTS],
});
const ComplaintsPage = lazyNamed(() => import("../../features/disclosures/complaints-page"), "ComplaintsPage", {
  texts: [DISCLOSURES_TEXTS],
});
const PrivacyPage = lazyNamed(() => import("../../features/disclosures/privacy-page"), "PrivacyPage", {
  texts: [DISCLOSURES_TEXTS],
});
// The renewal journey is on the catalogs (decision 065): its texts load with the layout's and each page's code, one
// catalog in the page's language, asked for once.
const RenewalLayout = lazyNamed(
  () => {
    withAnswerSchemas(() => import("@pp/domain/renewal-answers"));
    return import("../../features/renewal/components/renewal-layout");
  },
  "RenewalLayout",
  { queries: true, texts: [RENEWAL_TEXTS] },
);
const SearchPolicyPage = lazyNamed(
  () => import("../../features/renewal/search/search-policy-page"),
  "SearchPolicyPage",
  { texts: [RENEWAL_TEXTS] },
);
const PolicyDetailsPage = lazyNamed(
  () => import("../../features/renewal/policy-details/policy-details-page"),
  "PolicyDetailsPage",
  { texts: [RENEWAL_TEXTS] },
);
const QuestionsPage = lazyNamed(() => import("../../features/renewal/questions/questions-page"), "QuestionsPage", {
  texts: [RENEWAL_TEXTS],
});
const FinalizeRenewalPage = lazyNamed(
  () => import("../../features/renewal/finalize/finalize-page"),
  "FinalizeRenewalPage",
  { texts: [RENEWAL_TEXTS] },
);
const RenewalPaymentReviewPage = lazyNamed(
  () => import("../../features/renewal/payment/payment-review-page"),
  "RenewalPaymentReviewPage",
  { texts: [RENEWAL_TEXTS] },
);
const RenewalPaymentResultPage = lazyNamed(
  () => import("../../features/renewal/payment/payment-result-page"),
  "RenewalPaymentResultPage",
  { texts: [RENEWAL_TEXTS] },
);

/** The renewal journey (renewal routes): customers use it without an account, so no session guard. */
export const renewalRoutes: RouteObject[] = [
  { path: RENEWAL_SEGMENTS.search, element: page(SearchPolicyPage) },
  { path: RENEWAL_SEGMENTS.details, element: page(PolicyDetailsPage) },
  { path: RENEWAL_SEGMENTS.questions, element: page(QuestionsPage) },
  { path: RENEWAL_SEGMENTS.finalize, element: page(FinalizeRenewalPage) },
  { path: RENEWAL_SEGMENTS.payment, element: page(RenewalPaymentReviewPage) },
  { path: RENEWAL_SEGMENTS.result, element: page(RenewalPaymentResultPage) },
  { path: RENEWAL_SEGMENTS.invitationResult, element: page(RenewalPaymentResultPage) },
];

/** The pages a customer opens without an account, beside the renewal journey: no session, no shell. */
export const customerPageRoutes: RouteObject[] = [
  // The portal's public page: renewals for customers, sign-in for partners.
  { path: LANDING_PATH.slice(1), element: page(LandingPage) },
  // What the insurer discloses to everyone: how to complain, how personal data is handled.
  { path: COMPLAINTS_PATH.slice(1), element: page(ComplaintsPage) },
  { path: PRIVACY_PATH.slice(1), element: page(PrivacyPage) },
  // The H+ applicant's own link: their declaration to complete and sign, without an account.
  { path: `${APPLICANT_PAGE_SEGMENT}/:token`, element: page(ApplicantPage) },
];

/** The customer's renewal journey in its own frame. */
export const customerRenewalRoute: RouteObject = {
  path: RENEWAL_ROUTE_BASE.slice(1),
  element: page(RenewalLayout),
  children: renewalRoutes,
};
