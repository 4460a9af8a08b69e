import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { QuotationStepKey } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { type QuotationReview, reviewQueryOptions } from "../api/get-review";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState, setTempStatus } from "../wizard-storage";
import { QuotationStepper } from "./quotation-stepper";

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
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {quotationNo && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {tNodes("Quotation number: {number}", { number: <strong>{quotationNo}</strong> })}
        </Typography>
      )}
      {review.isError ? (
        <ErrorAlert onRetry={() => void review.refetch()}>
          {review.error instanceof ApiError
            ? review.error.message
            : t("The application could not be loaded. Please try again.")}
        </ErrorAlert>
      ) : review.data ? (
        children(review.data, quotationId)
      ) : (
        <PageLoader label={loadingLabel} />
      )}
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, mt: 3 }}>
        <Button variant="outlined" size="large" onClick={goBack}>
          {t("Previous")}
        </Button>
      </Box>
    </>
  );
}
