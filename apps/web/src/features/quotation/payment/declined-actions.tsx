import { useState } from "react";
import { ApiError } from "../../../api/client";
import { useSendPaymentLink } from "../../../api/send-payment-link";
import { useText } from "../../../i18n/use-text";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { postToGateway } from "../../../ui/post-to-gateway";
import { useStartPayment } from "../api/start-payment";
import styles from "./payment.module.css";

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
        {t(/*i18n*/ { id: "quotation.declinedActions.tryAnotherCard", message: "Try another card" })}
      </Button>
      <Button variant="outlined" size="large" onClick={() => link.mutate(quotationId)} disabled={busy || !!link.data}>
        {t(
          /*i18n*/ {
            id: "quotation.declinedActions.sendCustomerPaymentLink",
            message: "Send the customer a payment link",
          },
        )}
      </Button>
      {(error || link.data) && (
        <div className={styles.outcome}>
          {link.data ? (
            <Alert severity="success" role="status">
              {link.data.message}
            </Alert>
          ) : (
            <Alert severity="error">
              {error instanceof ApiError
                ? error.message
                : t(
                    /*i18n*/ {
                      id: "quotation.declinedActions.didNotWorkPlease",
                      message: "That did not work. Please try again, or Go Back.",
                    },
                  )}
            </Alert>
          )}
        </div>
      )}
    </>
  );
}
