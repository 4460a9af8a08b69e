import type { FieldErrors, FieldValues } from "react-hook-form";
import { useText } from "../i18n/use-text";
import { ErrorAlert } from "./error-alert";
import { FORM_UNCHECKED } from "./lazy-resolver";

/** Says so when a form's check (see lazyResolver) could not be loaded; the next press checks again. */
export function FormUncheckedAlert<V extends FieldValues>({
  errors,
  className,
}: {
  errors: FieldErrors<V>;
  className?: string;
}) {
  const { t } = useText();
  if (errors.root?.type !== FORM_UNCHECKED) return null;
  return (
    <ErrorAlert className={className}>
      {t(
        /*i18n*/ {
          id: "ui.formUnchecked.couldNotBeChecked",
          message: "The form could not be checked. Check your connection and try again.",
        },
      )}
    </ErrorAlert>
  );
}
