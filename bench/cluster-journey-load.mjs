// Through nginx, in one run: the whole new-business journey with one and with two instances (PostgreSQL, the local
// S3-compatible store), then upload throughput with one instance into that store and onto the local disk.
// `npm run build` first.  node bench/cluster-journey-load.mjs   (DATABASE_URL names the PostgreSQL server)
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { dropDatabase, startCluster } from "../scripts/cluster/cluster.mjs";
import { client, repeatJourneys, uploadThroughput } from "./journey-steps.mjs";
import { signIn } from "./support.mjs";

const CLIENTS = 10;
const SECONDS = 30;
const UPLOAD_SECONDS = 15;
const server = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
/** Empty values unset a setting: the instance keeps its files on its own disk. */
const ON_DISK = { S3_BUCKET: "", S3_REGION: "", S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: "" };

const p99 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

async function withCluster(instances, extraEnv, work) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pp-bench-cluster-"));
  const url = new URL(server);
  url.pathname = `/pp_bench_cluster_${Date.now().toString(36)}`;
  const cluster = await startCluster({
    dir,
    databaseUrl: url.toString(),
    freshDatabase: true,
    instances,
    extraEnv: { LOG_LEVEL: "warn", ...extraEnv },
  });
  try {
    return await work(cluster.state.url);
  } finally {
    await cluster.stop();
    await dropDatabase(url.toString());
    rmSync(dir, { recursive: true, force: true });
  }
}

async function journeys(base) {
  const c = client(base, await signIn(base));
  const steps = new Map();
  const time = async (step, fn) => {
    const started = performance.now();
    try {
      return await fn();
    } finally {
      if (!steps.has(step)) steps.set(step, []);
      steps.get(step).push(performance.now() - started);
    }
  };
  const { done, failed, elapsed } = await repeatJourneys(c, { clients: CLIENTS, seconds: SECONDS, time });
  return { done, failed, perSecond: done / elapsed, p99: Object.fromEntries([...steps].map(([s, v]) => [s, p99(v)])) };
}

async function uploads(base) {
  return uploadThroughput(client(base, await signIn(base)), UPLOAD_SECONDS);
}

const results = {};
for (const n of [1, 2]) {
  results[n] = await withCluster(n, {}, journeys);
  console.error(`${n} instance(s): ${results[n].done} journeys, ${results[n].failed} failed`);
}
const s3Upload = await withCluster(1, {}, uploads);
const diskUpload = await withCluster(1, ON_DISK, uploads);

console.log(`through nginx on PostgreSQL; ${CLIENTS} concurrent clients for ${SECONDS} s; ${os.cpus().length} cores`);
console.table([
  { measure: "journeys completed", "1 instance": results[1].done, "2 instances": results[2].done },
  { measure: "failed journeys", "1 instance": results[1].failed, "2 instances": results[2].failed },
  {
    measure: "journeys per second",
    "1 instance": +results[1].perSecond.toFixed(2),
    "2 instances": +results[2].perSecond.toFixed(2),
  },
  ...Object.keys(results[1].p99).map((step) => ({
    measure: `p99 ms: ${step}`,
    "1 instance": Math.round(results[1].p99[step]),
    "2 instances": Math.round(results[2].p99[step] ?? 0),
  })),
]);
console.log(
  `upload throughput, one instance through nginx, 1.5 MB files, 10 at a time for ${UPLOAD_SECONDS} s (MB/s):`,
);
console.table([
  { store: "S3-compatible (local s3rver)", "MB/s": +s3Upload.toFixed(1) },
  { store: "local disk", "MB/s": +diskUpload.toFixed(1) },
]);
