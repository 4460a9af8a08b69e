import { EMIRATES_ID_PLACEHOLDERS, formatEmiratesIdInput } from "@pp/domain";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useText } from "../i18n/use-text";
import { FormTextField } from "./form-text-field";
import styles from "./identity-number-fields.module.css";
import { NumberHelp } from "./number-help";

/**
 * Digits (with the hyphens and spaces people paste) are put into 784-YYYY-NNNNNNN-C as they are typed. Anything
 * else is kept as typed, so the field can say "Enter digits only" instead of silently dropping the letters.
 */
const formatAsTyped = (raw: string) => (/^[\d\s-]*$/.test(raw) ? formatEmiratesIdInput(raw) : raw);

/** The number's shape, the same in every language. */
const FORMAT_HINT = "784-YYYY-NNNNNNN-C";

type EmiratesIdFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  required?: boolean;
};

/** An Emirates ID number with auto-inserted hyphens and the placeholder values for people without a card. */
export function EmiratesIdField<T extends FieldValues>({ control, name, required }: EmiratesIdFieldProps<T>) {
  const { t } = useText();
  return (
    <div className={styles.withHelp}>
      <FormTextField
        control={control}
        name={name}
        label={t(/*i18n*/ { id: "ui.emiratesIdField.emiratesIdNumber", message: "Emirates ID number" })}
        autoComplete="off"
        helperText={FORMAT_HINT}
        inputProps={{ inputMode: "numeric" }}
        format={formatAsTyped}
        required={required}
      />
      <NumberHelp
        label={t(
          /*i18n*/ {
            id: "ui.emiratesIdField.numbersUseWithoutEmirates",
            message: "Numbers to use without an Emirates ID",
          },
        )}
        values={EMIRATES_ID_PLACEHOLDERS}
      />
    </div>
  );
}
