import { RENEWAL_CODE_LENGTH, renewalCodeVerifyRequestSchema } from "@pp/domain";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { TextField } from "../../../ui/plain/text-field";
import { useSchemaForm } from "../../../ui/plain/use-schema-form";
import { useSendRenewalCode } from "../api/send-renewal-code";
import { useVerifyRenewalCode } from "../api/verify-renewal-code";
import { RenewalError } from "../components/renewal-error";
import styles from "./policy-details.module.css";

const SEND_NEW_CODE_WORDS = /*i18n*/ { id: "renewal.unlockDetails.sendNewCode", message: "Send a new code" };

// The code's schema is zod/mini, already loaded with the renewal's answers.
const loadRule = async () => renewalCodeVerifyRequestSchema;

/**
 * The masked view's way to the full details (its own form: it sits outside the renewal form): a 6-digit code e-mailed to the address on the policy, entered here.
 * A wrong code says how many tries are left on the field and keeps what was typed; an expired, replaced or
 * exhausted code offers a new one. Once the code is right the renewal screens are read again, in full.
 */
export function UnlockDetails({ sentTo }: { sentTo: string }) {
  const { t } = useText();
  const send = useSendRenewalCode();
  const verify = useVerifyRenewalCode();
  const form = useSchemaForm({
    fields: ["code"],
    initial: { code: "" },
    load: loadRule,
    schemaOf: (schema) => schema,
  });

  const sendCode = () => {
    verify.reset();
    form.clearProblems(["code"]);
    send.mutate();
  };

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError) form.showServerProblems(error.fieldErrors);
      },
    }),
  );

  if (send.isIdle) {
    return (
      <Button variant="outlined" size="large" onClick={sendCode} className={styles.unlock}>
        {t(
          /*i18n*/ {
            id: "renewal.unlockDetails.showFullDetailsChange",
            message: "Show full details / change contact details",
          },
        )}
      </Button>
    );
  }

  const codeError = verify.error && !(verify.error instanceof ApiError && verify.error.fieldErrors.code?.length);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(
        /*i18n*/ { id: "renewal.unlockDetails.confirmEMailedCode", message: "Confirm with the e-mailed code" },
      )}
      className={styles.below}
    >
      {send.isPending && (
        <Alert severity="info" role="status">
          {t(
            /*i18n*/ {
              id: "renewal.unlockDetails.sendingCode",
              message: "Sending a code to {email}…",
              values: { email: sentTo },
            },
          )}
        </Alert>
      )}
      {send.isSuccess && (
        <Alert severity="info" role="status">
          {t(
            /*i18n*/ {
              id: "renewal.unlockDetails.weSent6Digit",
              message: "We sent a 6-digit code to {email}. Enter it below within {minutes} minutes.",
              values: {
                email: send.data.sentTo,
                minutes: send.data.validForMinutes,
              },
            },
          )}
        </Alert>
      )}
      {send.isError && (
        <RenewalError
          error={send.error}
          fallback={t(
            /*i18n*/ {
              id: "renewal.unlockDetails.codeCouldNotSent",
              message: "The code could not be sent. Please try again.",
            },
          )}
          onRetry={sendCode}
        />
      )}
      {codeError && verify.error && (
        <div className={styles.below}>
          {verify.error instanceof ApiError && verify.error.status > 0 && verify.error.status !== 401 ? (
            <ErrorAlert onRetry={sendCode} retryLabel={t(SEND_NEW_CODE_WORDS)}>
              {verify.error.message}
            </ErrorAlert>
          ) : (
            <RenewalError
              error={verify.error}
              fallback={t(
                /*i18n*/ {
                  id: "renewal.unlockDetails.codeCouldNotChecked",
                  message: "The code could not be checked. Please try again.",
                },
              )}
            />
          )}
        </div>
      )}
      <TextField
        {...form.field("code")}
        label={t(/*i18n*/ { id: "renewal.unlockDetails.codeLabel", message: "6-digit code" })}
        autoComplete="one-time-code"
        autoFocus
        required
        inputMode="numeric"
        maxLength={RENEWAL_CODE_LENGTH}
        spellCheck={false}
      />
      <div className={styles.codeActions}>
        <Button type="submit" loading={verify.isPending} loadingPosition="start">
          {verify.isPending
            ? t(/*i18n*/ { id: "renewal.form.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "renewal.unlockDetails.confirmCode", message: "Confirm code" })}
        </Button>
        <Button variant="text" onClick={sendCode} disabled={send.isPending}>
          {t(SEND_NEW_CODE_WORDS)}
        </Button>
      </div>
    </form>
  );
}
