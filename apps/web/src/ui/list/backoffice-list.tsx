import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { PAGE_SIZES } from "@pp/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId } from "react";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { Details } from "../details";
import { ErrorAlert } from "../error-alert";
import type { SelectOption } from "../form-select-field";
import { PageLoader } from "../page-loader";
import { VisuallyHidden } from "../visually-hidden";
import { ListToolbar } from "./list-toolbar";
import type { ListParams } from "./use-list-params";

export type ListColumn<Row> = {
  id: string;
  label: string;
  /** The server's sort key; columns without one cannot be sorted. */
  sort?: string;
  /** The direction of the first click: dates and amounts start with the newest or largest. */
  firstDir?: "asc" | "desc";
  align?: "left" | "right";
  render: (row: Row) => ReactNode;
  /** Left out of the phone cards, e.g. because the card's title shows it. */
  hideOnCard?: boolean;
};

type ListPage<Row> = { rows: Row[]; total: number; page: number; pageSize: number };

type BackofficeListProps<Row> = {
  title: string;
  description?: ReactNode;
  /** Shown between the heading and the filters, e.g. the form that adds a row. */
  intro?: ReactNode;
  /** "quotations", "policies": used in the status line and the empty states. */
  noun: string;
  /** What a list without any row at all says, and how to get started. */
  emptyMessage: ReactNode;
  searchHint: string;
  statusOptions: readonly SelectOption[];
  dateLabel: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  cardTitle: (row: Row) => ReactNode;
  rowActions: (row: Row) => ReactNode;
  params: ListParams;
  result: UseQueryResult<ListPage<Row>>;
  /** Lists without a CSV export leave it out. */
  exportHref?: string | undefined;
  /** A message above the list, e.g. a row action that failed. */
  notice?: ReactNode;
};

/**
 * One back-office list, whatever it lists: title, filters, a sortable table on large screens (≥ 1280 px) and cards
 * below, server-side paging, and loading, error and empty states. The page, sort and filters live in the address.
 */
export function BackofficeList<Row>(props: BackofficeListProps<Row>) {
  const { t } = useText();
  const { title, description, noun, params, result, notice } = props;
  const titleId = useId();
  const theme = useTheme();
  // The sidebar stays open from 960 px, which leaves the table too little room (its actions ran off the edge)
  // until 1280 px.
  const wide = useMediaQuery(theme.breakpoints.up("lg"), { noSsr: true });
  const { query, update } = params;
  const data = result.data;

  // A page past the last one (rows removed, an old link): show the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.pageSize)) : 1;
  useEffect(() => {
    if (data && data.total > 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, query.page, lastPage, update]);

  const sortOptions = props.columns
    .filter((c) => c.sort)
    .map((c) => ({ value: c.sort!, label: translateMessage(c.label) }));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h1" id={titleId} gutterBottom sx={{ overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {props.intro}
      <ListToolbar
        params={params}
        searchHint={props.searchHint}
        statusOptions={props.statusOptions}
        dateLabel={props.dateLabel}
        sortOptions={wide ? undefined : sortOptions}
        exportHref={props.exportHref}
      />
      {notice && <Box sx={{ mb: 2 }}>{notice}</Box>}
      <VisuallyHidden>
        <span role="status">
          {data
            ? t("{count} {noun} found.", { count: data.total, noun })
            : result.isPending
              ? t("Loading {noun}.", { noun })
              : ""}
        </span>
      </VisuallyHidden>
      {result.isPending ? (
        <PageLoader label={t("Loading {noun}", { noun })} />
      ) : result.isError || !data ? (
        <ErrorAlert onRetry={() => void result.refetch()}>
          {result.error instanceof ApiError && result.error.status === 400
            ? `${result.error.message} ${t("Clear the filters and try again.")}`
            : `${t("The {noun} could not be loaded.", { noun })} ${result.error instanceof ApiError ? result.error.message : t("Please try again.")}`}
        </ErrorAlert>
      ) : data.total === 0 ? (
        params.hasFilters ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={params.clearFilters}>
                {t("Clear filters")}
              </Button>
            }
          >
            {t("No {noun} match these filters. Clear the filters to see all.", { noun })}
          </Alert>
        ) : (
          <Alert severity="info">{props.emptyMessage}</Alert>
        )
      ) : (
        <Paper variant="outlined" sx={{ position: "relative", overflow: "hidden" }} aria-busy={result.isFetching}>
          {result.isFetching && (
            <LinearProgress
              aria-label={t("Loading {noun}", { noun })}
              sx={{ position: "absolute", top: 0, left: 0, right: 0 }}
            />
          )}
          {wide ? (
            <RowsTable {...props} titleId={titleId} rows={data.rows} />
          ) : (
            <RowsCards {...props} rows={data.rows} />
          )}
          <TablePagination
            component="div"
            count={data.total}
            // The rows on screen may still be the previous page's while the next one loads: label what is shown.
            page={Math.min(data.page, Math.max(1, Math.ceil(data.total / data.pageSize))) - 1}
            rowsPerPage={data.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            labelRowsPerPage={t("Rows per page:")}
            onPageChange={(_event, page) => update({ page: page + 1 })}
            onRowsPerPageChange={(event) => update({ pageSize: Number(event.target.value) })}
            sx={{
              borderTop: 1,
              borderColor: "divider",
              "& .MuiTablePagination-toolbar": { flexWrap: "wrap", rowGap: 0.5, px: { xs: 1, sm: 2 } },
              "& .MuiTablePagination-spacer": { display: { xs: "none", sm: "block" } },
            }}
          />
        </Paper>
      )}
    </Box>
  );
}

function RowsTable<Row>({
  columns,
  rows,
  rowKey,
  rowActions,
  params,
  titleId,
}: BackofficeListProps<Row> & { rows: Row[]; titleId: string }) {
  const { t } = useText();
  const { query, update } = params;
  const sortBy = (column: ListColumn<Row>) => {
    if (!column.sort) return;
    if (query.sort === column.sort) update({ sort: column.sort, dir: query.dir === "asc" ? "desc" : "asc" });
    else update({ sort: column.sort, dir: column.firstDir ?? "asc" });
  };
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sort !== undefined && query.sort === column.sort;
              return (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={active ? query.dir : false}
                  sx={{ fontWeight: 600, whiteSpace: "nowrap" }}
                >
                  {column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? query.dir : (column.firstDir ?? "asc")}
                      onClick={() => sortBy(column)}
                    >
                      {translateMessage(column.label)}
                    </TableSortLabel>
                  ) : (
                    translateMessage(column.label)
                  )}
                </TableCell>
              );
            })}
            <TableCell sx={{ fontWeight: 600 }}>{t("Actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ overflowWrap: "anywhere" }}>
                  {column.render(row)}
                </TableCell>
              ))}
              <TableCell>
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}>{rowActions(row)}</Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowsCards<Row>({ columns, rows, rowKey, rowActions, cardTitle }: BackofficeListProps<Row> & { rows: Row[] }) {
  const shown = columns.filter((c) => !c.hideOnCard);
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          sx={{ p: 2, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}
        >
          <Typography variant="h3" component="h2" gutterBottom sx={{ overflowWrap: "anywhere" }}>
            {cardTitle(row)}
          </Typography>
          <Details items={shown.map((column) => [column.label, column.render(row)] as const)} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>{rowActions(row)}</Box>
        </Box>
      ))}
    </Box>
  );
}
