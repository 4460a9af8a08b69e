import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { type RenewalCodeVerifyRequest, renewalCodeVerifyRequestSchema } from "@pp/domain";
import { useForm } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormTextField } from "../../../ui/form-text-field";
import { useSendRenewalCode } from "../api/send-renewal-code";
import { useVerifyRenewalCode } from "../api/verify-renewal-code";
import { RenewalError } from "../components/renewal-error";

const UNLOCK_LABEL = msg("Show full details / change contact details");

/**
 * The masked view's way to the full details (its own form: it sits outside the renewal form): a 6-digit code e-mailed to the address on the policy, entered here.
 * A wrong code says how many tries are left on the field and keeps what was typed; an expired, replaced or
 * exhausted code offers a new one. Once the code is right the renewal screens are read again, in full.
 */
export function UnlockDetails({ sentTo }: { sentTo: string }) {
  const { t } = useText();
  const send = useSendRenewalCode();
  const verify = useVerifyRenewalCode();
  const { control, handleSubmit, setError, clearErrors } = useForm<RenewalCodeVerifyRequest>({
    resolver: zodResolver(renewalCodeVerifyRequestSchema),
    defaultValues: { code: "" },
  });

  const sendCode = () => {
    verify.reset();
    clearErrors();
    send.mutate();
  };

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, { onError: (error) => applyFieldErrors(error, setError, ["code"]) }),
  );

  if (send.isIdle) {
    return (
      <Button variant="outlined" size="large" onClick={sendCode} sx={{ mt: 1 }}>
        {translateMessage(UNLOCK_LABEL)}
      </Button>
    );
  }

  const codeError = verify.error && !(verify.error instanceof ApiError && verify.error.fieldErrors.code?.length);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t("Confirm with the e-mailed code")}
      sx={{ mt: 2 }}
    >
      {send.isPending && (
        <Alert severity="info" role="status">
          {t("Sending a code to {email}…", { email: sentTo })}
        </Alert>
      )}
      {send.isSuccess && (
        <Alert severity="info" role="status">
          {t("We sent a 6-digit code to {email}. Enter it below within {minutes} minutes.", {
            email: send.data.sentTo,
            minutes: send.data.validForMinutes,
          })}
        </Alert>
      )}
      {send.isError && (
        <RenewalError
          error={send.error}
          fallback={t("The code could not be sent. Please try again.")}
          onRetry={sendCode}
        />
      )}
      {codeError && verify.error && (
        <Box sx={{ mt: 2 }}>
          {verify.error instanceof ApiError && verify.error.status > 0 && verify.error.status !== 401 ? (
            <ErrorAlert onRetry={sendCode} retryLabel={t("Send a new code")}>
              {verify.error.message}
            </ErrorAlert>
          ) : (
            <RenewalError error={verify.error} fallback={t("The code could not be checked. Please try again.")} />
          )}
        </Box>
      )}
      <FormTextField
        control={control}
        name="code"
        label={t("6-digit code")}
        autoComplete="one-time-code"
        autoFocus
        required
        inputProps={{ inputMode: "numeric", maxLength: 6, spellCheck: false }}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          loading={verify.isPending}
          loadingPosition="start"
          disabled={verify.isPending}
        >
          {verify.isPending ? t("Please Wait...") : t("Confirm code")}
        </Button>
        <Button variant="text" onClick={sendCode} disabled={send.isPending}>
          {t("Send a new code")}
        </Button>
      </Box>
    </Box>
  );
}
