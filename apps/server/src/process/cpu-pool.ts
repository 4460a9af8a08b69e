import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import {
  CPU_POOL_BUSY_MESSAGE,
  CPU_POOL_TIMEOUT_MESSAGE,
  sayAgain,
  type Words,
  wordsSaidWithValuesIn,
} from "@pp/domain";
import { Piscina } from "piscina";
import { HttpError } from "../http/http-error";

/** A task's answer as a pool thread sends it: the task's own answer and the domain's words it said with values. */
export type TaskAnswer = { answer: unknown; said: Words[] };

/** Seconds a refused client is asked to wait: a queued render or census read takes well under a second. */
export const CPU_POOL_RETRY_AFTER_SECONDS = 5;

/**
 * The pool's queue is full: the request is answered 503 with Retry-After (never a 500), and the mail worker leaves
 * the mail for its next round without counting an attempt.
 */
export class CpuPoolBusy extends HttpError {
  constructor() {
    super(503, CPU_POOL_BUSY_MESSAGE, undefined, { "retry-after": String(CPU_POOL_RETRY_AFTER_SECONDS) });
  }
}

/**
 * The longest a task may take, waiting in the queue included: a document no one can wait for a minute for is not
 * worth holding a thread. Past it the task is stopped (Piscina ends its thread and starts another) and the request
 * answered 503 with a clear message: a render that never ends would otherwise hold a thread for good (issue 42).
 */
export const CPU_TASK_TIME_LIMIT_MS = 60_000;

/** Seconds a client whose task was stopped is asked to wait: the same document will likely take as long again. */
export const CPU_TASK_RETRY_AFTER_SECONDS = 60;

/** A task ran past the pool's time limit and was stopped; a route may say what else the user can do instead. */
export class CpuTaskTooLong extends HttpError {
  constructor(message: string = CPU_POOL_TIMEOUT_MESSAGE) {
    super(503, message, undefined, { "retry-after": String(CPU_TASK_RETRY_AFTER_SECONDS) });
  }
}

/**
 * The tasks a pool thread runs, by name. cpu-tasks.ts (the infrastructure's) and each module with tasks of its own
 * fill this in (declaration merging): the pool lies below every module, and importing the tables would import the
 * modules whose tasks they name. The thread's entry, src/cpu-worker.ts, composes the functions themselves.
 */
// biome-ignore lint/suspicious/noEmptyInterface: cpu-tasks.ts and the modules add the members; the pool imports none.
export interface CpuTaskTable {}

/**
 * The process's pool of threads for CPU-heavy work (decision 040), so that no request holds the event loop that
 * every other request waits on. Its first thread starts with the first task and stays until `close()`. Built, the
 * worker is dist/cpu-worker.js next to the server; from the TypeScript sources (tests, `tsx`) each thread loads
 * src/cpu-worker.ts through tsx's loader. At most `maxQueue` tasks wait for a thread; one more is refused at once
 * (CpuPoolBusy), so a flood of uploads or renders cannot pile up work and memory without bound.
 */
export function createCpuPool({
  threads,
  maxQueue,
  timeLimitMs = CPU_TASK_TIME_LIMIT_MS,
}: {
  threads: number;
  maxQueue: number;
  timeLimitMs?: number;
}) {
  let pool: Piscina | undefined;
  const started = () => {
    pool ??= new Piscina({
      ...workerEntry(),
      minThreads: 1,
      maxThreads: threads,
      maxQueue,
      // Threads beyond the first end after this long idle; the first stays until close().
      idleTimeout: 60_000,
    });
    return pool;
  };
  return {
    threads,
    maxQueue,
    /** Runs a task of CpuTaskTable on a pool thread; Buffers in the answer arrive as Buffers. */
    async run<K extends keyof CpuTaskTable>(
      task: K,
      input: Parameters<CpuTaskTable[K]>[0],
    ): Promise<Awaited<ReturnType<CpuTaskTable[K]>>> {
      const pool = started();
      // Piscina refuses past its queue with a plain Error; the queue's own size tells that refusal from a task's fault.
      if (pool.queueSize >= maxQueue) throw new CpuPoolBusy();
      const signal = AbortSignal.timeout(timeLimitMs);
      try {
        const { answer, said } = (await pool.run(
          { task, input, said: wordsSaidWithValuesIn(input) },
          { signal },
        )) as TaskAnswer;
        sayAgain(said);
        return asBuffers(answer);
      } catch (error) {
        // Aborted, Piscina rejects with an AbortError (and ends the thread that ran it): the limit, not a fault.
        if (signal.aborted) throw new CpuTaskTooLong();
        throw error;
      }
    },
    /** Ends the threads once the tasks under way are done. */
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}

export type CpuPool = ReturnType<typeof createCpuPool>;

function workerEntry() {
  const fromSources = import.meta.url.endsWith(".ts");
  if (!fromSources) return { filename: new URL("./cpu-worker.js", import.meta.url).href };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  // The thread's entry composes the modules' tasks, so it lies beside main.ts, above them, not here.
  return { filename: new URL("../cpu-worker.ts", import.meta.url).href, execArgv: ["--import", tsx] };
}

// A moved Buffer arrives as a plain Uint8Array: the answer and its properties one level down are made Buffers again.
const buffer = (v: unknown) =>
  v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;
// biome-ignore lint/suspicious/noExplicitAny: the answer's type is the task's, as declared by `run`.
function asBuffers(value: unknown): any {
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return buffer(value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, buffer(v)]));
}
