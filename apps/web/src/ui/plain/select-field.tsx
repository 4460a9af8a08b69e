import { useState } from "react";
import type { Label } from "../../i18n/i18n";
import { translateMessage } from "../../i18n/i18n";
import { useFieldWiring } from "../field-wiring";
import { cx } from "./class-names";
import { FieldHelper, FieldLabel, FieldOutline, type FieldProps } from "./field-frame";
import styles from "./select-field.module.css";
import field from "./text-field.module.css";

/** A choice: the value the form holds (a code, a number) and the words shown for it. */
export type SelectOption<V extends string | number = string | number> = {
  readonly value: V;
  readonly label: Label;
  /** Shown but not choosable now (a document another file already goes to). */
  readonly disabled?: boolean;
};

type SelectFieldProps<V extends string | number> = Omit<FieldProps<HTMLSelectElement>, "value" | "onChange"> & {
  /** The choice; null or undefined while nothing is chosen (a choice the form asks for, with no default). */
  value: V | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  options: readonly SelectOption<V>[];
  /** MUI's small field (40 px high), as in the lists' filters. */
  size?: "small" | "medium";
  /** A hint under the field while nothing is wrong with it. */
  helperText?: string;
  /** Nothing can be chosen now (a file being uploaded); greyed as MUI's. */
  disabled?: boolean;
  /** MUI's margin: "normal" (the form's rhythm) or "none" (a field in a row of its own making). */
  margin?: "normal" | "none";
  className?: string;
};

/**
 * ui/form-select-field.tsx without MUI: the outlined field with its raised label and the arrow, around the browser's
 * own select, so a phone opens its native picker. For short lists that always hold a choice (a mobile code, a TPA).
 */
export function SelectField<V extends string | number>({
  name,
  value,
  onChange,
  onBlur,
  problem,
  inputRef,
  label,
  options,
  required = false,
  size = "medium",
  helperText,
  disabled = false,
  margin = "normal",
  className,
}: SelectFieldProps<V>) {
  const { id, helperId, helper, wrong, aria } = useFieldWiring({ problem, hint: helperText });
  const chosen =
    value !== null && value !== undefined && options.some((option) => String(option.value) === String(value));
  const [focused, setFocused] = useState(false);
  return (
    <div
      className={cx(
        field.root,
        field.shrink,
        size === "small" && field.small,
        focused && field.focused,
        wrong && field.error,
        disabled && styles.disabled,
        margin === "none" && styles.noMargin,
        className,
      )}
    >
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={field.box}>
        <select
          id={id}
          name={name}
          ref={inputRef}
          className={cx(field.input, styles.select)}
          value={chosen ? String(value) : ""}
          required={required}
          disabled={disabled}
          {...aria}
          onChange={(event) => {
            const picked = options.find((option) => String(option.value) === event.target.value);
            if (picked) onChange(picked.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
        >
          {/* Nothing chosen yet: an empty first line, which cannot be chosen back. */}
          {!chosen && <option value="" disabled hidden />}
          {options.map((option) => (
            <option key={option.value} value={String(option.value)} disabled={option.disabled}>
              {translateMessage(option.label)}
            </option>
          ))}
        </select>
        <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <FieldOutline label={label} required={required} />
      </div>
      <FieldHelper id={helperId}>{helper}</FieldHelper>
    </div>
  );
}
