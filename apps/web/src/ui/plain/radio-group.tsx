import type { ReactNode, Ref } from "react";
import type { Label } from "../../i18n/i18n";
import { translateMessage } from "../../i18n/i18n";
import { useFieldWiring } from "../field-wiring";
import choice from "./choice.module.css";
import { cx } from "./class-names";
import styles from "./radio-group.module.css";

type RadioGroupProps<V extends string | number> = {
  name: string;
  label: string;
  options: readonly { readonly value: V; readonly label: Label }[];
  /** The chosen value; null or undefined while nothing is chosen. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** The focus left an option: marks the choice visited, for a form that shows "required" after a visit. */
  onBlur?: () => void;
  /** What is wrong with the choice, in English or already translated. */
  problem: string | undefined;
  /** The first option's input, which takes the focus when the choice is wrong. */
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** The legend in the text's colour: a question to answer rather than a field's name. */
  strongLegend?: boolean;
  /** The id of the message below, for a field inside the group that the message is also about. */
  messageId?: string;
  /** The options one under another (longer labels) instead of in a row. */
  column?: boolean;
  /** The legend for screen readers only, where a heading above already says what is chosen (MUI's bare RadioGroup). */
  hiddenLegend?: boolean;
  /** More of the group, between the options and the message (a details box that an answer calls for). */
  children?: ReactNode;
};

/**
 * ui/form-radio-group.tsx without MUI, for a form held in plain React state: a fieldset with its legend, the options in
 * a row, the message tied by aria-describedby; MUI's radio look.
 */
export function RadioGroup<V extends string | number>({
  name,
  label,
  options,
  value,
  onChange,
  onBlur,
  problem,
  inputRef,
  required = false,
  strongLegend = false,
  messageId,
  column = false,
  hiddenLegend = false,
  children,
}: RadioGroupProps<V>) {
  const { id, helperId, message, aria } = useFieldWiring({ problem, helperId: messageId });
  const labelId = `${id}-label`;
  return (
    <fieldset
      className={cx(styles.root, message && styles.error, strongLegend && styles.strong, hiddenLegend && styles.bare)}
    >
      <legend id={labelId} className={cx(styles.legend, hiddenLegend && styles.hiddenLegend)}>
        {label}
        {required && <span aria-hidden="true">{"\u2009*"}</span>}
      </legend>
      <div
        role="radiogroup"
        className={cx(styles.options, column && styles.column)}
        aria-labelledby={labelId}
        {...aria}
      >
        {options.map((option, index) => (
          <label key={option.value} className={cx(choice.option, styles.option)}>
            <span className={cx(choice.control, styles.control)}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                ref={index === 0 ? inputRef : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
            </span>
            {translateMessage(option.label)}
          </label>
        ))}
      </div>
      {children}
      {message && (
        <p id={helperId} className={styles.helper}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
