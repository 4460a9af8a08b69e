import { translateMessage } from "../../i18n/i18n";
import { Details } from "../details";
import { cx } from "../plain/class-names";
import text from "../plain/typography.module.css";
import type { BackofficeListProps } from "./list-types";
import styles from "./rows-cards.module.css";

type RowsCardsProps<Row> = Pick<BackofficeListProps<Row>, "columns" | "rowKey" | "rowActions" | "cardTitle"> & {
  rows: readonly Row[];
};

/** The rows as cards for phones and tablets: the card's title, each column as a label and value, then the actions. */
export function RowsCards<Row>({ columns, rows, rowKey, rowActions, cardTitle }: RowsCardsProps<Row>) {
  const shown = columns.filter((c) => !c.hideOnCard);
  return (
    <ul className={styles.cards}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={styles.card}>
          <h2 className={cx(text.h3, styles.title)}>{cardTitle(row)}</h2>
          <Details items={shown.map((column) => [translateMessage(column.label), column.render(row)] as const)} />
          <div className={styles.actions}>{rowActions(row)}</div>
        </li>
      ))}
    </ul>
  );
}
