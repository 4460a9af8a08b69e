import styles from "./chip.module.css";
import { cx } from "./class-names";

export type ChipColor = "default" | "success" | "warning" | "error" | "info";

/** MUI's small outlined Chip: a short status word in a rounded border, in the colour of what it says. */
export function Chip({ label, color = "default" }: { label: string; color?: ChipColor }) {
  return (
    <span className={cx(styles.chip, styles[color])}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
