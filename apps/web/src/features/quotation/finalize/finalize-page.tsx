import { QUOTATION_STATUS, QUOTATION_STATUS_LABELS, underwritingHold } from "@pp/domain";
import { useNavigate } from "react-router";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import type { QuotationReview } from "../api/get-review";
import { ReviewStep } from "../components/review-step";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import { QuotationDeclaration } from "./declaration-form";
import styles from "./finalize.module.css";
import { DeclarationReview, DocumentsReview, MembersReview, PlanReview, SponsorReview } from "./review-content";

/** Step 4 of 5, /Basic-B2C/finalizeapplication: everything the quotation holds, the declaration, Finalize. */
export function FinalizePage() {
  const { t } = useText();
  return (
    <ReviewStep
      step="finalize"
      title={t(/*i18n*/ { id: "quotation.finalizePage.finalizeApplication", message: "Finalize Application" })}
      previous="documents"
      loadingLabel={t(/*i18n*/ { id: "quotation.finalizePage.loadingApplication", message: "Loading the application" })}
    >
      {(review, quotationId) => (
        <>
          <p className={cx(text.body1, text.secondary, styles.lead)}>
            {t(
              /*i18n*/ {
                id: "quotation.finalizePage.checkEveryDetailCustomer",
                message: "Check every detail with the customer before finalizing. Use Edit to change a part.",
              },
            )}
          </p>
          <SponsorReview review={review} />
          <MembersReview review={review} />
          <PlanReview review={review} />
          <DeclarationReview review={review} />
          <DocumentsReview review={review} />
          <FinalizeAction quotationId={quotationId} review={review} />
        </>
      )}
    </ReviewStep>
  );
}

function FinalizeAction({ quotationId, review }: { quotationId: number; review: QuotationReview }) {
  const { t } = useText();
  const navigate = useNavigate();
  const { stepPath } = useQuotationJourney();
  const toPayment = () => {
    setTempStatus("Next");
    navigate(stepPath("payment"));
  };
  const toReview = () => {
    setTempStatus("Next");
    navigate(stepPath("review"));
  };
  if (review.status === QUOTATION_STATUS.DRAFT || review.status === QUOTATION_STATUS.INFO_REQUESTED) {
    return (
      <>
        {review.status === QUOTATION_STATUS.INFO_REQUESTED && (
          <Alert severity="info" className={styles.below}>
            {t(
              /*i18n*/ {
                id: "quotation.finalizePage.underwriterAskedMoreInformation",
                message:
                  "The underwriter asked for more information. Once the answers or documents are updated, finalize again to send the application back to the underwriter.",
              },
            )}
          </Alert>
        )}
        <QuotationDeclaration
          quotationId={quotationId}
          reopened={review.status === QUOTATION_STATUS.DRAFT && review.declarationAcceptedAt !== null}
        />
      </>
    );
  }
  // With the underwriter, or decided against paying as it stands (more information is asked above).
  if (underwritingHold(review.status)) {
    return (
      <Alert
        severity="info"
        action={
          <Button variant="text" inheritColor size="small" onClick={toReview}>
            {t(
              /*i18n*/ { id: "quotation.finalizePage.openUnderwritingReview", message: "Open the underwriting review" },
            )}
          </Button>
        }
      >
        {t(
          /*i18n*/ {
            id: "quotation.finalizePage.applicationUnderwriting",
            message: "This application is with underwriting: {status}.",
            values: {
              status: translateMessage(QUOTATION_STATUS_LABELS[review.status]),
            },
          },
        )}
      </Alert>
    );
  }
  const paid = review.status !== QUOTATION_STATUS.FINALIZED;
  return (
    <Alert
      severity={paid ? "info" : "success"}
      action={
        <Button variant="text" inheritColor size="small" onClick={toPayment}>
          {paid
            ? t(/*i18n*/ { id: "quotation.finalizePage.openPayment", message: "Open payment" })
            : t(/*i18n*/ { id: "quotation.finalizePage.continuePayment", message: "Continue to payment" })}
        </Button>
      }
    >
      {paid
        ? t(/*i18n*/ { id: "quotation.finalizePage.applicationBeenPaid", message: "This application has been paid." })
        : t(
            /*i18n*/ {
              id: "quotation.finalizePage.applicationFinalizedReadyPayment",
              message: "This application is finalized and ready for payment.",
            },
          )}
    </Alert>
  );
}
