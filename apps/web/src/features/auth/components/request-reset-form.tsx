import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { passwordResetRequestSchema } from "@pp/domain";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormTextField } from "../../../ui/form-text-field";
import { useRequestPasswordReset } from "../api/request-password-reset";
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
      <Typography variant="h1" gutterBottom>
        {t("Reset your password")}
      </Typography>
      {request.isSuccess ? (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {request.data}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">
            {t(
              "Enter your user ID or the e-mail address of your account. We will e-mail you a link to choose a new password.",
            )}
          </Typography>
          {failed && (
            <Box sx={{ my: 2 }}>
              <ErrorAlert onRetry={() => onSubmit()}>{request.error.message}</ErrorAlert>
            </Box>
          )}
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("Request a password reset link")}>
            <FormTextField
              control={control}
              name="identifier"
              label={t("User ID or e-mail address")}
              autoComplete="username"
              autoFocus
              required
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={request.isPending} sx={{ mt: 2 }}>
              {t("Send reset link")}
            </Button>
          </Box>
        </>
      )}
      <BackToSignIn />
    </>
  );
}
