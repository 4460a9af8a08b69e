import { formatAed, formatDisplayDate, type GetRenewalReviewResponse } from "@pp/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { Link } from "../../../ui/link";
import { PageLoader } from "../../../ui/page-loader";
import { PayButton } from "../../../ui/pay-button";
import { Alert } from "../../../ui/plain/alert";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { PremiumTotals } from "../../../ui/premium-totals";
import { useGatewayRedirect } from "../../../ui/use-gateway-redirect";
import { RENEWAL_STATUS, renewalReviewQueryOptions } from "../api/get-renewal-review";
import { renewalKeys } from "../api/query-keys";
import { useStartRenewalPayment } from "../api/start-renewal-payment";
import { RenewalError } from "../components/renewal-error";
import page from "../components/renewal-page.module.css";
import { RenewalStepper } from "../components/renewal-stepper";
import { StepBackLink } from "../components/step-back-link";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import styles from "./payment-review-page.module.css";

/** /Basic-Renewals/paymentreviewrenewals: the amount the server computed, and Pay on the hosted payment page. */
export function RenewalPaymentReviewPage() {
  const { t } = useText();
  const review = useQuery(renewalReviewQueryOptions());
  let content: ReactNode;
  if (review.isPending)
    content = (
      <PageLoader
        label={t(/*i18n*/ { id: "renewal.paymentReviewPage.loadingAmountDue", message: "Loading the amount due" })}
      />
    );
  else if (review.isError) {
    content = (
      <RenewalError
        error={review.error}
        fallback={t(
          /*i18n*/ {
            id: "renewal.finalizePage.renewalCouldNotLoaded",
            message: "The renewal could not be loaded. Please try again.",
          },
        )}
        onRetry={() => void review.refetch()}
        conflictLink="details"
      />
    );
  } else content = <PaymentSummary review={review.data} />;

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.payment} />
      <h1 className={text.h1}>{t(/*i18n*/ { id: "renewal.paymentReviewPage.payment", message: "Payment" })}</h1>
      {review.data && (
        <p className={cx(text.secondary, page.lead)}>
          {t(/*i18n*/ { id: "renewal.paymentResultPage.renewalQuotationNumber", message: "Renewal quotation number:" })}{" "}
          <strong>{review.data.quotationNo}</strong>
        </p>
      )}
      {content}
      <StepBackLink to={RENEWAL_PATHS.finalize} loading={review.isPending} />
    </>
  );
}

function PaymentSummary({ review }: { review: GetRenewalReviewResponse }) {
  const { t } = useText();
  const queryClient = useQueryClient();
  const pay = useStartRenewalPayment();
  const { redirecting, redirect } = useGatewayRedirect();
  const busy = pay.isPending || redirecting;
  const finalized = review.status === RENEWAL_STATUS.FINALIZED;
  const paid = review.status === RENEWAL_STATUS.PAID || review.status === RENEWAL_STATUS.ISSUED;

  const startPayment = () =>
    pay.mutate(undefined, {
      onSuccess: redirect,
      // A 409 means the renewal changed meanwhile (reopened, or paid elsewhere): show its current state.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: renewalKeys.review });
        }
      },
    });

  return (
    <div className={card.card}>
      <h2 className={cx(text.h2, styles.heading)}>
        {t(/*i18n*/ { id: "renewal.paymentReviewPage.amountDue", message: "Amount due" })}
      </h2>
      <p className={styles.amount}>{formatAed(review.totals.total)}</p>
      <p className={cx(text.secondary, page.lead)}>
        {t(
          /*i18n*/ {
            id: "renewal.paymentReviewPage.policyRenewed",
            message: "Policy {policyNo}, renewed for {from} – {to}",
            values: {
              policyNo: review.policyNo,
              from: formatDisplayDate(review.renewalStartDate),
              to: formatDisplayDate(review.renewalEndDate),
            },
          },
        )}
        {" · "}
        {t(
          /*i18n*/ {
            id: "renewal.paymentReviewPage.insuredMembers",
            message: "Insured members: {count}",
            values: { count: review.members.length },
          },
        )}
      </p>
      <PremiumTotals totals={review.totals} />
      <hr className={page.divider} />
      {paid ? (
        <Alert severity="info">
          {t(
            /*i18n*/ {
              id: "renewal.paymentReviewPage.renewalAlreadyBeenPaid",
              message: "This renewal has already been paid.",
            },
          )}
        </Alert>
      ) : !finalized ? (
        <Alert severity="warning">
          {t(
            /*i18n*/ {
              id: "renewal.paymentReviewPage.confirmDeclarationBeforePaying",
              message: "Confirm the declaration before paying: it must be confirmed after the last change.",
            },
          )}{" "}
          <Link className={text.link} to={RENEWAL_PATHS.finalize}>
            {t(/*i18n*/ { id: "renewal.paymentReviewPage.goReview", message: "Go to the review" })}
          </Link>
        </Alert>
      ) : (
        <>
          {pay.error && (
            <div className={page.notice}>
              <RenewalError
                error={pay.error}
                fallback={t(
                  /*i18n*/ {
                    id: "renewal.paymentReviewPage.paymentCouldNotStarted",
                    message: "The payment could not be started. Please try again.",
                  },
                )}
              />
            </div>
          )}
          <p className={cx(text.secondary, page.lead)}>
            {t(
              /*i18n*/ {
                id: "renewal.paymentReviewPage.youPayCardSecure",
                message: "You pay by card on the secure payment page of the bank, then come back here.",
              },
            )}
          </p>
          <div className={styles.pay}>
            <PayButton busy={busy} onClick={startPayment} />
          </div>
        </>
      )}
    </div>
  );
}
