// Every benchmark in turn, on the backend BENCH_DB names (PGlite by default). `npm run build` first.
// npm run bench   (BENCH_DB=postgres npm run bench for PostgreSQL). Figures go to docs/benchmarks.md by hand,
// with the command that produced them.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BENCHES = [
  "login-bundle-size.mjs",
  "http-load.mjs",
  "quotation-load.mjs",
  "journey-load.mjs",
  "renewal-search-load.mjs",
  "backoffice-load.mjs",
  "plan-pricing-load.mjs",
];

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n=== node bench/${bench}`);
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
