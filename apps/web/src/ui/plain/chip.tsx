import type { ReactNode } from "react";
import styles from "./chip.module.css";
import { cx } from "./class-names";

export type ChipColor = "default" | "primary" | "success" | "warning" | "error" | "info";

/**
 * MUI's small Chip: a short word (a product, a status) in a rounded box, outlined in the colour of what it says, or
 * filled (the record's product).
 */
export function Chip({
  label,
  color = "default",
  variant = "outlined",
  size = "small",
}: {
  /** A word, or a value isolated in its direction (a team's name). */
  label: ReactNode;
  color?: ChipColor;
  variant?: "outlined" | "filled";
  /** MUI's medium Chip (32 px high), for a chip that stands alone (a team). */
  size?: "small" | "medium";
}) {
  return (
    <span className={cx(styles.chip, styles[variant], styles[color], size === "medium" && styles.medium)}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
