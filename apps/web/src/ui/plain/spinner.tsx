import { cx } from "./class-names";
import styles from "./spinner.module.css";

type SpinnerProps = {
  size?: number;
  /** The accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** Takes the surrounding text colour instead of the primary colour. */
  inheritColor?: boolean;
};

/** A busy indicator that looks like MUI's CircularProgress, for screens that do not load MUI. */
export function Spinner({ size = 40, label, labelledBy, inheritColor = false }: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, inheritColor && styles.inherit)}
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      style={{ width: size, height: size }}
    >
      <svg className={styles.svg} viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
