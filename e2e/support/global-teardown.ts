import { rm } from "node:fs/promises";
import { readHarnessState, removeHarnessState } from "./harness-state";
import { dropJourneyDatabase } from "./journey-database";

/** Stops the server global setup started (by its process id), deletes its temp data directory and its database. */
export default async function globalTeardown() {
  const state = readHarnessState();
  const pid = Number(process.env.E2E_SERVER_PID ?? state?.serverPid ?? 0);
  const dataDir = process.env.E2E_DATA_DIR ?? state?.dataDir;
  if (pid > 0) {
    try {
      process.kill(pid, "SIGTERM");
      await waitForExit(pid, 10_000);
    } catch {
      // Already gone.
    }
  }
  if (dataDir && !process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  if (state?.databaseUrl && !process.env.E2E_KEEP_DATA) await dropJourneyDatabase(state.databaseUrl);
  removeHarnessState();
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(pid, "SIGKILL");
}
