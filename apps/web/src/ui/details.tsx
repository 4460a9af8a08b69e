import type { ReactNode } from "react";
import styles from "./details.module.css";
import { Name } from "./isolated-value";
import { cx } from "./plain/class-names";

type DetailsProps = {
  items: readonly (readonly [string, ReactNode])[];
  /** Each label above its value at every width, for narrow places such as a card in a row of three. */
  stacked?: boolean;
  /** The terms are names (a member's, a company's): each isolated in its own direction and kept on one line. */
  nameTerms?: boolean;
};

/** Label–value pairs as a description list that becomes one column on phones. Plain elements and CSS. */
export function Details({ items, stacked = false, nameTerms = false }: DetailsProps) {
  return (
    <dl className={cx(styles.list, stacked && styles.stacked)}>
      {items.map(([term, value]) => (
        // A div per term/value pair is valid inside <dl>; `display: contents` keeps both in the list's grid.
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{nameTerms ? <Name>{term}</Name> : term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
