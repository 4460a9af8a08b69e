import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { cx } from "../plain/class-names";
import { SvgIcon } from "../plain/svg-icon";
import type { BackofficeListProps, ListColumn } from "./list-types";
import styles from "./rows-table.module.css";

/** The Material icon arrow downward (its @mui/icons-material path). */
const ARROW_DOWNWARD_ICON = "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z";

type RowsTableProps<Row> = Pick<BackofficeListProps<Row>, "columns" | "rowKey" | "rowActions" | "params"> & {
  rows: readonly Row[];
  titleId: string;
};

/**
 * The rows as a table for wide screens (MUI's small Table): a column with a sort key sorts on a press of its heading,
 * first in its own first direction, then the other way; the heading says how the rows are sorted (`aria-sort`).
 */
export function RowsTable<Row>({ columns, rows, rowKey, rowActions, params, titleId }: RowsTableProps<Row>) {
  const { t } = useText();
  const { query, update } = params;
  const sortBy = (sort: string, firstDir: "asc" | "desc") => {
    if (query.sort === sort) update({ sort, dir: query.dir === "asc" ? "desc" : "asc" });
    else update({ sort, dir: firstDir });
  };
  return (
    <div className={styles.container}>
      <table className={styles.table} aria-labelledby={titleId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeadCell key={column.id} column={column} sort={query.sort} dir={query.dir} onSort={sortBy} />
            ))}
            <th className={cx(styles.cell, styles.head)}>
              {t(/*i18n*/ { id: "ui.rowsTable.actions", message: "Actions" })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={styles.row}>
              {columns.map((column) => (
                <td key={column.id} className={cx(styles.cell, styles.body, column.align === "right" && styles.end)}>
                  {column.render(row)}
                </td>
              ))}
              <td className={styles.cell}>
                <div className={styles.actions}>{rowActions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type HeadCellProps<Row> = {
  column: ListColumn<Row>;
  sort: string;
  dir: "asc" | "desc";
  onSort: (sort: string, firstDir: "asc" | "desc") => void;
};

/** A column's heading: its name, and for a sortable column a button with the arrow of the order (MUI's TableSortLabel). */
function HeadCell<Row>({ column, sort, dir, onSort }: HeadCellProps<Row>) {
  const label = translateMessage(column.label);
  const active = column.sort !== undefined && column.sort === sort;
  const firstDir = column.firstDir ?? "asc";
  const shownDir = active ? dir : firstDir;
  return (
    <th
      className={cx(styles.cell, styles.head, column.align === "right" && styles.end)}
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
    >
      {column.sort === undefined ? (
        label
      ) : (
        <button
          type="button"
          className={cx(styles.sort, active && styles.active)}
          onClick={() => onSort(column.sort!, firstDir)}
        >
          {label}
          <SvgIcon path={ARROW_DOWNWARD_ICON} size={18} className={cx(styles.arrow, shownDir === "asc" && styles.up)} />
        </button>
      )}
    </th>
  );
}
