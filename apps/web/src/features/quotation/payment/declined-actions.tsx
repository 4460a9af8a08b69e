import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { useSendPaymentLink } from "../../../api/send-payment-link";
import { useText } from "../../../i18n/use-text";
import { postToGateway } from "../../../ui/post-to-gateway";
import { useStartPayment } from "../api/start-payment";

/**
 * After a declined card: pay again at once with another card, or let the customer pay from their own device with
 * the payment link — the same actions as the payment step, without going back to it.
 */
export function DeclinedActions({ quotationId }: { quotationId: number }) {
  const { t } = useText();
  const pay = useStartPayment();
  const link = useSendPaymentLink();
  const [redirecting, setRedirecting] = useState(false);
  const busy = pay.isPending || redirecting || link.isPending;
  const error = pay.error ?? link.error;
  const tryAnotherCard = () =>
    pay.mutate(quotationId, {
      onSuccess: ({ action, fields }) => {
        setRedirecting(true);
        postToGateway(action, fields);
      },
    });
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        onClick={tryAnotherCard}
        disabled={busy}
        loading={pay.isPending || redirecting}
      >
        {t("Try another card")}
      </Button>
      <Button variant="outlined" size="large" onClick={() => link.mutate(quotationId)} disabled={busy || !!link.data}>
        {t("Send the customer a payment link")}
      </Button>
      {(error || link.data) && (
        <Box sx={{ flexBasis: "100%" }}>
          {link.data ? (
            <Alert severity="success">{link.data.message}</Alert>
          ) : (
            <Alert severity="error">
              {error instanceof ApiError ? error.message : t("That did not work. Please try again, or Go Back.")}
            </Alert>
          )}
        </Box>
      )}
    </>
  );
}
