// Issue 38: what a census read costs the rest of the portal. Through the built server on a scratch database, sends
// the largest census a file may hold (500 rows, as CSV and as a workbook) and a 2 MB CSV of a million one-cell rows
// (refused: too many rows), each while `/api/health/live` is asked again and again, and prints the time to the answer,
// the worst liveness answer meanwhile and the server's peak memory so far.
//   npm run build && npx tsx bench/census-event-loop.ts        (BENCH_DB=postgres for PostgreSQL; BENCH_SERVER_MAIN
//   for another build, e.g. main's, to compare)
import { performance } from "node:perf_hooks";
import { CENSUS_COLUMNS, CENSUS_MAX_ROWS, MAX_UPLOAD_BYTES } from "@pp/domain";
import { censusCsv, censusRow, censusWorkbook } from "../apps/server/test/modules/quotation/census/census-files";
import { probeEventLoopDuring } from "../apps/server/test/support/event-loop-probe";
import { benchEnv, signIn, startServer } from "./support.mjs";

const rows = Array.from({ length: CENSUS_MAX_ROWS }, () => censusRow());
const headings = CENSUS_COLUMNS.map((c) => c.header).join(",");
const files: [string, Buffer, string][] = [
  [`${CENSUS_MAX_ROWS} rows, CSV`, censusCsv(rows), "census.csv"],
  [`${CENSUS_MAX_ROWS} rows, workbook`, await censusWorkbook(rows), "census.xlsx"],
  [
    "1,000,000 one-cell rows, CSV",
    Buffer.from(`${headings}\r\n${"x\r\n".repeat(1_000_000)}`.slice(0, MAX_UPLOAD_BYTES)),
    "census.csv",
  ],
];

const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  // One small read first, unmeasured: the first read of a process loads the readers (and starts the pool's thread).
  const warm = new FormData();
  warm.append("uploadedFiles", new Blob([censusCsv([censusRow()])]), "census.csv");
  await (await fetch(`${server.base}/api/census/read`, { method: "POST", headers: { cookie }, body: warm })).json();
  // The idle server, for comparison: the worst liveness answer over two seconds with nothing else to do.
  const idle = await probeEventLoopDuring(server.base, () => new Promise((resolve) => setTimeout(resolve, 2_000)));
  console.log(`server on ${env.label} (${process.env.BENCH_SERVER_MAIN ?? "apps/server/dist/main.js"}):`);
  console.log(`  idle: worst /api/health/live ${idle.worstMs.toFixed(0)} ms over ${idle.probes} probes`);
  for (const [label, bytes, name] of files) {
    const form = new FormData();
    form.append("uploadedFiles", new Blob([bytes]), name);
    const start = performance.now();
    const { result, worstMs, probes, failed } = await probeEventLoopDuring(server.base, async () => {
      const answer = await fetch(`${server.base}/api/census/read`, { method: "POST", headers: { cookie }, body: form });
      await answer.arrayBuffer();
      return { status: answer.status, ms: performance.now() - start };
    });
    const { peakKb } = server.memory();
    console.log(
      `  ${label} (${(bytes.length / 1024).toFixed(0)} kB): ${result.status} in ${result.ms.toFixed(0)} ms; worst /api/health/live meanwhile ${worstMs.toFixed(0)} ms (${probes} probes${failed ? `, ${failed} dropped by the server` : ""}); server peak RSS so far ${(peakKb / 1024).toFixed(0)} MB`,
    );
  }
} finally {
  await server.stop();
  await env.drop();
}
