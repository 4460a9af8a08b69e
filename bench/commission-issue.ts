// The statements bench's issuing step, in a process of its own so that its peak memory is issuing's alone: opens the
// database as the commission command does (DATA_DIR or DATABASE_URL), issues one month's statements
// (`issueMonthStatements`) and prints one JSON line: the wall time, the process's resident memory and V8 heap before
// and at their peak (sampled every 5 ms, and the kernel's maximum resident size), and what was issued.
//   npx tsx bench/commission-issue.ts 2026-11
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import { openConfiguredDatabase } from "../apps/server/src/db/open-configured";
import { issueMonthStatements } from "../apps/server/src/modules/commission";

const period = process.argv[2];
if (!period) throw new Error("usage: npx tsx bench/commission-issue.ts YYYY-MM");
const database = await openConfiguredDatabase(loadConfig());
const db = database.db;
const mb = (bytes: number) => Math.round(bytes / 1048576);
global.gc?.();
const before = process.memoryUsage();
const peak = { rss: before.rss, heapUsed: before.heapUsed };
const sample = setInterval(() => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss);
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
}, 5);
const started = performance.now();
const issued = await issueMonthStatements(db, period);
const ms = Math.round(performance.now() - started);
clearInterval(sample);
const result = await db.execute(sql`
  select (select count(*)::int from commission_statements) as statements,
    (select count(*)::int from commission_statement_lines) as lines`);
const [counts] = (result as unknown as { rows: { statements: number; lines: number }[] }).rows;
console.log(
  JSON.stringify({
    ms,
    partners: issued.length,
    statements: counts?.statements,
    statementLines: counts?.lines,
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(peak.rss),
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    heapBeforeMb: mb(before.heapUsed),
    heapPeakMb: mb(peak.heapUsed),
  }),
);
await database.close();
