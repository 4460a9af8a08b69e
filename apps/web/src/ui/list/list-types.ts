import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Label } from "../../i18n/i18n";
import type { SelectOption } from "../plain/select-field";
import type { ListParams } from "./use-list-params";

export type ListColumn<Row> = {
  id: string;
  label: Label;
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

export type BackofficeListProps<Row> = {
  title: string;
  description?: ReactNode;
  /** Shown between the heading and the filters, e.g. the form that adds a row. */
  intro?: ReactNode;
  /** "quotations", "policies": used in the status line and the empty states. */
  noun: string;
  /** What a list without any row at all says, and how to get started. */
  emptyMessage: ReactNode;
  searchHint: string;
  statusOptions: readonly SelectOption<string>[];
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
