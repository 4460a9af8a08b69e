import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN, passwordResetFormSchema } from "@pp/domain";
import { RESET_PASSWORD_PATH, SIGN_IN_PATH } from "@pp/domain/routing";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { Alert } from "../../../ui/plain/alert";
import { LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { isInvalidResetLink, useConfirmPasswordReset } from "../api/confirm-password-reset";
import styles from "./auth-steps.module.css";
import { BackToSignIn } from "./back-to-sign-in";
import { NewPasswordFields } from "./new-password-fields";

const CHOOSE_NEW_PASSWORD_WORDS = /*i18n*/ {
  id: "auth.newPasswordForm.chooseNewPassword",
  message: "Choose a new password",
};

/** Step 2 of a reset: the e-mailed link brings the token; the partner picks a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useText();
  const confirm = useConfirmPasswordReset();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const onSubmit = handleSubmit(({ password }) =>
    confirm.mutate({ token, password }, { onError: (error) => applyFieldErrors(error, setError, ["password"]) }),
  );

  if (confirm.isSuccess) {
    return (
      <>
        <h1 className={text.h1}>
          {t(/*i18n*/ { id: "auth.newPasswordForm.passwordChanged", message: "Password changed" })}
        </h1>
        <Alert severity="success" role="status" className={styles.spaced}>
          {confirm.data}
        </Alert>
        <LinkButton size="large" fullWidth to={SIGN_IN_PATH}>
          {t(/*i18n*/ { id: "auth.signIn", message: "Sign in" })}
        </LinkButton>
      </>
    );
  }

  const linkRefused = isInvalidResetLink(confirm.error);
  // Password refusals sit on the field; anything else (server down, too many tries) goes in an alert.
  const otherError =
    confirm.error && !linkRefused && !(confirm.error instanceof ApiError && confirm.error.fieldErrors.password?.length)
      ? confirm.error
      : null;
  return (
    <>
      <h1 className={text.h1}>{t(CHOOSE_NEW_PASSWORD_WORDS)}</h1>
      {linkRefused && confirm.error ? (
        <div className={styles.spaced}>
          <ErrorAlert>{confirm.error.message}</ErrorAlert>
          <LinkButton fullWidth to={RESET_PASSWORD_PATH} className={styles.submit}>
            {t(/*i18n*/ { id: "auth.newPasswordForm.requestNewLink", message: "Request a new link" })}
          </LinkButton>
        </div>
      ) : (
        <>
          <p className={cx(text.body1, text.secondary, styles.plain)}>
            {t(
              /*i18n*/ {
                id: "auth.newPasswordForm.useLeastCharactersFew",
                message:
                  "Use at least {min} characters. A few unrelated words make a password that is easy to remember and hard to guess.",
                values: { min: PASSWORD_MIN },
              },
            )}
          </p>
          <NewPasswordFields
            control={control}
            onSubmit={onSubmit}
            formLabel={t(CHOOSE_NEW_PASSWORD_WORDS)}
            submitLabel={t(/*i18n*/ { id: "auth.newPasswordForm.changePassword", message: "Change password" })}
            pending={confirm.isPending}
            otherError={otherError}
          />
        </>
      )}
      <BackToSignIn />
    </>
  );
}
