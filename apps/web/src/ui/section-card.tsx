import { type ReactNode, useId } from "react";
import card from "./plain/card.module.css";
import { cx } from "./plain/class-names";
import text from "./plain/typography.module.css";
import styles from "./section-card.module.css";

type SectionCardProps = {
  /** Text, or text with a value isolated in it (a member's name). */
  title: ReactNode;
  /** Shown beside the title, e.g. an "Edit" button. */
  action?: ReactNode;
  children: ReactNode;
};

/**
 * A titled part of a page in an outlined card; the heading names the region for screen readers. Plain elements, so
 * the customer's pages show it without MUI.
 */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(card.card, styles.section)}>
      <div className={styles.top}>
        <h2 className={text.h2} id={headingId}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
