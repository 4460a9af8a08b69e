import { threadId } from "node:worker_threads";
import { localizeMessage } from "../i18n/localize-answer";
import { RENDER_TASKS } from "../pdf/render-tasks";

/*
 * The work the CPU pool's threads do for the infrastructure, by name: plain functions of one structured-cloneable
 * input. A task that would hold the event loop for more than ~50 ms (parsing an upload, rendering a PDF) is added
 * here, or by a module to its own table (declared into CpuTaskTable the same way), and run with
 * `cpuPool.run(name, input)`; src/cpu-worker.ts composes the tables a thread runs. A refusal the caller must tell the
 * client is returned as a value, not thrown: an error crosses the thread boundary without its status or fields.
 */
export const CPU_TASKS = {
  /** Which thread ran it, and the bytes it was given handed back (moved, not copied): the pool's own check. */
  probe: (bytes: Uint8Array) => ({ threadId, bytes: Buffer.from(bytes) }),
  /**
   * Holds its thread for `ms` without yielding, as a render that does not end would: the time limit's own check. It
   * blocks in Atomics.wait instead of spinning: the thread is held all the same (and ending it interrupts the wait),
   * without burning a core for the limit's length beside everything else the machine runs.
   */
  busyFor: (ms: number) => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return threadId;
  },
  /**
   * A domain string in Arabic on the thread, as a document's layout translates one: the pool's own check that the
   * words a string was said with on the event loop's thread (a plan's title with its name) cross with the input.
   */
  inArabic: (text: string) => localizeMessage(text, "ar"),
  ...RENDER_TASKS,
};

export type CpuTasks = typeof CPU_TASKS;

// The pool's table of tasks holds these (see CpuTaskTable).
declare module "./cpu-pool" {
  interface CpuTaskTable extends CpuTasks {}
}
