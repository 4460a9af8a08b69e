import { type KeyboardEvent, type ReactNode, type Ref, useState } from "react";
import { useText } from "../../i18n/use-text";
import { useFieldWiring } from "../field-wiring";
import { cx } from "./class-names";
import { FieldHelper, FieldLabel, FieldOutline, type FieldProps } from "./field-frame";
import iconButton from "./icon-button.module.css";
import styles from "./text-field.module.css";

const VISIBILITY =
  "M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3";
const VISIBILITY_OFF =
  "M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z";

type TextFieldProps = FieldProps<HTMLInputElement> & {
  /** "date", "time": the browser's own field, its label always raised above the format it shows. */
  type?: "text" | "password" | "email" | "tel" | "date" | "search" | "time" | "url" | "number";
  /** MUI's small field (40 px high), as in the lists' filters. */
  size?: "small" | "medium";
  /** The earliest and latest dates a date field takes (YYYY-MM-DD), or numbers a number field takes, and its step. */
  min?: string | number;
  max?: string | number;
  step?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Shows an eye button that reveals the password. */
  revealable?: boolean;
  /** What to type, shown below the field while nothing is wrong with it. */
  helperText?: ReactNode;
  inputMode?: "numeric" | "text";
  /** "characters": a phone's keyboard types capitals (a recovery code). */
  autoCapitalize?: "characters" | "off";
  spellCheck?: boolean;
  placeholder?: string;
  /** A field that is filled by other means (a calendar): it is read out and focusable but not typed into. */
  readOnly?: boolean;
  onClick?: () => void;
  onBlur?: () => void;
  /** A key on the field, for a field that opens something from the keyboard (a date field's calendar). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** A button at the end of the field, such as a calendar's. */
  endAdornment?: ReactNode;
  /** An icon before the text, such as a search's magnifier; the label then stays raised, as MUI's does. */
  startAdornment?: ReactNode;
  /** A box of two lines or more that grows with its text. */
  multiline?: boolean;
  /** The lines a multiline box shows at first (two unless said). */
  minRows?: number;
  maxLength?: number;
  /** Drawn as wrong while the message about it is shown elsewhere (`describedBy`), as in a question's details. */
  invalid?: boolean;
  describedBy?: string;
};

/**
 * ui/form-text-field.tsx without MUI, for the sign-in page: the same outlined look, label, error message below,
 * `aria-invalid` and `aria-describedby`, and the same eye button for passwords.
 */
export function TextField({
  name,
  value,
  onChange,
  problem,
  inputRef,
  label,
  type = "text",
  size = "medium",
  autoComplete,
  autoFocus,
  required = false,
  revealable = false,
  helperText,
  inputMode,
  autoCapitalize,
  spellCheck,
  placeholder,
  readOnly,
  onClick,
  onBlur,
  onKeyDown,
  endAdornment,
  startAdornment,
  multiline = false,
  minRows = 2,
  maxLength,
  invalid = false,
  describedBy,
  min,
  max,
  step,
}: TextFieldProps) {
  const { t } = useText();
  const { id, helperId, helper, wrong, aria } = useFieldWiring({ problem, hint: helperText, invalid, describedBy });
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  // What the one-line field and the box of several lines share.
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    spellCheck,
    placeholder,
    readOnly,
    ...aria,
    onClick,
    onKeyDown,
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      onBlur?.();
    },
  };

  return (
    <div
      className={cx(
        styles.root,
        (focused || value !== "" || type === "date" || type === "time" || startAdornment !== undefined) &&
          styles.shrink,
        size === "small" && styles.small,
        focused && styles.focused,
        wrong && styles.error,
        (revealable || endAdornment !== undefined) && styles.adorned,
        startAdornment !== undefined && styles.adornedStart,
      )}
    >
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={styles.box}>
        {startAdornment && <div className={styles.startAdornment}>{startAdornment}</div>}
        {multiline ? (
          <textarea
            {...common}
            // The form's ref takes any element it can focus; a box of several lines is a textarea.
            ref={inputRef as Ref<HTMLTextAreaElement> | undefined}
            className={cx(styles.input, styles.multiline)}
            rows={minRows}
            style={minRows === 2 ? undefined : { minHeight: `calc(${minRows} * 1.4375em)` }}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            className={styles.input}
            type={revealable && revealed ? "text" : type}
            autoComplete={autoComplete}
            // biome-ignore lint/a11y/noAutofocus: the sign-in page's first field, as before (MUI's autoFocus).
            autoFocus={autoFocus}
            inputMode={inputMode}
            autoCapitalize={autoCapitalize}
            min={min}
            max={max}
            step={step}
            ref={inputRef}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {endAdornment && <div className={styles.adornment}>{endAdornment}</div>}
        {revealable && (
          <div className={styles.adornment}>
            <button
              type="button"
              className={cx(iconButton.iconButton, iconButton.edgeEnd)}
              aria-label={
                revealed
                  ? t(
                      /*i18n*/ {
                        id: "ui.textField.hide",
                        message: "Hide {field}",
                        values: { field: label.toLowerCase() },
                      },
                    )
                  : t(
                      /*i18n*/ {
                        id: "ui.textField.show",
                        message: "Show {field}",
                        values: { field: label.toLowerCase() },
                      },
                    )
              }
              aria-pressed={revealed}
              onClick={() => setRevealed((r) => !r)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={revealed ? VISIBILITY_OFF : VISIBILITY} />
              </svg>
            </button>
          </div>
        )}
        <FieldOutline label={label} required={required} />
      </div>
      <FieldHelper id={helperId}>{helper}</FieldHelper>
    </div>
  );
}
