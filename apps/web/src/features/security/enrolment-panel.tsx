import { zodResolver } from "@hookform/resolvers/zod";
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
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import { Spinner } from "../../ui/plain/spinner";
import text from "../../ui/plain/typography.module.css";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { useConfirmEnrolment, useStartEnrolment } from "./api/two-factor-api";
import { FactorCodeField, PasswordAgainField } from "./factor-fields";
import styles from "./security.module.css";

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
      <div
        className={styles.loading}
        role="status"
        aria-label={t(/*i18n*/ { id: "security.enrol.preparing", message: "Preparing the set-up" })}
      >
        <Spinner />
      </div>
    );
  }
  if (start.isError) return <ErrorAlert onRetry={() => start.mutate()}>{start.error.message}</ErrorAlert>;
  const { secret, qrCode } = start.data;
  const confirmError =
    confirm.error && !(confirm.error instanceof ApiError && Object.keys(confirm.error.fieldErrors).length)
      ? confirm.error
      : null;

  return (
    <div>
      <ol className={cx(text.body1, styles.steps, styles.spacedSteps)}>
        <li>
          {t(
            /*i18n*/ {
              id: "security.enrol.install",
              message:
                "Install an authenticator app on your phone, such as Microsoft Authenticator or Google Authenticator.",
            },
          )}
        </li>
        <li>
          {t(/*i18n*/ { id: "security.enrol.scan", message: "In the app, add an account and scan this QR code." })}
        </li>
      </ol>
      <div className={styles.qr}>
        <img
          src={qrCode}
          alt={t(/*i18n*/ { id: "security.enrol.qrCode", message: "QR code to scan with your authenticator app" })}
          width={200}
          height={200}
        />
      </div>
      <p className={cx(text.body2, text.secondary, styles.plain)}>
        {t(
          /*i18n*/ {
            id: "security.enrol.cannotScan",
            message: "Cannot scan it? Enter this key in the app instead (time-based):",
          },
        )}
      </p>
      {/* A paragraph takes no aria-label: its name is said before the key, the key alone in the test's element. */}
      <p className={styles.secret}>
        <VisuallyHidden>{t(/*i18n*/ { id: "security.enrol.key", message: "Key to enter in the app" })} </VisuallyHidden>
        <span data-testid="two-factor-secret">{secret}</span>
      </p>
      <ol start={3} className={cx(text.body1, styles.steps, styles.lastStep)}>
        <li>
          {askPassword
            ? t(
                /*i18n*/ {
                  id: "security.enrol.enterCodeAndPassword",
                  message: "Enter the 6-digit code the app now shows, and your password.",
                },
              )
            : t(/*i18n*/ { id: "security.enrol.enterCode", message: "Enter the 6-digit code the app now shows." })}
        </li>
      </ol>
      {confirmError && (
        <div className={styles.spaced}>
          <ErrorAlert>{confirmError.message}</ErrorAlert>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t(/*i18n*/ { id: "security.enrol.confirm", message: "Confirm the authenticator app" })}
        className={styles.form}
      >
        <FactorCodeField
          control={control}
          label={t(/*i18n*/ { id: "security.enrol.codeFromApp", message: "Code from your app" })}
          appOnly
        />
        {askPassword && <PasswordAgainField control={control} />}
        <Button type="submit" size="large" loading={confirm.isPending} className={styles.wideTopGap} fullWidth>
          {t(/*i18n*/ { id: "security.enrol.turnOn", message: "Turn on two-factor sign-in" })}
        </Button>
      </form>
    </div>
  );
}
