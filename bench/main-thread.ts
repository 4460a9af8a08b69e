// How long a piece of work holds the main thread: what every other request waits behind it.
import { performance } from "node:perf_hooks";

/**
 * Runs `run` while a 1 ms timer ticks, and answers the longest the thread went without running that timer (the
 * longest single stretch the work held the event loop), with the whole time the work took and its result.
 */
export async function heldFor<T>(run: () => Promise<T>): Promise<{ ms: number; heldMs: number; result: T }> {
  let last = performance.now();
  let held = 0;
  const tick = () => {
    const now = performance.now();
    held = Math.max(held, now - last);
    last = now;
  };
  const timer = setInterval(tick, 1);
  const start = performance.now();
  try {
    const result = await run();
    tick();
    return { ms: performance.now() - start, heldMs: held, result };
  } finally {
    clearInterval(timer);
  }
}
