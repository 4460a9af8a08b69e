import { LOGIN_MESSAGES } from "@pp/domain";
import { HttpError } from "../http/http-error";

export type WorkGate = {
  /** Runs the task when a slot is free; waits in a short queue; beyond it refuses with 503 at once. */
  run<T>(task: () => Promise<T>): Promise<T>;
};

/** Seconds a refused client is asked to wait: argon2 work clears in well under a second per slot. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Bounds concurrent password hashing (argon2id takes 19 MiB and tens of milliseconds of a core each): a flood of
 * sign-ins waits in a short queue or is turned away with 503 and Retry-After, instead of starving every other
 * request of CPU and memory.
 */
export function createWorkGate({ concurrency, queue }: { concurrency: number; queue: number }): WorkGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running < concurrency) {
        running++;
      } else {
        if (waiting.length >= queue) {
          throw new HttpError(503, LOGIN_MESSAGES.busy, undefined, {
            "retry-after": String(BUSY_RETRY_AFTER_SECONDS),
          });
        }
        // The finishing task hands its slot over, so `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
