import { formatAed, PAYMENT_STATUS, type PaymentStatus } from "@pp/domain";
import { useText } from "../i18n/use-text";
import { OrderSummary } from "./order-summary";
import { OutcomeIcon } from "./outcome-icon";
import styles from "./payment-result.module.css";
import { Alert } from "./plain/alert";
import text from "./plain/typography.module.css";

/**
 * The bank took the money but it bought nothing (the application changed meanwhile, or it was already paid).
 * No "Go Back" and no retry: paying again is exactly what the customer must not do.
 */
export function PaymentNotApplied({ payment }: { payment: PaymentStatus }) {
  const { t } = useText();
  const refund = payment.status === PAYMENT_STATUS.REFUND_DUE;
  return (
    <>
      <div className={styles.centre}>
        <OutcomeIcon outcome="check" />
        <h1 className={text.h1}>
          {refund
            ? t(/*i18n*/ { id: "ui.paymentNotApplied.paymentRefunded", message: "This payment will be refunded" })
            : t(/*i18n*/ { id: "ui.paymentNotApplied.paymentNeedsCheck", message: "Your payment needs a check" })}
        </h1>
      </div>
      <Alert severity="warning" className={styles.notice}>
        {payment.message}
      </Alert>
      <OrderSummary
        lines={[
          [
            t(/*i18n*/ { id: "ui.paymentNotApplied.transactionId", message: "Transaction ID" }),
            payment.transactionId ?? "—",
          ],
          [
            t(/*i18n*/ { id: "ui.paymentNotApplied.paymentValueAed", message: "Payment Value in AED" }),
            formatAed(payment.amountFils),
          ],
        ]}
      />
      <p className={styles.after}>
        {t(
          /*i18n*/ {
            id: "ui.paymentNotApplied.keepTransactionIdAbove",
            message: "Keep the transaction ID above for when your insurance partner contacts you.",
          },
        )}
      </p>
    </>
  );
}
