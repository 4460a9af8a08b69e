import { Fragment, useId } from "react";
import { useText } from "../i18n/use-text";
import styles from "./order-summary.module.css";
import { cx } from "./plain/class-names";
import text from "./plain/typography.module.css";

export type OrderSummaryLine = readonly [term: string, value: string];

/** The "Order Summary" of a payment result: label–value lines, one column on phones (plain: customers see it). */
export function OrderSummary({ lines }: { lines: readonly OrderSummaryLine[] }) {
  const { t } = useText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h2 className={cx(text.h2, styles.heading)} id={headingId}>
        {t(/*i18n*/ { id: "ui.orderSummary.orderSummary", message: "Order Summary" })}
      </h2>
      <dl className={styles.lines}>
        {lines.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
