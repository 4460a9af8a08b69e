// A month's commission statements for a brokerage (issue 42, decision 062): partner bench.team with fifty users in
// five teams and BENCH_RECORDS (20,000) paid Basic policies whose commission lines all fall in the last ended UAE
// month. Issuing that month (`issueMonthStatements`, in a process of its own: wall time, resident memory and V8 heap
// at their peak), then the partner's statement as the owner reads it — the detail, the CSV and the PDF (the first of
// each, then the median of BENCH_RUNS more; the PDF once unless BENCH_PDF_RUNS), with the
// server's peak resident memory. Each row is printed as it is measured.
// `npm run build` first.   BENCH_DB=postgres node bench/commission-statements.mjs   (PGlite without BENCH_DB)
import { spawnSync } from "node:child_process";
import { benchEnv, repoRoot, signIn, startServer } from "./support.mjs";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 0);
const uae = new Date(Date.now() + 4 * 3_600_000);
const PERIOD = new Date(Date.UTC(uae.getUTCFullYear(), uae.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);

const env = await benchEnv();
const run = (args) => {
  const started = performance.now();
  const done = spawnSync("npx", ["tsx", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env.vars },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  if (done.status !== 0) throw new Error(`${args.join(" ")} failed:\n${done.stdout}`);
  return { out: done.stdout, s: ((performance.now() - started) / 1000).toFixed(1) };
};
try {
  const seeded = run(["bench/seed-data.ts", "statements", "--count", String(RECORDS), "--period", PERIOD]);
  console.log(seeded.out.trim());
  const issued = JSON.parse(run(["bench/commission-issue.ts", PERIOD]).out.trim().split("\n").at(-1));
  console.log(`backend: ${env.label}; ${RECORDS} policies of bench.team over 50 users, month ${PERIOD}`);
  console.table([issued]);

  const server = await startServer({ env: env.vars });
  try {
    const cookie = await signIn(server.base, "bench.team", "Bench#Password2026");
    const get = (path) => fetch(server.base + path, { headers: { cookie } });
    const { statements } = await (await get("/api/commission/statements")).json();
    const partner = statements.find((s) => s.user === null && s.period === PERIOD);
    console.log(`partner statement ${partner.id}: ${partner.lineCount} lines, total ${partner.totalFils} fils`);
    const rows = [];
    for (const [name, path, runs] of [
      ["detail (JSON)", `/api/commission/statements/${partner.id}`, RUNS],
      ["CSV", `/api/commission/statements/${partner.id}/statement.csv`, RUNS],
      ["PDF", `/api/commission/statements/${partner.id}/statement.pdf`, PDF_RUNS],
    ]) {
      const times = [];
      let bytes = 0;
      for (let i = 0; i <= runs; i++) {
        const started = performance.now();
        const res = await get(path);
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
      }
      const [first, ...rest] = times;
      rest.sort((a, b) => a - b);
      rows.push({
        name,
        firstMs: Math.round(first),
        medianMs: Math.round(rest[Math.floor(rest.length / 2)] ?? first),
        kB: Math.round(bytes / 1024),
        serverPeakMb: Math.round(server.memory().peakKb / 1024),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
    console.table(rows);
  } finally {
    await server.stop();
  }
} finally {
  await env.drop();
}
