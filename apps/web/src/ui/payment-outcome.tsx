import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { PAYMENT_STATUS, type PaymentStatus, PENDING_PAYMENT_STATUSES, UNAPPLIED_PAYMENT_STATUSES } from "@pp/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { ApiError } from "../api/client";
import { useText } from "../i18n/use-text";
import { ErrorAlert } from "./error-alert";
import { PaymentNotApplied } from "./payment-not-applied";

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
        <Box role="status" sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 2, py: 6 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>{t("Please Wait...")}</Typography>
        </Box>
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
            "We could not check the payment. It may still have gone through, so please try again before paying again.",
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
        <Box sx={{ textAlign: "center" }}>
          <HourglassTopIcon color="warning" sx={{ fontSize: 56 }} aria-hidden="true" />
          <Typography variant="h1" gutterBottom>
            {t("Your payment is being reviewed")}
          </Typography>
          <Typography sx={{ mb: 3 }}>{props.pendingText}</Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => void payment.refetch()}
            loading={payment.isFetching}
            loadingPosition="start"
          >
            {t("Refresh")}
          </Button>
        </Box>
      </Layout>
    );
  }
  return props.failed(data.message ?? props.failedFallback, data);
}

/** "Your payment failed" with the server's reason and the journey's way back (Go Back). */
/** The failure: the bank's reason, then the journey's ways forward (Go Back first, as the spec shows it). */
export function PaymentFailedView({ message, goBack }: { message: string; goBack: ReactNode }) {
  const { t } = useText();
  return (
    <Box sx={{ textAlign: "center" }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography variant="h1" gutterBottom>
        {t("Your payment failed")}
      </Typography>
      <Alert severity="error" sx={{ mb: 3, textAlign: "left" }}>
        {message}
      </Alert>
      {goBack}
    </Box>
  );
}
