import type { ReactNode, Ref } from "react";
import { useFieldWiring } from "../field-wiring";
import styles from "./checkbox.module.css";
import choice from "./choice.module.css";
import { cx } from "./class-names";

type CheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  required?: boolean;
  /** The id of a hint read with the checkbox. */
  describedBy?: string;
  /** What is wrong (a box that must be ticked), in English or already translated; shown under the box. */
  problem?: string;
  /** A fuller name read out than the label shown ("Keep insured: Priya Nair" beside "Keep insured"). */
  ariaLabel?: string;
  /** Cannot be ticked now (the comparison is full); its label greyed as MUI's. */
  disabled?: boolean;
  className?: string;
  /** The box's element, which a form focuses when the choice is wrong. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * A labelled checkbox that looks like MUI's FormControlLabel with a Checkbox, its label beside the box's top (a long
 * declaration wraps under itself, not under the box), for screens that do not load MUI.
 */
export function Checkbox({
  checked,
  onChange,
  label,
  required,
  describedBy,
  problem,
  ariaLabel,
  disabled,
  className,
  inputRef,
  onBlur,
}: CheckboxProps) {
  const { helperId, message, aria } = useFieldWiring({ problem, describedBy });
  const box = (
    <label className={cx(choice.option, styles.option, className)}>
      <span className={cx(choice.control, styles.control)}>
        <input
          type="checkbox"
          className={styles.box}
          ref={inputRef}
          checked={checked}
          disabled={disabled}
          required={required}
          {...aria}
          aria-label={ariaLabel}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
  if (!message) return box;
  return (
    <>
      {box}
      <p id={helperId} className={styles.problem}>
        {message}
      </p>
    </>
  );
}
