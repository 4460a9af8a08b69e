import os from "node:os";
import path from "node:path";
import { type ClusterState, readState, writeState } from "../../scripts/cluster/cluster.mjs";

/** What the cluster harness hands to the tests: the cluster, plus where the crash points write their markers. */
export type ClusterHarness = ClusterState & {
  pauseDir: string;
  searchLimit: number;
  lockoutUser: { userId: string; password: string };
};

// Keyed by the Playwright runner's process id (workers are its children), like the single-server harness.
const stateFile = (runnerPid: number) => path.join(os.tmpdir(), `partner-portal-cluster-${runnerPid}.json`);

export function saveCluster(state: ClusterHarness, runnerPid = process.pid) {
  writeState(stateFile(runnerPid), state);
}

export function loadCluster(): { state: ClusterHarness; save(): void } {
  for (const pid of [process.pid, process.ppid]) {
    try {
      const state = readState(stateFile(pid)) as ClusterHarness;
      return { state, save: () => saveCluster(state, pid) };
    } catch {
      // Not this one.
    }
  }
  throw new Error("The cluster harness did not start: run the tests through e2e/cluster/cluster.config.ts.");
}

export const clusterStateFile = stateFile;
