import { rm } from "node:fs/promises";
import { dropDatabase, stopProcesses } from "../../scripts/cluster/cluster.mjs";
import { stopCluster } from "./cluster-setup";
import { loadCluster } from "./cluster-state";

/** Stops nginx and the instances (by the ids in the state file: a test may have restarted one), the S3 server, and drops the database. */
export default async function clusterTeardown() {
  const { state } = loadCluster();
  await stopProcesses(state);
  await stopCluster?.();
  await dropDatabase(state.databaseUrl);
  if (!process.env.E2E_KEEP_DATA) await rm(state.dir, { recursive: true, force: true });
}
