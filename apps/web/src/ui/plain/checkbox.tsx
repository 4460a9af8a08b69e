import { type ReactNode, useId } from "react";
import { useFieldMessage } from "../field-message";
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
  className?: string;
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
  className,
}: CheckboxProps) {
  const problemId = useId();
  const message = useFieldMessage(problem === undefined ? undefined : { message: problem });
  const box = (
    <label className={cx(choice.option, styles.option, className)}>
      <span className={cx(choice.control, styles.control)}>
        <input
          type="checkbox"
          className={styles.box}
          checked={checked}
          required={required}
          aria-describedby={message ? problemId : describedBy}
          aria-invalid={message ? true : undefined}
          aria-label={ariaLabel}
          onChange={(event) => onChange(event.target.checked)}
        />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  );
  if (!message) return box;
  return (
    <>
      {box}
      <p id={problemId} className={styles.problem}>
        {message}
      </p>
    </>
  );
}
