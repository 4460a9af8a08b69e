import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatAed, formatDisplayDate, type GetRenewalReviewResponse } from "@pp/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../../api/client";
import { msg } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { PageLoader } from "../../../ui/page-loader";
import { PayButton } from "../../../ui/pay-button";
import { PremiumTotals } from "../../../ui/premium-totals";
import { useGatewayRedirect } from "../../../ui/use-gateway-redirect";
import { RENEWAL_STATUS, renewalReviewQueryOptions } from "../api/get-renewal-review";
import { renewalKeys } from "../api/query-keys";
import { useStartRenewalPayment } from "../api/start-renewal-payment";
import { RenewalError } from "../components/renewal-error";
import { RenewalStepper } from "../components/renewal-stepper";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";

const TO_DETAILS = { to: RENEWAL_PATHS.details, label: msg("Go to Policy Details") };

/** /Basic-Renewals/paymentreviewrenewals: the amount the server computed, and Pay on the hosted payment page. */
export function RenewalPaymentReviewPage() {
  const { t } = useText();
  const review = useQuery(renewalReviewQueryOptions());
  let content: ReactNode;
  if (review.isPending) content = <PageLoader label={t("Loading the amount due")} />;
  else if (review.isError) {
    content = (
      <RenewalError
        error={review.error}
        fallback={t("The renewal could not be loaded. Please try again.")}
        onRetry={() => void review.refetch()}
        conflictLink={TO_DETAILS}
      />
    );
  } else content = <PaymentSummary review={review.data} />;

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.payment} />
      <Typography variant="h1" gutterBottom>
        {t("Payment")}
      </Typography>
      {review.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("Renewal quotation number:")} <strong>{review.data.Quotation_no}</strong>
        </Typography>
      )}
      {content}
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={RENEWAL_PATHS.finalize} variant="outlined" size="large">
          {t("Back")}
        </Button>
      </Box>
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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {t("Amount due")}
      </Typography>
      <Typography sx={{ fontSize: "2rem", fontWeight: 700, mb: 1 }}>{formatAed(review.totals.total)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("Policy {policyNo}, renewed for {from} – {to}", {
          policyNo: review.policyNo,
          from: formatDisplayDate(review.renewalStartDate),
          to: formatDisplayDate(review.renewalEndDate),
        })}
        {" · "}
        {t("Insured members: {count}", { count: review.members.length })}
      </Typography>
      <PremiumTotals totals={review.totals} />
      <Divider sx={{ my: 2 }} />
      {paid ? (
        <Alert severity="info">{t("This renewal has already been paid.")}</Alert>
      ) : !finalized ? (
        <Alert severity="warning">
          {t("Confirm the declaration before paying: it must be confirmed after the last change.")}{" "}
          <Link component={RouterLink} to={RENEWAL_PATHS.finalize}>
            {t("Go to the review")}
          </Link>
        </Alert>
      ) : (
        <>
          {pay.error && (
            <Box sx={{ mb: 2 }}>
              <RenewalError error={pay.error} fallback={t("The payment could not be started. Please try again.")} />
            </Box>
          )}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("You pay by card on the secure payment page of the bank, then come back here.")}
          </Typography>
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <PayButton busy={busy} onClick={startPayment} />
          </Box>
        </>
      )}
    </Paper>
  );
}
