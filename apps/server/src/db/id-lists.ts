import { inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `column in (ids)`, or no condition at all for no ids: `in ()` is not SQL, and drizzle's `and`/`or` skip an undefined
 * condition (so an `or` of nothing but empty lists is undefined, and a caller deleting by it must write nothing).
 */
export const inIds = (column: AnyPgColumn, ids: readonly number[]): SQL | undefined =>
  ids.length ? inArray(column, [...ids]) : undefined;
