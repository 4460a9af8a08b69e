import { useId, useState } from "react";
import { useFieldMessage } from "../field-message";
import { cx } from "./class-names";
import { FieldHelper, FieldLabel, FieldOutline, type FieldProps } from "./field-frame";
import styles from "./select-field.module.css";
import field from "./text-field.module.css";

type SelectFieldProps = FieldProps<HTMLSelectElement> & { options: readonly string[] };

/**
 * ui/form-select-field.tsx without MUI: the outlined field with its raised label and the arrow, around the browser's
 * own select, so a phone opens its native picker. For short lists of values shown as they are (a mobile code).
 */
export function SelectField({
  name,
  value,
  onChange,
  problem,
  inputRef,
  label,
  options,
  required = false,
}: SelectFieldProps) {
  const message = useFieldMessage(problem === undefined ? undefined : { message: problem });
  const id = useId();
  const [focused, setFocused] = useState(false);
  const helperId = `${id}-helper-text`;
  return (
    <div className={cx(field.root, field.shrink, focused && field.focused, message && field.error)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={field.box}>
        <select
          id={id}
          name={name}
          ref={inputRef}
          className={cx(field.input, styles.select)}
          value={value}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? helperId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <FieldOutline label={label} required={required} />
      </div>
      <FieldHelper id={helperId}>{message}</FieldHelper>
    </div>
  );
}
