import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";
import { Alert } from "./plain/alert";
import { Button } from "./plain/button";

type ErrorAlertProps = {
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  id?: string;
  className?: string;
};

/**
 * An error the user can act on: the message, and a retry when retrying can help (Errors). Plain elements, so the
 * customer's pages show it without MUI.
 */
export function ErrorAlert({ children, onRetry, retryLabel, id, className }: ErrorAlertProps) {
  const { t } = useText();
  return (
    <Alert
      id={id}
      className={className}
      severity="error"
      action={
        onRetry ? (
          <Button variant="text" size="small" inheritColor onClick={onRetry}>
            {retryLabel ?? t(/*i18n*/ { id: "ui.errorAlert.tryAgain", message: "Try again" })}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
