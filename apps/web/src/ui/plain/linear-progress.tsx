import { cx } from "./class-names";
import styles from "./linear-progress.module.css";

/** MUI's indeterminate LinearProgress: a thin bar that says something is loading, named for screen readers. */
export function LinearProgress({ label, className }: { label: string; className?: string }) {
  return (
    <span role="progressbar" aria-label={label} className={cx(styles.track, className)}>
      <span className={cx(styles.bar, styles.first)} />
      <span className={cx(styles.bar, styles.second)} />
    </span>
  );
}
