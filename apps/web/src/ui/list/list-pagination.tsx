import { PAGE_SIZES } from "@pp/domain";
import { useId } from "react";
import { useText } from "../../i18n/use-text";
import { cx } from "../plain/class-names";
import iconButton from "../plain/icon-button.module.css";
import { SvgIcon } from "../plain/svg-icon";
import styles from "./list-pagination.module.css";

/** The Material icon keyboard arrow left (its @mui/icons-material path). */
const KEYBOARD_ARROW_LEFT_ICON = "M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z";

/** The Material icon keyboard arrow right (its @mui/icons-material path). */
const KEYBOARD_ARROW_RIGHT_ICON = "M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z";

type ListPaginationProps = {
  /** Rows in the whole list. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Without it the page size is fixed and not offered (as MUI's TablePagination with a single size). */
  onPageSize?: (pageSize: number) => void;
};

/**
 * Below the rows (MUI's TablePagination): rows per page (the browser's own select, so a phone opens its picker), which
 * rows are shown of how many, and the previous and next page.
 */
export function ListPagination({ total, page, pageSize, onPage, onPageSize }: ListPaginationProps) {
  const { t } = useText();
  const sizeId = useId();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className={styles.pagination}>
      <div className={styles.spacer} />
      {onPageSize && (
        <>
          <label className={styles.text} htmlFor={sizeId}>
            {t(/*i18n*/ { id: "ui.listPagination.rowsPerPage", message: "Rows per page:" })}
          </label>
          <span className={styles.size}>
            <select
              id={sizeId}
              className={styles.select}
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <svg className={styles.selectArrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </span>
        </>
      )}
      <p className={styles.text}>
        {t(
          /*i18n*/ {
            id: "ui.listPagination.of",
            message: "{from}–{to} of {count}",
            values: { from, to, count: total },
          },
        )}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={cx(iconButton.iconButton, styles.pageButton)}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t(/*i18n*/ { id: "ui.listPagination.goPreviousPage", message: "Go to previous page" })}
        >
          <SvgIcon path={KEYBOARD_ARROW_LEFT_ICON} className={styles.flipInRtl} />
        </button>
        <button
          type="button"
          className={cx(iconButton.iconButton, styles.pageButton)}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
          aria-label={t(/*i18n*/ { id: "ui.listPagination.goNextPage", message: "Go to next page" })}
        >
          <SvgIcon path={KEYBOARD_ARROW_RIGHT_ICON} className={styles.flipInRtl} />
        </button>
      </div>
    </div>
  );
}
