import { formatAed, QUOTATION_STATUS, QUOTATION_STATUS_LABELS, underwritingHold } from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api/client";
import { useSendPaymentLink } from "../../../api/send-payment-link";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Link as RouterLink } from "../../../ui/link";
import { PayButton } from "../../../ui/pay-button";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { PremiumTotals } from "../../../ui/premium-totals";
import { useGatewayRedirect } from "../../../ui/use-gateway-redirect";
import { type QuotationReview, reviewQueryKey } from "../api/get-review";
import { useStartPayment } from "../api/start-payment";
import { ReviewStep } from "../components/review-step";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import styles from "./payment.module.css";

/** Step 5 of 5, /Basic-B2C/paymentreview: the amount the server computed, Pay or Send payment link. */
export function PaymentReviewPage() {
  const { t } = useText();
  return (
    <ReviewStep
      step="payment"
      title={t(/*i18n*/ { id: "quotation.paymentReviewPage.payment", message: "Payment" })}
      previous="finalize"
      loadingLabel={t(
        /*i18n*/ { id: "quotation.paymentReviewPage.loadingAmountDue", message: "Loading the amount due" },
      )}
    >
      {(review, quotationId) => <PaymentSummary quotationId={quotationId} review={review} />}
    </ReviewStep>
  );
}

function PaymentSummary({ quotationId, review }: { quotationId: number; review: QuotationReview }) {
  const { t } = useText();
  const { stepPath } = useQuotationJourney();
  const queryClient = useQueryClient();
  const pay = useStartPayment();
  const link = useSendPaymentLink();
  const { redirecting, redirect } = useGatewayRedirect();
  const finalized = review.status === QUOTATION_STATUS.FINALIZED;
  const paid = review.status === QUOTATION_STATUS.PAID || review.status === QUOTATION_STATUS.POLICY_ISSUED;
  const busy = pay.isPending || redirecting;

  // A 409 means the quotation changed meanwhile (reopened, or paid elsewhere): show its current state.
  const refreshOnConflict = (error: Error) => {
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: reviewQueryKey(quotationId) });
    }
  };

  const startPayment = () =>
    pay.mutate(quotationId, {
      onSuccess: redirect,
      onError: refreshOnConflict,
    });

  const error = pay.error ?? link.error;

  return (
    <section className={card.card}>
      <h2 className={cx(text.h2, styles.title)}>
        {t(/*i18n*/ { id: "quotation.paymentReviewPage.amountDue", message: "Amount due" })}
      </h2>
      <p className={styles.amount}>{formatAed(review.totals.total)}</p>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(/*i18n*/ { id: "quotation.paymentReviewPage.status", message: "Status:" })}{" "}
        <strong>{translateMessage(QUOTATION_STATUS_LABELS[review.status])}</strong>
        {" · "}
        {review.members.length === 1
          ? t(/*i18n*/ { id: "quotation.paymentReviewPage.1InsuredMember", message: "1 insured member" })
          : t(
              /*i18n*/ {
                id: "quotation.paymentReviewPage.insuredMembers",
                message: "{count} insured members",
                values: { count: review.members.length },
              },
            )}
      </p>
      <PremiumTotals totals={review.totals} />
      <hr className={styles.divider} />
      {paid ? (
        <Alert severity="info">
          {t(
            /*i18n*/ {
              id: "quotation.paymentReviewPage.applicationAlreadyBeenPaid",
              message: "This application has already been paid.",
            },
          )}
        </Alert>
      ) : underwritingHold(review.status) ? (
        <Alert severity="warning">
          {underwritingHold(review.status)}{" "}
          <RouterLink className={text.link} to={stepPath("review")} onClick={() => setTempStatus("Previous")}>
            {t(
              /*i18n*/ { id: "quotation.finalizePage.openUnderwritingReview", message: "Open the underwriting review" },
            )}
          </RouterLink>
        </Alert>
      ) : !finalized ? (
        <Alert severity="warning">
          {t(
            /*i18n*/ {
              id: "quotation.paymentReviewPage.finalizeApplicationBeforePaying",
              message:
                "Finalize the application before paying: the declaration must be confirmed after the last change.",
            },
          )}{" "}
          <RouterLink className={text.link} to={stepPath("finalize")} onClick={() => setTempStatus("Previous")}>
            {t(
              /*i18n*/ {
                id: "quotation.paymentReviewPage.goFinalizeApplication",
                message: "Go to Finalize Application",
              },
            )}
          </RouterLink>
        </Alert>
      ) : (
        <>
          {error && (
            <div className={styles.below}>
              <ErrorAlert>
                {error instanceof ApiError
                  ? error.message
                  : t(
                      /*i18n*/ {
                        id: "quotation.paymentReviewPage.didNotWorkPlease",
                        message: "That did not work. Please try again.",
                      },
                    )}
              </ErrorAlert>
            </div>
          )}
          {link.data && (
            <Alert severity="success" role="status" className={styles.below}>
              {link.data.message}
            </Alert>
          )}
          <p className={cx(text.body1, text.secondary, styles.lead)}>
            {t(
              /*i18n*/ {
                id: "quotation.paymentReviewPage.payNowCardSecure",
                message:
                  "Pay now by card on the secure payment page, or e-mail the customer a link to pay the same amount.",
              },
            )}
          </p>
          <div className={styles.actions}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => link.mutate(quotationId, { onError: refreshOnConflict })}
              disabled={busy || link.isPending}
              loading={link.isPending}
              loadingPosition="start"
              className={styles.linkButton}
            >
              {t(/*i18n*/ { id: "quotation.paymentReviewPage.sendPaymentLink", message: "Send payment link" })}
            </Button>
            <PayButton busy={busy} disabled={link.isPending} onClick={startPayment} />
          </div>
        </>
      )}
    </section>
  );
}
