import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatAed, QUOTATION_STATUS, QUOTATION_STATUS_LABELS, underwritingHold } from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../../api/client";
import { useSendPaymentLink } from "../../../api/send-payment-link";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PayButton } from "../../../ui/pay-button";
import { PremiumTotals } from "../../../ui/premium-totals";
import { useGatewayRedirect } from "../../../ui/use-gateway-redirect";
import { type QuotationReview, reviewQueryKey } from "../api/get-review";
import { useStartPayment } from "../api/start-payment";
import { ReviewStep } from "../components/review-step";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";

/** Step 5 of 5, /Basic-B2C/paymentreview: the amount the server computed, Pay or Send payment link. */
export function PaymentReviewPage() {
  const { t } = useText();
  return (
    <ReviewStep step="payment" title={t("Payment")} previous="finalize" loadingLabel={t("Loading the amount due")}>
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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {t("Amount due")}
      </Typography>
      <Typography sx={{ fontSize: "2rem", fontWeight: 700, mb: 1 }}>{formatAed(review.totals.total)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("Status:")} <strong>{translateMessage(QUOTATION_STATUS_LABELS[review.status])}</strong>
        {" · "}
        {review.members.length === 1
          ? t("1 insured member")
          : t("{count} insured members", { count: review.members.length })}
      </Typography>
      <PremiumTotals totals={review.totals} />
      <Divider sx={{ my: 2 }} />
      {paid ? (
        <Alert severity="info">{t("This application has already been paid.")}</Alert>
      ) : underwritingHold(review.status) ? (
        <Alert severity="warning">
          {underwritingHold(review.status)}{" "}
          <Link component={RouterLink} to={stepPath("review")} onClick={() => setTempStatus("Previous")}>
            {t("Open the underwriting review")}
          </Link>
        </Alert>
      ) : !finalized ? (
        <Alert severity="warning">
          {t("Finalize the application before paying: the declaration must be confirmed after the last change.")}{" "}
          <Link component={RouterLink} to={stepPath("finalize")} onClick={() => setTempStatus("Previous")}>
            {t("Go to Finalize Application")}
          </Link>
        </Alert>
      ) : (
        <>
          {error && (
            <Box sx={{ mb: 2 }}>
              <ErrorAlert>
                {error instanceof ApiError ? error.message : t("That did not work. Please try again.")}
              </ErrorAlert>
            </Box>
          )}
          {link.data && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {link.data.message}
            </Alert>
          )}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("Pay now by card on the secure payment page, or e-mail the customer a link to pay the same amount.")}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: 1.5 }}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => link.mutate(quotationId, { onError: refreshOnConflict })}
              disabled={busy || link.isPending}
              loading={link.isPending}
              loadingPosition="start"
              sx={{ width: { xs: "100%", sm: "auto" } }}
            >
              {t("Send payment link")}
            </Button>
            <PayButton busy={busy} disabled={link.isPending} onClick={startPayment} />
          </Box>
        </>
      )}
    </Paper>
  );
}
