// npm run cluster: two portal instances on PostgreSQL and an S3-compatible store, behind nginx. Ctrl+C stops it all.
import path from "node:path";
import { repoRoot, startCluster } from "./cluster.mjs";

const server = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
// A database of its own, next to DATABASE_URL's: the cluster never writes into the tests' or the single instance's.
const databaseUrl =
  process.env.CLUSTER_DATABASE_URL ??
  (() => {
    const u = new URL(server);
    u.pathname = "/partner_portal_cluster";
    return u.toString();
  })();
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
const dir = path.join(repoRoot, "data", "cluster");

try {
  const cluster = await startCluster({ dir, databaseUrl, instances, port });
  const { state } = cluster;
  const redacted = new URL(databaseUrl);
  redacted.password = redacted.password ? "***" : "";
  console.log(
    [
      "",
      `Partner Portal cluster is running at ${state.url}`,
      "  load balancer: nginx, round robin, no stickiness (X-Served-By names the instance that answered)",
      ...state.instances.map(
        (i) =>
          `  ${i.name}: http://127.0.0.1:${i.port} (pid ${i.pid}), metrics http://127.0.0.1:${i.metricsPort}/metrics, log ${path.relative(repoRoot, i.logFile)}`,
      ),
      `  database: ${redacted}`,
      `  files: s3://${state.bucket} on the local S3-compatible server ${state.s3Endpoint}`,
      "  demo sign-in: agent.all / Portal#Demo2026",
      "  Ctrl+C stops everything.",
      "",
    ].join("\n"),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping the cluster...");
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
