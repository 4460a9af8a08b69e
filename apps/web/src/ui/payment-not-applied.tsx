import ReportProblemOutlinedIcon from "@mui/icons-material/ReportProblemOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatAed, PAYMENT_STATUS, type PaymentStatus } from "@pp/domain";
import { useText } from "../i18n/use-text";
import { OrderSummary } from "./order-summary";

/**
 * The bank took the money but it bought nothing (the application changed meanwhile, or it was already paid).
 * No "Go Back" and no retry: paying again is exactly what the customer must not do.
 */
export function PaymentNotApplied({ payment }: { payment: PaymentStatus }) {
  const { t } = useText();
  const refund = payment.status === PAYMENT_STATUS.REFUND_DUE;
  return (
    <>
      <Box sx={{ textAlign: "center" }}>
        <ReportProblemOutlinedIcon color="warning" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography variant="h1" gutterBottom>
          {refund ? t("This payment will be refunded") : t("Your payment needs a check")}
        </Typography>
      </Box>
      <Alert severity="warning" sx={{ mb: 3, textAlign: "left" }}>
        {payment.message}
      </Alert>
      <OrderSummary
        lines={[
          [t("Transaction ID"), payment.transactionId ?? "—"],
          [t("Payment Value in AED"), formatAed(payment.amountFils)],
        ]}
      />
      <Typography sx={{ mt: 3, textAlign: "center" }}>
        {t("Keep the transaction ID above for when your insurance partner contacts you.")}
      </Typography>
    </>
  );
}
