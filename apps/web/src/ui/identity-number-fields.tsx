import { PASSPORT_MAX_LENGTH, type Requirement, UID_MAX_LENGTH, UID_PLACEHOLDERS } from "@pp/domain";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useText } from "../i18n/use-text";
import { EmiratesIdField } from "./emirates-id-field";
import { FormTextField } from "./form-text-field";
import styles from "./identity-number-fields.module.css";
import { NumberHelp } from "./number-help";

type IdentityNumberFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  names: { emiratesId: FieldPath<T>; passport: FieldPath<T>; uid: FieldPath<T> };
  /** What the member's documents ask of each number; a hidden one is not shown. */
  requirements: { emiratesId: Requirement; passport: Requirement; uid: Requirement };
};

/**
 * A member's Emirates ID, passport and UID numbers, the same fields wherever they are entered (step 2's member
 * dialog, step 3's documents), each with its format under it.
 */
export function IdentityNumberFields<T extends FieldValues>({
  control,
  names,
  requirements,
}: IdentityNumberFieldsProps<T>) {
  const { t } = useText();
  return (
    <>
      {requirements.emiratesId !== "hidden" && (
        <EmiratesIdField control={control} name={names.emiratesId} required={requirements.emiratesId === "required"} />
      )}
      {requirements.passport !== "hidden" && (
        <FormTextField
          control={control}
          name={names.passport}
          label={t(/*i18n*/ { id: "ui.identityNumberFields.passportNumber", message: "Passport number" })}
          autoComplete="off"
          helperText={t(
            /*i18n*/ { id: "ui.identityNumberFields.615LettersDigits", message: "6 to 15 letters and digits" },
          )}
          inputProps={{ maxLength: PASSPORT_MAX_LENGTH }}
          required={requirements.passport === "required"}
        />
      )}
      {requirements.uid !== "hidden" && (
        <div className={styles.withHelp}>
          <FormTextField
            control={control}
            name={names.uid}
            label={t(/*i18n*/ { id: "ui.identityNumberFields.uidNumber", message: "UID Number" })}
            autoComplete="off"
            helperText={t(/*i18n*/ { id: "ui.identityNumberFields.625Digits", message: "6 to 25 digits" })}
            inputProps={{ inputMode: "numeric", maxLength: UID_MAX_LENGTH }}
            required={requirements.uid === "required"}
          />
          <NumberHelp
            label={t(
              /*i18n*/ { id: "ui.identityNumberFields.numbersUseWithoutUid", message: "Numbers to use without a UID" },
            )}
            values={UID_PLACEHOLDERS}
          />
        </div>
      )}
    </>
  );
}
