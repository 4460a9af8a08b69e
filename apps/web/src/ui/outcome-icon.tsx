import styles from "./payment-result.module.css";
import { cx } from "./plain/class-names";

/** MUI's outlined icons for a payment's outcome: accepted, failed, being reviewed, needing a check. */
const OUTCOMES = {
  accepted: {
    colour: styles.success,
    path: "M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8",
  },
  failed: {
    colour: styles.error,
    path: "M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8",
  },
  reviewing: {
    colour: styles.warning,
    path: "m6 2 .01 6L10 12l-3.99 4.01L6 22h12v-6l-4-4 4-3.99V2zm10 14.5V20H8v-3.5l4-4z",
  },
  check: { colour: styles.warning, path: "M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z" },
} as const;

/** The big icon above a payment result's heading; the heading says it in words, so it is hidden from readers. */
export function OutcomeIcon({ outcome }: { outcome: keyof typeof OUTCOMES }) {
  const { colour, path } = OUTCOMES[outcome];
  return (
    <svg className={cx(styles.icon, colour)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
