// Back office under load: 100,000 quotations and 100,000 policies across 200 partners (+ one partner with
// 100,000 policies for the export), 20 connections on list, search and detail; then the memory of a
// 100,000-row CSV export. `npm run build` first.   node bench/backoffice-load.mjs   (BENCH_DB=postgres)
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { benchEnv, repoRoot, signIn, startServer, summarise } from "./support.mjs";

const env = await benchEnv();
const seeded = spawnSync("npx", ["tsx", "bench/seed-data.ts", "backoffice"], {
  cwd: repoRoot,
  env: { ...process.env, ...env.vars },
  stdio: "inherit",
});
if (seeded.status !== 0) throw new Error("seeding failed");
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base, "bench.p007", "Bench#Password2026");
  const get = async (path) => (await fetch(server.base + path, { headers: { cookie } })).json();
  const { rows } = await get("/api/backoffice/policies?product=basic&pageSize=20");
  const rowsQ = (await get("/api/backoffice/quotations?product=basic&pageSize=20")).rows;
  const cases = [
    ["quotation list, page 1", "/api/backoffice/quotations?product=basic"],
    [
      "quotation list, page 10 by sponsor",
      "/api/backoffice/quotations?product=basic&sort=sponsor_name&dir=asc&page=10",
    ],
    ["quotation search", `/api/backoffice/quotations?product=basic&q=${encodeURIComponent(rowsQ[3].sponsorName)}`],
    ["policy list, due for renewal", "/api/backoffice/policies?product=basic&view=pending"],
    ["policy search by number", `/api/backoffice/policies?product=basic&q=${rows[5].policyNo}`],
    ["policy detail", `/api/backoffice/policies/${rows[2].policyNo}`],
  ];
  const results = [];
  for (const [name, path] of cases) {
    results.push(
      summarise(name, await autocannon({ url: server.base + path, connections: 20, duration: 8, headers: { cookie } })),
    );
  }
  console.log(`backend: ${env.label}; 20 connections, 8 s each; partner bench.p007 of 200`);
  console.table(results);

  const bulk = await signIn(server.base, "bench.bulk", "Bench#Password2026");
  const before = server.memory();
  let peak = before.rssKb;
  const timer = setInterval(() => {
    peak = Math.max(peak, server.memory().rssKb);
  }, 20);
  const started = Date.now();
  const res = await fetch(`${server.base}/api/backoffice/policies/export.csv?product=basic`, {
    headers: { cookie: bulk },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(timer);
  console.table([
    {
      export: "100,000 policies as CSV",
      rows: lines - 1,
      MB: +(bytes / 1048576).toFixed(1),
      seconds: +((Date.now() - started) / 1000).toFixed(1),
      rssBeforeMB: +(before.rssKb / 1024).toFixed(0),
      rssPeakDuringMB: +(peak / 1024).toFixed(0),
      growthMB: +((peak - before.rssKb) / 1024).toFixed(0),
    },
  ]);
} finally {
  await server.stop();
  await env.drop();
}
