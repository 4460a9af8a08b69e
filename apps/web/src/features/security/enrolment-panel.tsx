import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import {
  type EnrolmentConfirm,
  enrolmentCodeFormSchema,
  enrolmentWithPasswordFormSchema,
  type RecoveryCodesResponse,
} from "@pp/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { ErrorAlert } from "../../ui/error-alert";
import { useConfirmEnrolment, useStartEnrolment } from "./api/two-factor-api";
import { FactorCodeField, PasswordAgainField } from "./factor-fields";

type EnrolmentPanelProps = {
  /** On the security page the password is asked again; right after a password step it is not. */
  askPassword: boolean;
  onEnrolled: (result: RecoveryCodesResponse) => void;
  /** Rendered instead of the panel when the server answers 401 (a sign-in that waited too long). */
  timedOut?: (message: string) => ReactNode;
};

/**
 * Setting up the authenticator app: a new secret as a QR code and as text to type, then a code from the app proves
 * it holds the secret. Asks the server for the secret once when it opens.
 */
export function EnrolmentPanel({ askPassword, onEnrolled, timedOut }: EnrolmentPanelProps) {
  const { t } = useText();
  const signingIn = !askPassword;
  const start = useStartEnrolment(signingIn);
  const confirm = useConfirmEnrolment(signingIn);
  const started = useRef(false);
  const { control, handleSubmit, setError, setValue } = useForm<EnrolmentConfirm>({
    resolver: zodResolver(askPassword ? enrolmentWithPasswordFormSchema : enrolmentCodeFormSchema),
    defaultValues: askPassword ? { code: "", password: "" } : { code: "" },
  });
  const { mutate: startEnrolment } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startEnrolment();
  }, [startEnrolment]);

  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: onEnrolled,
      onError: (error) => {
        if (applyFieldErrors(error, setError, ["code", "password"])) setValue("code", "");
      },
    }),
  );

  const failure = start.error ?? confirm.error;
  if (failure instanceof ApiError && failure.status === 401 && timedOut) return timedOut(failure.message);
  if (start.isPending || start.isIdle) {
    return (
      <Box
        sx={{ display: "flex", justifyContent: "center", py: 4 }}
        role="status"
        aria-label={t("Preparing the set-up")}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (start.isError) return <ErrorAlert onRetry={() => start.mutate()}>{start.error.message}</ErrorAlert>;
  const { secret, qrCode } = start.data;
  const confirmError =
    confirm.error && !(confirm.error instanceof ApiError && Object.keys(confirm.error.fieldErrors).length)
      ? confirm.error
      : null;

  return (
    <Box>
      <Typography component="ol" sx={{ pl: 3, "& li": { mb: 1 } }}>
        <li>
          {t("Install an authenticator app on your phone, such as Microsoft Authenticator or Google Authenticator.")}
        </li>
        <li>{t("In the app, add an account and scan this QR code.")}</li>
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "center", my: 2 }}>
        <Box
          component="img"
          src={qrCode}
          alt={t("QR code to scan with your authenticator app")}
          width={200}
          height={200}
          sx={{ border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "common.white" }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("Cannot scan it? Enter this key in the app instead (time-based):")}
      </Typography>
      <Typography
        data-testid="two-factor-secret"
        aria-label={t("Key to enter in the app")}
        sx={{ fontFamily: "monospace", fontSize: "1.1rem", letterSpacing: 1, my: 1, overflowWrap: "anywhere" }}
      >
        {secret}
      </Typography>
      <Typography component="ol" start={3} sx={{ pl: 3, mt: 2 }}>
        <li>
          {askPassword
            ? t("Enter the 6-digit code the app now shows, and your password.")
            : t("Enter the 6-digit code the app now shows.")}
        </li>
      </Typography>
      {confirmError && (
        <Box sx={{ my: 2 }}>
          <ErrorAlert>{confirmError.message}</ErrorAlert>
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t("Confirm the authenticator app")}
        sx={{ maxWidth: 480 }}
      >
        <FactorCodeField control={control} label={t("Code from your app")} appOnly />
        {askPassword && <PasswordAgainField control={control} />}
        <Button type="submit" variant="contained" size="large" loading={confirm.isPending} sx={{ mt: 2 }} fullWidth>
          {t("Turn on two-factor sign-in")}
        </Button>
      </Box>
    </Box>
  );
}
