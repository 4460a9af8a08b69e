import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The moments a crash hurts most. The crash-safety tests stop a process exactly there (TEST_PAUSE_AT) and kill it
 * with SIGKILL, then check that nothing was lost or done twice. Production refuses to start with the hook set.
 */
export const PAUSE_POINTS = [
  /** A document's bytes are in storage, its database row is not written yet. */
  "document-stored",
  /** The gateway's ACCEPT is recorded on the payment row (not committed), the policy is not inserted yet. */
  "payment-accepted",
  /** A policy PDF is rendered, not stored yet. */
  "policy-pdf-rendered",
  /** A mail is claimed from the outbox, not handed to the transport yet. */
  "mail-claimed",
  /** The transport accepted a mail, the outbox row is not marked sent yet. */
  "mail-handed-over",
] as const;

type PausePoint = (typeof PAUSE_POINTS)[number];

let armed: { points: Set<string>; dir: string } | undefined;

/** Arms the hook for this process (main.ts, from TEST_PAUSE_AT and TEST_PAUSE_DIR); nothing else does. */
export function armTestPauses(points: readonly string[], dir: string) {
  armed = { points: new Set(points), dir };
}

/**
 * When armed for `point`, the first process of a cluster to get here writes `<dir>/<point>.paused` (its pid) and
 * waits until it is killed; every later arrival, in this process or another sharing the folder, passes. Unarmed, it
 * returns at once.
 */
export async function pauseAt(point: PausePoint): Promise<void> {
  if (!armed?.points.has(point)) return;
  await mkdir(armed.dir, { recursive: true });
  try {
    // "wx": created only if absent, atomically, so exactly one arrival pauses.
    await writeFile(path.join(armed.dir, `${point}.paused`), String(process.pid), { flag: "wx" });
  } catch {
    return;
  }
  await new Promise<never>(() => {});
}
