import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { repoRoot, startCluster } from "../../scripts/cluster/cluster.mjs";
import { saveCluster } from "./cluster-state";

const run = promisify(execFile);

/** Kept by the runner process for teardown: the S3 server lives in it. */
export let stopCluster: (() => Promise<void>) | undefined;

/**
 * Two instances on a fresh PostgreSQL database (next to DATABASE_URL's) and the local S3-compatible store, behind
 * nginx. Both are armed to stop once at an upload and once at a payment answer, so a test can kill one exactly there.
 */
export default async function clusterSetup() {
  const server = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  server.pathname = `/pp_cluster_${Date.now().toString(36)}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "pp-cluster-"));
  const pauseDir = path.join(dir, "pauses");
  const searchLimit = 6;
  const cluster = await startCluster({
    dir,
    databaseUrl: server.toString(),
    freshDatabase: true,
    extraEnv: {
      TEST_PAUSE_AT: "document-stored,payment-accepted",
      TEST_PAUSE_DIR: pauseDir,
      // A mail claimed by a killed instance goes out again after this; short, so the test need not wait 2 minutes.
      MAIL_CLAIM_SECONDS: "5",
      RENEWAL_SEARCH_LIMIT: String(searchLimit),
    },
  });
  stopCluster = cluster.stop;
  const lockoutUser = { userId: "e2e.cluster.lock", password: "Cluster#Lock2026" };
  await run(
    process.execPath,
    [
      path.join(repoRoot, "apps/server/dist/partners-cli.js"),
      "add",
      "--user-id",
      lockoutUser.userId,
      "--name",
      "E2E Cluster Lockout",
      "--email",
      "e2e.cluster.lock@example.test",
      "--password",
      lockoutUser.password,
      "--flags",
      "basic",
    ],
    { cwd: repoRoot, env: { ...process.env, ...cluster.state.instanceEnv } },
  );
  saveCluster({ ...cluster.state, pauseDir, searchLimit, lockoutUser });
  process.env.E2E_BASE_URL = cluster.state.url;
}
