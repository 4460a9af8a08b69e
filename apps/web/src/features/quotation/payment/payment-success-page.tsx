import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatAed, PAYMENT_STATUS, QUOTATION_STEPS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { usePublicConfig } from "../../../shell/api/get-public-config";
import { OrderSummary, type OrderSummaryLine } from "../../../ui/order-summary";
import { PaymentFailedView, PaymentOutcome, type ResultLayoutProps } from "../../../ui/payment-outcome";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { type PaymentStatus, paymentQueryOptions, receiptUrl } from "../api/get-payment";
import { QuotationStepper } from "../components/quotation-stepper";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { clearWizardState, readWizardState, rememberQuotation, setTempStatus } from "../wizard-storage";

const PAYMENT_STEP = QUOTATION_STEPS.findIndex((s) => s.key === "payment");
const FAILED_FALLBACK = "The payment could not be completed. No policy was issued.";

/**
 * /Basic-B2C/paymentsuccess or /paymentsuccess (H+): the gateway sends the browser here with TransactionID, status, … in the
 * query. Only TransactionID is read; what the page shows comes from the server, so a hand-made
 * "status=ACCEPT" shows nothing but a failure.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const transactionId = params.get("TransactionID")?.trim() ?? "";
  if (!transactionId) return <PaymentFailed message="The payment answer did not name a transaction." />;
  return <PaymentResult transactionId={transactionId} />;
}

function PaymentResult({ transactionId }: { transactionId: string }) {
  const payment = useQuery({
    ...paymentQueryOptions(transactionId),
    // Accepted but the policy not recorded yet: look again shortly.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === PAYMENT_STATUS.ACCEPTED && !data.policyNo ? 2000 : false;
    },
  });
  return (
    <PaymentOutcome
      payment={payment}
      Layout={ResultLayout}
      accepted={(data) => <PaymentAccepted payment={data} />}
      pendingText="Your payment is being reviewed by the bank. The policy is issued as soon as the payment is approved; refresh to see the latest status."
      failed={(message, data) => <PaymentFailed message={message} payment={data} />}
      failedFallback={FAILED_FALLBACK}
    />
  );
}

function ResultLayout({ children, quotationNo }: ResultLayoutProps) {
  return (
    <>
      <QuotationStepper activeIndex={PAYMENT_STEP} />
      {quotationNo && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Quotation number: <strong>{quotationNo}</strong>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: "auto" }}>
        {children}
      </Paper>
    </>
  );
}

function PaymentAccepted({ payment }: { payment: PaymentStatus }) {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { product, stepPath } = useQuotationJourney();
  // The purchase is over, so the wizard forgets this quotation (the partner stays signed in) — but only
  // this one: an old result page opened again must not wipe the application the partner is working on now.
  useEffect(() => {
    if (readWizardState(product).quotationId === payment.quotationId) clearWizardState();
  }, [payment.quotationId, product]);

  const startNew = () => {
    clearWizardState();
    navigate(stepPath("sponsor"));
  };

  return (
    <ResultLayout quotationNo={payment.quotationNo}>
      <Box sx={{ textAlign: "center" }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography variant="h1" gutterBottom>
          Congratulations
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {payment.policyNo
            ? `Your payment was successful and your policy ${payment.policyNo} has been issued.`
            : "Your payment was successful. Your policy is being issued."}
        </Typography>
      </Box>
      <OrderSummary lines={summaryLines(payment)} />
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          justifyContent: "center",
          gap: 1.5,
          mt: 3,
        }}
      >
        {payment.policyNo ? (
          <Button variant="contained" size="large" href={receiptUrl(payment.policyNo)} target="_blank" rel="noopener">
            Download payment receipt
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled>
            Generating payment receipt...
          </Button>
        )}
        <Button variant="outlined" size="large" onClick={startNew}>
          Start new application
        </Button>
      </Box>
      <Typography sx={{ mt: 3, textAlign: "center" }}>
        The policy documents were e-mailed to <strong>{payment.sponsorEmail}</strong>.
      </Typography>
      {config.data?.links.feedback && (
        <Typography sx={{ mt: 1, textAlign: "center" }}>
          We'd love to hear your feedback.{" "}
          <Link href={config.data.links.feedback} target="_blank" rel="noopener">
            Click here to rate us!
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </Typography>
      )}
    </ResultLayout>
  );
}

function summaryLines(payment: PaymentStatus): OrderSummaryLine[] {
  const lines: OrderSummaryLine[] = [
    ["Transaction ID", payment.transactionId ?? "—"],
    ["Payment Value in AED", formatAed(payment.amountFils)],
  ];
  if (payment.card) lines.push(["Card", payment.card]);
  if (payment.policyNo) lines.push(["Policy number", payment.policyNo]);
  return lines;
}

function PaymentFailed({ message, payment }: { message: string; payment?: PaymentStatus }) {
  const navigate = useNavigate();
  const { product, stepPath } = useQuotationJourney();
  const goBack = () => {
    // The server names the quotation, so Go Back also works in a browser that lost the wizard's storage.
    if (payment) rememberQuotation({ id: payment.quotationId, number: payment.quotationNo, product });
    setTempStatus("Previous");
    navigate(stepPath("payment"));
  };
  return (
    <ResultLayout quotationNo={payment?.quotationNo}>
      <PaymentFailedView
        message={message}
        goBack={
          <Button variant="contained" size="large" onClick={goBack}>
            Go Back
          </Button>
        }
      />
    </ResultLayout>
  );
}
