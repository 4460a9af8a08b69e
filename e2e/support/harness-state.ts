import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What global setup hands to the tests and to global teardown. */
export type HarnessState = { baseURL: string; dataDir: string; serverPid: number; databaseUrl?: string };

// Keyed by the Playwright runner's process id (workers are its children), so two runs on one machine
// never read each other's server. Global setup and teardown run in the runner itself.
const stateFile = (runnerPid: number) => path.join(os.tmpdir(), `partner-portal-e2e-${runnerPid}.json`);

export function writeHarnessState(state: HarnessState) {
  writeFileSync(stateFile(process.pid), JSON.stringify(state));
}

export function readHarnessState(): HarnessState | undefined {
  for (const pid of [process.pid, process.ppid]) {
    try {
      return JSON.parse(readFileSync(stateFile(pid), "utf8")) as HarnessState;
    } catch {
      // Not this one.
    }
  }
  return undefined;
}

export function removeHarnessState() {
  rmSync(stateFile(process.pid), { force: true });
}
