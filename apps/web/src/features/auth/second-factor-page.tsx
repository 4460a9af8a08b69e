import { zodResolver } from "@hookform/resolvers/zod";
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
import { Button } from "../../ui/plain/button";
import { Checkbox } from "../../ui/plain/checkbox";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { useSignInWithTrustedBrowser } from "./api/sign-in-with-trusted-browser";
import { isSignInTimedOut, useVerifySecondFactor } from "./api/verify-second-factor";
import { AuthLayout } from "./components/auth-layout";
import styles from "./components/auth-steps.module.css";
import { BackToSignIn, SignInAgain } from "./components/back-to-sign-in";
import { canHoldDeviceKey, createDeviceKey } from "./device/device-key";
import { useCompleteSignIn } from "./hooks/use-complete-sign-in";

const TWO_FACTOR_SIGN_WORDS = /*i18n*/ { id: "auth.secondFactorPage.twoFactorSign", message: "Two-factor sign-in" };

/** /login/two-factor: the second step of a sign-in, after the right password. */
export function SecondFactorPage() {
  return (
    <AuthLayout>
      <SecondFactorForm />
    </AuthLayout>
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
      <h1 className={text.h1}>{t(TWO_FACTOR_SIGN_WORDS)}</h1>
      <p className={cx(text.body1, text.secondary, styles.plain)} role="status">
        {t(/*i18n*/ { id: "auth.secondFactorPage.checkingBrowser", message: "Checking this browser…" })}
      </p>
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
      <h1 className={text.h1}>{t(TWO_FACTOR_SIGN_WORDS)}</h1>
      {timedOut && verify.error ? (
        <SignInAgain message={verify.error.message} />
      ) : (
        <>
          <p className={cx(text.body1, text.secondary, styles.plain)}>
            {recovery
              ? t(
                  /*i18n*/ {
                    id: "auth.secondFactorPage.enterOneRecoveryCodes",
                    message:
                      "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.",
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "auth.secondFactorPage.openAuthenticatorAppPhone",
                    message:
                      "Open the authenticator app on your phone and enter the 6-digit code it shows for Partner Portal.",
                  },
                )}
          </p>
          {recovery && (
            <p className={cx(text.body2, text.secondary, styles.note)}>
              {t(
                /*i18n*/ {
                  id: "auth.secondFactorPage.lostPhoneCodesCall",
                  message:
                    "Lost your phone and your codes? Call customer relations (in the footer): they can reset your two-factor sign-in once they have checked who you are.",
                },
              )}
            </p>
          )}
          {otherError && (
            <div className={styles.spaced}>
              <ErrorAlert>{otherError.message}</ErrorAlert>
            </div>
          )}
          <form noValidate onSubmit={onSubmit} aria-label={t(TWO_FACTOR_SIGN_WORDS)}>
            <FormTextField
              key={recovery ? "recovery" : "app"}
              control={control}
              name="code"
              label={
                recovery
                  ? t(/*i18n*/ { id: "auth.secondFactorPage.recoveryCode", message: "Recovery code" })
                  : t(/*i18n*/ { id: "auth.secondFactorPage.codeApp", message: "Code from your app" })
              }
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
                    <Checkbox
                      checked={field.value ?? false}
                      onChange={field.onChange}
                      describedBy={trustHintId}
                      label={t(
                        /*i18n*/ {
                          id: "auth.secondFactorPage.trustBrowserDays",
                          message: "Trust this browser for {days} days",
                          values: { days: TRUSTED_BROWSER_DAYS },
                        },
                      )}
                    />
                  )}
                />
                <p id={trustHintId} className={styles.trustHint}>
                  {t(
                    /*i18n*/ {
                      id: "auth.secondFactorPage.notAskCodeHere",
                      message: "It will not ask for a code here until then. Leave it unticked on a shared computer.",
                    },
                  )}
                </p>
              </>
            )}
            <Button type="submit" size="large" fullWidth loading={verify.isPending} className={styles.submit}>
              {t(/*i18n*/ { id: "auth.secondFactorPage.verify", message: "Verify" })}
            </Button>
          </form>
          <div className={styles.centered}>
            <button type="button" className={cx(text.body1, styles.linkButton)} onClick={switchKind}>
              {recovery
                ? t(
                    /*i18n*/ {
                      id: "auth.secondFactorPage.useCodeAppInstead",
                      message: "Use the code from your app instead",
                    },
                  )
                : t(
                    /*i18n*/ {
                      id: "auth.secondFactorPage.useRecoveryCodeInstead",
                      message: "Use a recovery code instead",
                    },
                  )}
            </button>
          </div>
        </>
      )}
      <BackToSignIn />
    </>
  );
}
