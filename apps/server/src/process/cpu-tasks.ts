import { threadId } from "node:worker_threads";
import { readCensusTask } from "../modules/quotation";
import { RENDER_TASKS } from "../pdf/render-tasks";

/*
 * The work the CPU pool's threads do, by name: plain functions of one structured-cloneable input. A task that would
 * hold the event loop for more than ~50 ms (parsing an upload, rendering a PDF) is added here and run with
 * `cpuPool.run(name, input)`. A refusal the caller must tell the client is returned as a value, not thrown: an error
 * crosses the thread boundary without its status or fields.
 */
export const CPU_TASKS = {
  /** Which thread ran it, and the bytes it was given handed back (moved, not copied): the pool's own check. */
  probe: (bytes: Uint8Array) => ({ threadId, bytes: Buffer.from(bytes) }),
  /** An uploaded census file (CSV or .xlsx) read into rows, or the census's message refusing it. */
  readCensus: readCensusTask,
  ...RENDER_TASKS,
};

export type CpuTasks = typeof CPU_TASKS;

// The pool's table of tasks is this one (see CpuTaskTable).
declare module "./cpu-pool" {
  interface CpuTaskTable extends CpuTasks {}
}
export type CpuTaskName = keyof CpuTasks;
