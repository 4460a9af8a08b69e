import { LIST_ADDRESS_KEYS, type ListQueryRule, readListQuery } from "@pp/domain";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

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
type ListParamKey = (typeof LIST_ADDRESS_KEYS)[number];
type ListChanges = Partial<Record<ListParamKey, string | number | undefined>>;

/**
 * The list's query from its address, read by the domain's rule without zod (the list paints and asks for its rows
 * without loading it): defaults and limits are the server's schema's, and a value it would refuse (a hand-edited link,
 * an old bookmark) is dropped rather than failing the whole page.
 */
function addressQuery<Q>(rule: ListQueryRule<Q>, search: URLSearchParams, fixed: Record<string, string>): Q {
  return readListQuery(
    rule,
    Object.fromEntries(LIST_ADDRESS_KEYS.map((key) => [key, search.get(key) ?? undefined])),
    fixed,
  );
}

/**
 * A list's page, page size, sort, search and filters, all kept in the address (useSearchParams), so a reload or a
 * shared link shows the same rows. Values equal to the defaults are left out of the address to keep links short.
 */
export function useListParams<Q extends BaseListQuery>(rule: ListQueryRule<Q>, fixed: Record<string, string>) {
  const [search, setSearch] = useSearchParams();
  const fixedKey = JSON.stringify(fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fixed` is compared by value through fixedKey.
  const defaults = useMemo(() => readListQuery(rule, {}, fixed), [rule, fixedKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fixed` is compared by value through fixedKey.
  const query = useMemo(() => addressQuery(rule, search, fixed), [rule, search, fixedKey]);

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
