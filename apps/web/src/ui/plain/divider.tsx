import { cx } from "./class-names";
import styles from "./divider.module.css";

/** A thin line between two parts of a card (MUI's Divider); the margin round it is the caller's. */
export function Divider({ className }: { className?: string }) {
  return <hr className={cx(styles.divider, className)} />;
}
