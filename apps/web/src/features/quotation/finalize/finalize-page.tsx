import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { QUOTATION_STATUS } from "@pp/domain";
import { useNavigate } from "react-router";
import type { QuotationReview } from "../api/get-review";
import { ReviewStep } from "../components/review-step";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import { QuotationDeclaration } from "./declaration-form";
import { DocumentsReview, MembersReview, SponsorReview } from "./review-content";

/** Step 4 of 5, /Basic-B2C/finalizeapplication: everything the quotation holds, the declaration, Finalize. */
export function FinalizePage() {
  return (
    <ReviewStep
      step="finalize"
      title="Finalize Application"
      previous="documents"
      loadingLabel="Loading the application"
    >
      {(review, quotationId) => (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Check every detail with the customer before finalizing. Use Edit to change a part.
          </Typography>
          <SponsorReview review={review} />
          <MembersReview review={review} />
          <DocumentsReview review={review} />
          <FinalizeAction quotationId={quotationId} review={review} />
        </>
      )}
    </ReviewStep>
  );
}

function FinalizeAction({ quotationId, review }: { quotationId: number; review: QuotationReview }) {
  const navigate = useNavigate();
  const { stepPath } = useQuotationJourney();
  const toPayment = () => {
    setTempStatus("Next");
    navigate(stepPath("payment"));
  };
  if (review.status === QUOTATION_STATUS.DRAFT) {
    return <QuotationDeclaration quotationId={quotationId} reopened={review.declarationAcceptedAt !== null} />;
  }
  const paid = review.status !== QUOTATION_STATUS.FINALIZED;
  return (
    <Alert
      severity={paid ? "info" : "success"}
      action={
        <Button color="inherit" size="small" onClick={toPayment}>
          {paid ? "Open payment" : "Continue to payment"}
        </Button>
      }
    >
      {paid ? "This application has been paid." : "This application is finalized and ready for payment."}
    </Alert>
  );
}
