import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";
import { cx } from "./plain/class-names";
import styles from "./progress-steps.module.css";

/** MUI's check-in-a-circle, the mark of a step that is done. */
const DONE = "M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z";

type ProgressStepsProps = {
  steps: readonly { readonly key: string; readonly label: string }[];
  activeIndex: number;
  /** The accessible name of the navigation landmark, e.g. "Application steps". */
  label: string;
};

/**
 * A journey's progress bar (the purchase stepper, the renewal progress bar), drawn as MUI's stepper with its labels
 * under the numbers. Plain elements and CSS, no MUI: the customer's renewal search, a page often opened on a phone,
 * shows it first. On phones the labels are only read out, and one line names the current step, so the bar fits 360 px.
 */
export function ProgressSteps({ steps, activeIndex, label }: ProgressStepsProps) {
  const { t } = useText();
  const active = steps[activeIndex];
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const done = index < activeIndex;
          const current = index === activeIndex;
          return (
            <li
              key={step.key}
              className={cx(styles.step, done && styles.done, current && styles.current)}
              aria-current={current ? "step" : undefined}
            >
              {index > 0 && <span className={styles.connector} aria-hidden="true" />}
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {done ? (
                  <path d={DONE} />
                ) : (
                  <>
                    <circle cx="12" cy="12" r="12" />
                    <text className={styles.number} x="12" y="12" textAnchor="middle" dominantBaseline="central">
                      {index + 1}
                    </text>
                  </>
                )}
              </svg>
              <span className={styles.label}>{translateMessage(step.label)}</span>
            </li>
          );
        })}
      </ol>
      {active && (
        <p aria-hidden="true" className={styles.phoneLine}>
          {t(
            /*i18n*/ {
              id: "ui.progressSteps.step",
              message: "Step {number} of {count}: {step}",
              values: {
                number: activeIndex + 1,
                count: steps.length,
                step: translateMessage(active.label),
              },
            },
          )}
        </p>
      )}
    </nav>
  );
}
