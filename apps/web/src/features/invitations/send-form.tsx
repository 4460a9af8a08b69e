import type { FormEventHandler, ReactNode } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { FormUncheckedAlert } from "../../ui/form-unchecked-alert";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { SectionCard } from "../../ui/section-card";
import styles from "./send-form.module.css";

type SendFormProps<V extends FieldValues> = {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own errors: says so when its check could not be loaded (see lazyResolver). */
  formErrors: FieldErrors<V>;
  /** The failed request, if any: field errors are shown on the fields, anything else here. */
  error: unknown;
  pending: boolean;
  /** What was sent, once it was. */
  sent: ReactNode;
  children: ReactNode;
};

const isDailyLimit = (error: unknown) => error instanceof ApiError && error.status === 429;

/** A "send" form in a card: its fields in two columns, the outcome, and the button; entries stay on failure. */
export function SendForm<V extends FieldValues>({
  title,
  onSubmit,
  formErrors,
  error,
  pending,
  sent,
  children,
}: SendFormProps<V>) {
  const { t } = useText();
  const onFields = error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
  return (
    <SectionCard title={title}>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <div className={styles.fields}>{children}</div>
        <FormUncheckedAlert errors={formErrors} className={styles.below} />
        {error && !onFields ? (
          <div className={styles.below}>
            <ErrorAlert>
              {error instanceof ApiError
                ? error.message
                : t(/*i18n*/ { id: "invitations.sendForm.couldNotSent", message: "It could not be sent." })}{" "}
              {/* Past the daily limit the message says when to try again. */}
              {isDailyLimit(error)
                ? t(/*i18n*/ { id: "invitations.sendForm.entriesKept", message: "Your entries are kept." })
                : t(
                    /*i18n*/ {
                      id: "invitations.sendForm.entriesKeptTryAgain",
                      message: "Your entries are kept; try again.",
                    },
                  )}
            </ErrorAlert>
          </div>
        ) : null}
        {sent && (
          <Alert severity="success" role="status" className={styles.below}>
            {sent}
          </Alert>
        )}
        <Button type="submit" className={styles.below} disabled={pending}>
          {pending ? t(/*i18n*/ { id: "invitations.sendForm.sending", message: "Sending…" }) : title}
        </Button>
      </form>
    </SectionCard>
  );
}
