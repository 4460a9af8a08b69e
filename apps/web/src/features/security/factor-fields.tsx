import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { FormTextField } from "../../ui/form-text-field";

/** The partner's password, typed again before a change to how they sign in. */
export function PasswordAgainField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useText();
  return (
    <FormTextField
      control={control}
      name={"password" as FieldPath<T>}
      label={t(/*i18n*/ { id: "security.field.password", message: "Your password" })}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

/** A code of the second factor: from the app, or (where `hint` says so) a recovery code. */
export function FactorCodeField<T extends FieldValues>({
  control,
  label,
  hint,
  appOnly = false,
}: {
  control: Control<T>;
  label?: string;
  hint?: string;
  appOnly?: boolean;
}) {
  const { t } = useText();
  return (
    <FormTextField
      control={control}
      name={"code" as FieldPath<T>}
      label={label ?? t(/*i18n*/ { id: "security.field.code", message: "Code" })}
      helperText={
        appOnly
          ? undefined
          : (hint ??
            t(
              /*i18n*/ {
                id: "security.field.codeHint",
                message: "The code your app shows now, or one of your recovery codes.",
              },
            ))
      }
      autoComplete="one-time-code"
      required
      inputProps={appOnly ? { inputMode: "numeric" } : undefined}
    />
  );
}
