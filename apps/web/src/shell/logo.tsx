import { useText } from "../i18n/use-text";
import { cx } from "../ui/plain/class-names";
import styles from "./logo.module.css";

/**
 * The Partner Portal mark and word mark (or `name` beside the mark, on a customer's page); the word mark hides on
 * narrow screens when `compact`. Plain elements, no MUI: the sign-in page shows it.
 */
export function Logo({
  compact = false,
  inverted = false,
  name,
  wraps = false,
}: {
  compact?: boolean;
  inverted?: boolean;
  name?: string;
  /** A name of any length (an insurer's) wraps onto a second line instead of running off a narrow screen. */
  wraps?: boolean;
}) {
  const { t } = useText();
  const ink = inverted ? "#ffffff" : "#0b4f8a";
  const paper = inverted ? "#0b4f8a" : "#ffffff";
  return (
    <span className={cx(styles.logo, compact && styles.compact, wraps && styles.wraps)} style={{ color: ink }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={ink} />
        <path d="M16 6l8 3v6c0 5.2-3.4 9.4-8 11-4.6-1.6-8-5.8-8-11V9z" fill={paper} />
        <path d="M14.5 11h3v3.5H21v3h-3.5V21h-3v-3.5H11v-3h3.5z" fill={ink} />
      </svg>
      <span className={styles.wordmark}>
        {name ?? t(/*i18n*/ { id: "shell.logo.partnerPortal", message: "Partner Portal" })}
      </span>
    </span>
  );
}
