import { MOBILE_NUMBER_LENGTH, UAE_MOBILE_PREFIXES } from "@pp/domain";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useText } from "../i18n/use-text";
import { FormSelectField } from "./form-select-field";
import { FormTextField } from "./form-text-field";
import styles from "./plain/mobile-fields.module.css";

const MOBILE_PREFIX_OPTIONS = UAE_MOBILE_PREFIXES.map((p) => ({ value: p, label: p }));

type FormMobileFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  prefixName: FieldPath<T>;
  numberName: FieldPath<T>;
  /** "tel-local" for the user's own number; "off" for someone else's (a customer the partner invites). */
  autoComplete?: string;
};

/** A UAE mobile as the domain holds it: the code from the list beside the 7-digit number. */
export function FormMobileFields<T extends FieldValues>({
  control,
  prefixName,
  numberName,
  autoComplete = "tel-local",
}: FormMobileFieldsProps<T>) {
  const { t } = useText();
  return (
    <div className={styles.row}>
      <div className={styles.prefix}>
        <FormSelectField
          control={control}
          name={prefixName}
          label={t("Mobile code")}
          options={MOBILE_PREFIX_OPTIONS}
          required
        />
      </div>
      <FormTextField
        control={control}
        name={numberName}
        label={t("Mobile number")}
        type="tel"
        autoComplete={autoComplete}
        required
        inputProps={{ inputMode: "numeric", maxLength: MOBILE_NUMBER_LENGTH }}
      />
    </div>
  );
}
