import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type QuotationStepKey, quotationStepIndex, quotationStepPath } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { type QuotationReview, reviewQueryOptions } from "../api/get-review";
import type { StepSegment } from "../api/record-progress";
import { useRecordProgress } from "../hooks/use-record-progress";
import { readWizardState, setTempStatus } from "../wizard-storage";
import { QuotationStepper } from "./quotation-stepper";

type ReviewStepProps = {
  segment: Extract<StepSegment, "finalizeapplication" | "paymentreview">;
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
  const [wizard] = useState(readWizardState);
  if (wizard.quotationId === null) return <Navigate to={quotationStepPath("sponsor")} replace />;
  return <LoadedReviewStep {...props} quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

function LoadedReviewStep({
  segment,
  title,
  previous,
  loadingLabel,
  children,
  quotationId,
  storedNumber,
}: ReviewStepProps & { quotationId: number; storedNumber: string | null }) {
  const review = useQuery(reviewQueryOptions(quotationId));
  const navigate = useNavigate();
  useRecordProgress(quotationId, segment);
  const quotationNo = review.data?.Quotation_no ?? storedNumber;

  const goBack = () => {
    setTempStatus("Previous");
    navigate(quotationStepPath(previous));
  };

  return (
    <>
      <QuotationStepper activeIndex={quotationStepIndex(segment)} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {quotationNo && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Quotation number: <strong>{quotationNo}</strong>
        </Typography>
      )}
      {review.isError ? (
        <ErrorAlert onRetry={() => void review.refetch()}>
          {review.error instanceof ApiError
            ? review.error.message
            : "The application could not be loaded. Please try again."}
        </ErrorAlert>
      ) : review.data ? (
        children(review.data, quotationId)
      ) : (
        <PageLoader label={loadingLabel} />
      )}
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, mt: 3 }}>
        <Button variant="outlined" size="large" onClick={goBack}>
          Previous
        </Button>
      </Box>
    </>
  );
}
