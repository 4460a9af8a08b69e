import { PAYMENT_STATUS, type PaymentStatus, PENDING_PAYMENT_STATUSES, UNAPPLIED_PAYMENT_STATUSES } from "@pp/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { ApiError } from "../api/client";
import { useText } from "../i18n/use-text";
import { ErrorAlert } from "./error-alert";
import { OutcomeIcon } from "./outcome-icon";
import { PaymentNotApplied } from "./payment-not-applied";
import styles from "./payment-result.module.css";
import { Alert } from "./plain/alert";
import { Button } from "./plain/button";
import { Spinner } from "./plain/spinner";
import text from "./plain/typography.module.css";

export type ResultLayoutProps = { children: ReactNode; quotationNo?: string };

type PaymentOutcomeProps<P extends PaymentStatus> = {
  payment: UseQueryResult<P>;
  /** The journey's frame: its stepper and quotation number around the outcome. */
  Layout: ComponentType<ResultLayoutProps>;
  accepted: (payment: P) => ReactNode;
  /** What "being reviewed" means in this journey (a policy issued, or renewed, once approved). */
  pendingText: string;
  failed: (message: string, payment?: P) => ReactNode;
  failedFallback: string;
  /** An error this journey explains itself (the renewal's ended session); null for the usual handling. */
  journeyError?: (error: Error) => ReactNode | null;
};

/**
 * The payment result pages' common switch: what the server recorded for the transaction decides
 * the view; an unknown transaction is a failure; an unreadable answer may still be a payment, so it says so.
 */
export function PaymentOutcome<P extends PaymentStatus>(props: PaymentOutcomeProps<P>) {
  const { t } = useText();
  const { payment, Layout } = props;
  if (payment.isPending) {
    return (
      <Layout>
        <div role="status" className={styles.waiting}>
          <span aria-hidden="true">
            <Spinner size={28} />
          </span>
          <span>{t(/*i18n*/ { id: "ui.declarationForm.pleaseWait", message: "Please Wait..." })}</span>
        </div>
      </Layout>
    );
  }
  if (payment.isError) {
    const error = payment.error;
    const explained = props.journeyError?.(error);
    if (explained) return <Layout>{explained}</Layout>;
    // Unknown, or not this user's transaction: nothing was paid here.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return props.failed(error.message);
    return (
      <Layout>
        <ErrorAlert onRetry={() => void payment.refetch()}>
          {t(
            /*i18n*/ {
              id: "ui.paymentOutcome.weCouldNotCheck",
              message:
                "We could not check the payment. It may still have gone through, so please try again before paying again.",
            },
          )}
        </ErrorAlert>
      </Layout>
    );
  }
  const data = payment.data;
  if (data.status === PAYMENT_STATUS.ACCEPTED) return props.accepted(data);
  if (UNAPPLIED_PAYMENT_STATUSES.has(data.status)) {
    return (
      <Layout quotationNo={data.quotationNo}>
        <PaymentNotApplied payment={data} />
      </Layout>
    );
  }
  if (PENDING_PAYMENT_STATUSES.has(data.status)) {
    return (
      <Layout quotationNo={data.quotationNo}>
        <div className={styles.centre}>
          <OutcomeIcon outcome="reviewing" />
          <h1 className={text.h1}>
            {t(/*i18n*/ { id: "ui.paymentOutcome.paymentBeingReviewed", message: "Your payment is being reviewed" })}
          </h1>
          <p className={styles.message}>{props.pendingText}</p>
          <Button
            size="large"
            onClick={() => void payment.refetch()}
            loading={payment.isFetching}
            loadingPosition="start"
          >
            {t(/*i18n*/ { id: "ui.paymentOutcome.refresh", message: "Refresh" })}
          </Button>
        </div>
      </Layout>
    );
  }
  return props.failed(data.message ?? props.failedFallback, data);
}

/** The failure: the bank's reason, then the journey's ways forward (Go Back first, as the spec shows it). */
export function PaymentFailedView({ message, goBack }: { message: string; goBack: ReactNode }) {
  const { t } = useText();
  return (
    <div className={styles.centre}>
      <OutcomeIcon outcome="failed" />
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "ui.paymentOutcome.paymentFailed", message: "Your payment failed" })}
      </h1>
      <Alert severity="error" className={styles.notice}>
        {message}
      </Alert>
      {goBack}
    </div>
  );
}
