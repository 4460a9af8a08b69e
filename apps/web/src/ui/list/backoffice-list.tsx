import { useDeferredValue, useEffect, useId } from "react";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../error-alert";
import { PageLoader } from "../page-loader";
import { Alert } from "../plain/alert";
import { Button } from "../plain/button";
import { cx } from "../plain/class-names";
import { LinearProgress } from "../plain/linear-progress";
import text from "../plain/typography.module.css";
import { useMediaQuery } from "../use-media-query";
import { VisuallyHidden } from "../visually-hidden";
import styles from "./backoffice-list.module.css";
import { ListPagination } from "./list-pagination";
import { ListToolbar } from "./list-toolbar";
import type { BackofficeListProps } from "./list-types";
import { RowsCards } from "./rows-cards";
import { RowsTable } from "./rows-table";

/** The sidebar stays open from 960 px, which leaves the table too little room (its actions ran off the edge) until 1280 px. */
const WIDE = "(min-width: 1280px)";

/**
 * One back-office list, whatever it lists: title, filters, a sortable table on large screens (≥ 1280 px) and cards
 * below, server-side paging, and loading, error and empty states. The page, sort and filters live in the address.
 * Plain elements and CSS, no MUI: the lists are among the partner's busiest screens, and open on phones too.
 */
export function BackofficeList<Row>(props: BackofficeListProps<Row>) {
  const { t } = useText();
  const { title, description, noun, params, result, notice } = props;
  const titleId = useId();
  const wide = useMediaQuery(WIDE);
  const { query, update } = params;
  // The rows are drawn in a render React may pause: twenty cards arriving at once do not hold a phone's main thread in
  // one long task, and a press or a key in the filters meanwhile is answered first. Until then the loader stays.
  const data = useDeferredValue(result.data);

  // A page past the last one (rows removed, an old link): show the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.pageSize)) : 1;
  useEffect(() => {
    if (data && data.total > 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, query.page, lastPage, update]);

  const sortOptions = props.columns
    .filter((c) => c.sort)
    .map((c) => ({ value: c.sort!, label: translateMessage(c.label) }));

  // The loader's and the progress bar's name while the list loads.
  const loadingLabel = t(/*i18n*/ { id: "ui.backofficeList.loading2", message: "Loading {noun}", values: { noun } });
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className={cx(text.h1, styles.title)}>
        {title}
      </h1>
      {description && <p className={cx(text.body1, text.secondary, styles.description)}>{description}</p>}
      {props.intro}
      <ListToolbar
        params={params}
        searchHint={props.searchHint}
        statusOptions={props.statusOptions}
        dateLabel={props.dateLabel}
        sortOptions={wide ? undefined : sortOptions}
        exportHref={props.exportHref}
      />
      {notice && <div className={styles.notice}>{notice}</div>}
      <VisuallyHidden>
        <span role="status">
          {data
            ? t(
                /*i18n*/ {
                  id: "ui.backofficeList.found",
                  message: "{count} {noun} found.",
                  values: { count: data.total, noun },
                },
              )
            : !result.isError
              ? t(/*i18n*/ { id: "ui.backofficeList.loading", message: "Loading {noun}.", values: { noun } })
              : ""}
        </span>
      </VisuallyHidden>
      {!data && !result.isError ? (
        <PageLoader label={loadingLabel} />
      ) : result.isError || !data ? (
        <ErrorAlert onRetry={() => void result.refetch()}>
          {result.error instanceof ApiError && result.error.status === 400
            ? `${result.error.message} ${t(/*i18n*/ { id: "ui.backofficeList.clearFiltersTryAgain", message: "Clear the filters and try again." })}`
            : `${t(/*i18n*/ { id: "ui.backofficeList.couldNotLoaded", message: "The {noun} could not be loaded.", values: { noun } })} ${result.error instanceof ApiError ? result.error.message : t(/*i18n*/ { id: "ui.backofficeList.pleaseTryAgain", message: "Please try again." })}`}
        </ErrorAlert>
      ) : data.total === 0 ? (
        params.hasFilters ? (
          <Alert
            severity="info"
            action={
              <Button variant="text" size="small" inheritColor onClick={params.clearFilters}>
                {t(/*i18n*/ { id: "ui.backofficeList.clearFilters", message: "Clear filters" })}
              </Button>
            }
          >
            {t(
              /*i18n*/ {
                id: "ui.backofficeList.noMatchTheseFilters",
                message: "No {noun} match these filters. Clear the filters to see all.",
                values: { noun },
              },
            )}
          </Alert>
        ) : (
          <Alert severity="info">{props.emptyMessage}</Alert>
        )
      ) : (
        <div className={styles.rows} aria-busy={result.isFetching}>
          {result.isFetching && <LinearProgress label={loadingLabel} className={styles.progress} />}
          {wide ? (
            <RowsTable {...props} titleId={titleId} rows={data.rows} />
          ) : (
            <RowsCards {...props} rows={data.rows} />
          )}
          <ListPagination
            total={data.total}
            // The rows on screen may still be the previous page's while the next one loads: label what is shown.
            page={Math.min(data.page, Math.max(1, Math.ceil(data.total / data.pageSize)))}
            pageSize={data.pageSize}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </div>
      )}
    </section>
  );
}
