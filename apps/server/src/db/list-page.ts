import { sql } from "drizzle-orm";

/*
 * How every paged list (the back office's quotations and policies, the invitations, the video calls, the search) counts
 * what matches: below the modules, since the lists of several modules page the same way.
 */

/** Every matching row, counted in the page's own query: one round trip a list instead of two. */
export const matchingRows = sql<number>`count(*) over ()`.mapWith(Number);

/** The page's rows carry the total; only a page past the end, which has none, asks for it separately. */
export async function totalOf(rows: { matching: number }[], page: number, countAll: () => Promise<{ n: number }[]>) {
  if (rows.length > 0) return rows[0]!.matching;
  if (page === 1) return 0;
  const [row] = await countAll();
  return row?.n ?? 0;
}
