import { PAGE_SIZES } from "@pp/domain";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";

/** What every back-office list query has (QuotationListQuery, PolicyListQuery). */
export type BaseListQuery = {
  page: number;
  pageSize: number;
  sort: string;
  dir: "asc" | "desc";
  q?: string | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Who created the records (decision 059): a user of the partner, or a team. */
  soldBy?: number | undefined;
  team?: number | undefined;
};

/** The parameters a list keeps in the address; product and view come from the route instead. */
const URL_KEYS = ["page", "pageSize", "sort", "dir", "q", "status", "from", "to", "soldBy", "team"] as const;
type ListParamKey = (typeof URL_KEYS)[number];
type ListChanges = Partial<Record<ListParamKey, string | number | undefined>>;

/**
 * Reads the list query from the address with the domain's schema, so defaults and limits are the server's. A value
 * the schema refuses (a hand-edited link, an old bookmark) is dropped rather than failing the whole page.
 */
function parseListParams<Q extends BaseListQuery>(
  schema: z.ZodType<Q>,
  search: URLSearchParams,
  fixed: Record<string, string>,
): Q {
  const input: Record<string, string> = { ...fixed };
  for (const key of URL_KEYS) {
    const value = search.get(key)?.trim();
    if (value) input[key] = value;
  }
  if (input.pageSize !== undefined && !(PAGE_SIZES as readonly number[]).includes(Number(input.pageSize))) {
    delete input.pageSize;
  }
  for (let attempt = 0; attempt <= URL_KEYS.length; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      if (!(key in fixed)) delete input[key];
    }
  }
  return schema.parse(fixed);
}

/**
 * A list's page, page size, sort, search and filters, all kept in the address (useSearchParams), so a reload or a
 * shared link shows the same rows. Values equal to the defaults are left out of the address to keep links short.
 */
export function useListParams<Q extends BaseListQuery>(schema: z.ZodType<Q>, fixed: Record<string, string>) {
  const [search, setSearch] = useSearchParams();
  const fixedKey = JSON.stringify(fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fixed` is compared by value through fixedKey.
  const defaults = useMemo(() => schema.parse(fixed), [schema, fixedKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fixed` is compared by value through fixedKey.
  const query = useMemo(() => parseListParams(schema, search, fixed), [schema, search, fixedKey]);

  /** Applies changes; anything but a page change goes back to page 1, since the old page may no longer exist. */
  const update = useCallback(
    (changes: ListChanges, { replace = false }: { replace?: boolean } = {}) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes) as [ListParamKey, string | number | undefined][]) {
            const text = value === undefined ? "" : String(value).trim();
            const fallback = defaults[key];
            if (text === "" || (fallback !== undefined && String(fallback) === text)) next.delete(key);
            else next.set(key, text);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace },
      ),
    [setSearch, defaults],
  );

  const hasFilters = Boolean(query.q || query.status || query.from || query.to || query.soldBy || query.team);
  const clearFilters = useCallback(
    () =>
      update({ q: undefined, status: undefined, from: undefined, to: undefined, soldBy: undefined, team: undefined }),
    [update],
  );

  return { query, defaults, update, hasFilters, clearFilters };
}

export type ListParams<Q extends BaseListQuery = BaseListQuery> = ReturnType<typeof useListParams<Q>>;
