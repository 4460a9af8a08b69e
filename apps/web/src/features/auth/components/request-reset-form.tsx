import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetRequestSchema } from "@pp/domain";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormTextField } from "../../../ui/form-text-field";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { useRequestPasswordReset } from "../api/request-password-reset";
import styles from "./auth-steps.module.css";
import { BackToSignIn } from "./back-to-sign-in";

/** Step 1 of a reset: ask for a link. The answer is the same whether or not an account matched. */
export function RequestResetForm() {
  const { t } = useText();
  const request = useRequestPasswordReset();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { identifier: "" },
  });
  const onSubmit = handleSubmit((values) =>
    request.mutate(values, { onError: (error) => applyFieldErrors(error, setError, ["identifier"]) }),
  );
  const failed = request.error && !(request.error instanceof ApiError && request.error.fieldErrors.identifier?.length);

  return (
    <>
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "auth.requestResetForm.resetPassword", message: "Reset your password" })}
      </h1>
      {request.isSuccess ? (
        <Alert severity="success" role="status" className={styles.spaced}>
          {request.data}
        </Alert>
      ) : (
        <>
          <p className={cx(text.body1, text.secondary, styles.plain)}>
            {t(
              /*i18n*/ {
                id: "auth.requestResetForm.enterUserIdE",
                message:
                  "Enter your user ID or the e-mail address of your account. We will e-mail you a link to choose a new password.",
              },
            )}
          </p>
          {failed && (
            <div className={styles.spaced}>
              <ErrorAlert onRetry={() => onSubmit()}>{request.error.message}</ErrorAlert>
            </div>
          )}
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label={t(
              /*i18n*/ {
                id: "auth.requestResetForm.requestPasswordResetLink",
                message: "Request a password reset link",
              },
            )}
          >
            <FormTextField
              control={control}
              name="identifier"
              label={t(/*i18n*/ { id: "auth.requestResetForm.userIdEMail", message: "User ID or e-mail address" })}
              autoComplete="username"
              autoFocus
              required
            />
            <Button type="submit" size="large" fullWidth loading={request.isPending} className={styles.submit}>
              {t(/*i18n*/ { id: "auth.requestResetForm.sendResetLink", message: "Send reset link" })}
            </Button>
          </form>
        </>
      )}
      <BackToSignIn />
    </>
  );
}
