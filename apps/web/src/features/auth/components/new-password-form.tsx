import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { PASSWORD_MIN, passwordResetFormSchema } from "@pp/domain";
import { RESET_PASSWORD_PATH, SIGN_IN_PATH } from "@pp/domain/routing";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { isInvalidResetLink, useConfirmPasswordReset } from "../api/confirm-password-reset";
import { BackToSignIn } from "./back-to-sign-in";
import { NewPasswordFields } from "./new-password-fields";

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
        <Typography variant="h1" gutterBottom>
          {t("Password changed")}
        </Typography>
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {confirm.data}
        </Alert>
        <Button variant="contained" size="large" fullWidth component={RouterLink} to={SIGN_IN_PATH}>
          {t("Sign in")}
        </Button>
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
      <Typography variant="h1" gutterBottom>
        {t("Choose a new password")}
      </Typography>
      {linkRefused && confirm.error ? (
        <Box sx={{ my: 2 }}>
          <ErrorAlert>{confirm.error.message}</ErrorAlert>
          <Button variant="contained" fullWidth component={RouterLink} to={RESET_PASSWORD_PATH} sx={{ mt: 2 }}>
            {t("Request a new link")}
          </Button>
        </Box>
      ) : (
        <>
          <Typography color="text.secondary">
            {t(
              "Use at least {min} characters. A few unrelated words make a password that is easy to remember and hard to guess.",
              { min: PASSWORD_MIN },
            )}
          </Typography>
          <NewPasswordFields
            control={control}
            onSubmit={onSubmit}
            formLabel={t("Choose a new password")}
            submitLabel={t("Change password")}
            pending={confirm.isPending}
            otherError={otherError}
          />
        </>
      )}
      <BackToSignIn />
    </>
  );
}
