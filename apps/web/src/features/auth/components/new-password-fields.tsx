import type { Control } from "react-hook-form";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormTextField } from "../../../ui/form-text-field";
import { Button } from "../../../ui/plain/button";
import styles from "./auth-steps.module.css";

type NewPasswordFieldsProps = {
  control: Control<{ password: string; confirmPassword: string }>;
  onSubmit: () => void;
  /** Names the form for screen readers. */
  formLabel: string;
  submitLabel: string;
  pending: boolean;
  /** A refusal that is not the password's own (it sits on the field): shown above the form, with a retry. */
  otherError: Error | null;
};

/**
 * Choosing a password, as a reset link and an invitation to a team ask for it: the new password (revealable), its
 * confirmation and the button, under the portal's password rules (the domain's `passwordResetFormSchema`).
 */
export function NewPasswordFields({
  control,
  onSubmit,
  formLabel,
  submitLabel,
  pending,
  otherError,
}: NewPasswordFieldsProps) {
  const { t } = useText();
  return (
    <>
      {otherError && (
        <div className={styles.spaced}>
          <ErrorAlert onRetry={() => onSubmit()}>{otherError.message}</ErrorAlert>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <FormTextField
          control={control}
          name="password"
          label={t(/*i18n*/ { id: "auth.newPasswordFields.newPassword", message: "New password" })}
          type="password"
          autoComplete="new-password"
          revealable
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t(/*i18n*/ { id: "auth.newPasswordFields.confirmNewPassword", message: "Confirm new password" })}
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" size="large" fullWidth loading={pending} className={styles.submit}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
