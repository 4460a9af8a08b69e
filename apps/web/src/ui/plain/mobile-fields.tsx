import { MOBILE_NUMBER_LENGTH, UAE_MOBILE_PREFIXES } from "@pp/domain";
import { useText } from "../../i18n/use-text";
import styles from "./mobile-fields.module.css";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

type Part = {
  name: string;
  value: string;
  problem: string | undefined;
  inputRef?: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

const PREFIX_OPTIONS = UAE_MOBILE_PREFIXES.map((prefix) => ({ value: prefix as string, label: prefix }));

/** ui/form-mobile-fields.tsx without MUI: a UAE mobile as the domain holds it, the code beside the 7-digit number. */
export function MobileFields({
  prefix,
  number,
  autoComplete = "tel-local",
}: {
  prefix: Part;
  number: Part;
  /** "tel-local" for the user's own number; "off" for someone else's (a customer the partner invites). */
  autoComplete?: string;
}) {
  const { t } = useText();
  return (
    <div className={styles.row}>
      <div className={styles.prefix}>
        <SelectField
          {...prefix}
          label={t(/*i18n*/ { id: "ui.mobileFields.mobileCode", message: "Mobile code" })}
          options={PREFIX_OPTIONS}
          required
        />
      </div>
      <TextField
        {...number}
        label={t(/*i18n*/ { id: "ui.mobileFields.mobileNumber", message: "Mobile number" })}
        type="tel"
        autoComplete={autoComplete}
        required
        inputMode="numeric"
        maxLength={MOBILE_NUMBER_LENGTH}
      />
    </div>
  );
}
