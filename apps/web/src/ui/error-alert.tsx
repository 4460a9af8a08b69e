import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";

type ErrorAlertProps = { children: ReactNode; onRetry?: () => void; retryLabel?: string; id?: string };

/** An error the user can act on: the message, and a retry when retrying can help (Errors). */
export function ErrorAlert({ children, onRetry, retryLabel, id }: ErrorAlertProps) {
  const { t } = useText();
  return (
    <Alert
      id={id}
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel ?? t("Try again")}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
