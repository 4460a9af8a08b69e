import type { ReactNode, Ref } from "react";
import styles from "./text-field.module.css";

/** What every plain outlined field takes: its value and change, its message, its element, its label. */
export type FieldProps<E extends HTMLElement> = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, in English or already translated; shown below the field in the active language. */
  problem: string | undefined;
  inputRef?: Ref<E>;
  label: string;
  required?: boolean;
};

/** The thin space and asterisk MUI puts after a required field's label. */
const asteriskOf = (required: boolean) => (required ? "\u2009*" : "");

/** The floating label of an outlined field (text or select), its asterisk hidden from screen readers. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      <FieldLabelText label={label} required={required} />
    </label>
  );
}

/** A field label's words and a required field's asterisk, for a label element drawn elsewhere (React Aria's). */
export function FieldLabelText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className={styles.asterisk}>
          {asteriskOf(required)}
        </span>
      )}
    </>
  );
}

/** The outlined border with the gap where the raised label sits (MUI's notched outline). */
export function FieldOutline({ label, required }: { label: string; required: boolean }) {
  return (
    <fieldset aria-hidden="true" className={styles.outline}>
      <legend className={styles.legend}>
        <span>
          {label}
          {asteriskOf(required)}
        </span>
      </legend>
    </fieldset>
  );
}

/** The line below a field: its message, or its hint; `id` is what the field's `aria-describedby` names. */
export function FieldHelper({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.helper}>
      {children}
    </p>
  );
}
