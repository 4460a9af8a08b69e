import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";

type ErrorAlertProps = { children: ReactNode; onRetry?: () => void; retryLabel?: string; id?: string };

/** An error the user can act on: the message, and a retry when retrying can help (Errors). */
export function ErrorAlert({ children, onRetry, retryLabel = "Try again", id }: ErrorAlertProps) {
  return (
    <Alert
      id={id}
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
