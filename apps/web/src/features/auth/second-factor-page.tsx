import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { secondFactorRequestSchema, TRUSTED_BROWSER_DAYS } from "@pp/domain";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import type { SecondFactorLocationState } from "../../paths/sign-in-paths";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { ErrorAlert } from "../../ui/error-alert";
import { FormTextField } from "../../ui/form-text-field";
import { MuiTheme } from "../../ui/mui-theme";
import { useSignInWithTrustedBrowser } from "./api/sign-in-with-trusted-browser";
import { isSignInTimedOut, useVerifySecondFactor } from "./api/verify-second-factor";
import { AuthLayout } from "./components/auth-layout";
import { BackToSignIn, SignInAgain } from "./components/back-to-sign-in";
import { canHoldDeviceKey, createDeviceKey } from "./device/device-key";
import { useCompleteSignIn } from "./hooks/use-complete-sign-in";

/** /login/two-factor: the second step of a sign-in, after the right password. */
export function SecondFactorPage() {
  return (
    <MuiTheme>
      <AuthLayout>
        <SecondFactorForm />
      </AuthLayout>
    </MuiTheme>
  );
}

/**
 * A trusted browser first tries its own key on the login's challenge; the code is asked for when it keeps none, or
 * the server refuses it (decision 042).
 */
function SecondFactorForm() {
  const challenge = (useLocation().state as SecondFactorLocationState)?.deviceChallenge;
  const browserSignIn = useSignInWithTrustedBrowser();
  const completeSignIn = useCompleteSignIn();
  const tried = useRef(false);
  const tryKey = !!challenge && canHoldDeviceKey();
  useEffect(() => {
    // Once: the challenge is spent by the first try.
    if (!tryKey || tried.current) return;
    tried.current = true;
    browserSignIn.mutate(challenge, { onSuccess: (partner) => partner && completeSignIn(partner) });
  }, [tryKey, challenge, browserSignIn, completeSignIn]);
  const checking =
    tryKey && (browserSignIn.isIdle || browserSignIn.isPending || (browserSignIn.isSuccess && !!browserSignIn.data));
  return checking ? <CheckingBrowser /> : <CodeForm />;
}

function CheckingBrowser() {
  const { t } = useText();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Two-factor sign-in")}
      </Typography>
      <Typography color="text.secondary" role="status">
        {t("Checking this browser…")}
      </Typography>
    </>
  );
}

function CodeForm() {
  const { t } = useText();
  const [recovery, setRecovery] = useState(false);
  const verify = useVerifySecondFactor();
  const completeSignIn = useCompleteSignIn();
  const trustHintId = useId();
  const { control, handleSubmit, setError, setValue, setFocus } = useForm({
    resolver: zodResolver(secondFactorRequestSchema),
    defaultValues: { code: "", trustBrowser: false },
  });
  const onSubmit = handleSubmit(async (values) => {
    // Trust comes with a key of this browser's own; if one cannot be made, the sign-in goes on without trust.
    const devicePublicKey = values.trustBrowser ? await createDeviceKey().catch(() => undefined) : undefined;
    verify.mutate(
      { code: values.code, trustBrowser: !!devicePublicKey, devicePublicKey },
      {
        onSuccess: completeSignIn,
        onError: (error) => {
          if (applyFieldErrors(error, setError, ["code"])) setValue("code", "");
        },
      },
    );
  });
  const switchKind = () => {
    setRecovery((r) => !r);
    setValue("code", "");
    verify.reset();
    setTimeout(() => setFocus("code"), 0);
  };

  const timedOut = isSignInTimedOut(verify.error);
  const otherError =
    verify.error && !timedOut && !(verify.error instanceof ApiError && verify.error.fieldErrors.code?.length)
      ? verify.error
      : null;

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Two-factor sign-in")}
      </Typography>
      {timedOut && verify.error ? (
        <SignInAgain message={verify.error.message} />
      ) : (
        <>
          <Typography color="text.secondary">
            {recovery
              ? t("Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.")
              : t("Open the authenticator app on your phone and enter the 6-digit code it shows for Partner Portal.")}
          </Typography>
          {recovery && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t(
                "Lost your phone and your codes? Call customer relations (in the footer): they can reset your two-factor sign-in once they have checked who you are.",
              )}
            </Typography>
          )}
          {otherError && (
            <Box sx={{ my: 2 }}>
              <ErrorAlert>{otherError.message}</ErrorAlert>
            </Box>
          )}
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("Two-factor sign-in")}>
            <FormTextField
              key={recovery ? "recovery" : "app"}
              control={control}
              name="code"
              label={recovery ? t("Recovery code") : t("Code from your app")}
              autoComplete="one-time-code"
              autoFocus
              required
              inputProps={recovery ? { autoCapitalize: "characters", spellCheck: false } : { inputMode: "numeric" }}
            />
            {canHoldDeviceKey() && (
              <>
                <Controller
                  control={control}
                  name="trustBrowser"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          slotProps={{ input: { "aria-describedby": trustHintId } }}
                        />
                      }
                      label={t("Trust this browser for {days} days", { days: TRUSTED_BROWSER_DAYS })}
                    />
                  )}
                />
                <FormHelperText id={trustHintId} sx={{ mt: -0.5, ml: 4 }}>
                  {t("It will not ask for a code here until then. Leave it unticked on a shared computer.")}
                </FormHelperText>
              </>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending} sx={{ mt: 2 }}>
              {t("Verify")}
            </Button>
          </Box>
          <Box sx={{ mt: 2, textAlign: "center" }}>
            <Link component="button" type="button" onClick={switchKind}>
              {recovery ? t("Use the code from your app instead") : t("Use a recovery code instead")}
            </Link>
          </Box>
        </>
      )}
      <BackToSignIn />
    </>
  );
}
