import { useText } from "../i18n/use-text";
import styles from "./pay-button.module.css";
import { Button } from "./plain/button";

/**
 * The one "Pay" of a payment step: "Please Wait..." while the payment starts and the browser leaves for the bank.
 * Plain elements, so the customer's payment page shows it without MUI.
 */
export function PayButton({ busy, disabled, onClick }: { busy: boolean; disabled?: boolean; onClick: () => void }) {
  const { t } = useText();
  return (
    <Button
      size="large"
      onClick={onClick}
      disabled={disabled}
      loading={busy}
      loadingPosition="start"
      className={styles.pay}
    >
      {busy
        ? t(/*i18n*/ { id: "ui.declarationForm.pleaseWait", message: "Please Wait..." })
        : t(/*i18n*/ { id: "ui.payButton.pay", message: "Pay" })}
    </Button>
  );
}
