import type { QuotationStepKey } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { type QuotationReview, reviewQueryOptions } from "../api/get-review";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState, setTempStatus } from "../wizard-storage";
import { QuotationStepper } from "./quotation-stepper";
import styles from "./review-step.module.css";

type ReviewStepProps = {
  step: Extract<QuotationStepKey, "finalize" | "review" | "payment">;
  title: string;
  /** Where Previous goes. */
  previous: QuotationStepKey;
  loadingLabel: string;
  children: (review: QuotationReview, quotationId: number) => ReactNode;
};

/**
 * Steps 4 and 5 show the server's review of the open quotation: the stepper, the title and number, the review
 * loading (or why it did not), the step's own content, and Previous. Without an open quotation: step 1.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <LoadedReviewStep {...props} quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

function LoadedReviewStep({
  step,
  title,
  previous,
  loadingLabel,
  children,
  quotationId,
  storedNumber,
}: ReviewStepProps & { quotationId: number; storedNumber: string | null }) {
  const { t, tNodes } = useText();
  const review = useQuery(reviewQueryOptions(quotationId));
  const navigate = useNavigate();
  const { stepPath, stepIndex } = useQuotationJourney();
  useRecordProgress(quotationId, step);
  const quotationNo = review.data?.quotationNo ?? storedNumber;

  const goBack = () => {
    setTempStatus("Previous");
    navigate(stepPath(previous));
  };

  return (
    <>
      <QuotationStepper activeIndex={stepIndex(step)} />
      <h1 className={text.h1}>{title}</h1>
      {quotationNo && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {tNodes(
            /*i18n*/ { id: "quotation.reviewStep.quotationNumber", message: "Quotation number: {number}" },
            { number: <strong>{quotationNo}</strong> },
          )}
        </p>
      )}
      {review.isError ? (
        <ErrorAlert onRetry={() => void review.refetch()}>
          {review.error instanceof ApiError
            ? review.error.message
            : t(
                /*i18n*/ {
                  id: "quotation.reviewStep.applicationCouldNotLoaded",
                  message: "The application could not be loaded. Please try again.",
                },
              )}
        </ErrorAlert>
      ) : review.data ? (
        children(review.data, quotationId)
      ) : (
        <PageLoader label={loadingLabel} />
      )}
      <div className={styles.steps}>
        <Button variant="outlined" size="large" onClick={goBack}>
          {t(/*i18n*/ { id: "quotation.reviewStep.previous", message: "Previous" })}
        </Button>
      </div>
    </>
  );
}
