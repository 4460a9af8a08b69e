import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";

/** The app on a real socket (a free port on 127.0.0.1), so requests go through HTTP and not app.inject. */
export async function listenOnFreePort(app: FastifyInstance) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Runs `request` against the server at `base` and meanwhile asks `/api/health/live` again and again, one probe after
 * the other. `worstMs` is the longest the server went without answering a probe: each probe is timed from when the
 * previous one answered, so a stall that begins between two probes counts too. A server whose event loop is held
 * by the request answers no probe until it is free, and the stall shows whole. `failed` counts probes not answered
 * 200, which a test should expect to be none.
 */
export async function probeEventLoopDuring<T>(base: string, request: () => Promise<T>) {
  let done = false;
  const running = request().finally(() => {
    done = true;
  });
  let probes = 0;
  let failed = 0;
  let worstMs = 0;
  let since = performance.now();
  do {
    // A probe the server drops (a stall past its header time-out resets the connection) went unanswered as long.
    const answered = await fetch(`${base}/api/health/live`).then(
      async (answer) => {
        await answer.arrayBuffer();
        return answer.ok;
      },
      () => false,
    );
    const now = performance.now();
    worstMs = Math.max(worstMs, now - since);
    since = now;
    probes++;
    if (!answered) failed++;
  } while (!done);
  return { result: await running, worstMs, probes, failed };
}

/** How long `/api/health/live` may take while a heavy request is in flight (issue 38). */
export const LIVENESS_MS = 100;

/**
 * The bound a test holds the worst probe to: LIVENESS_MS more than the worst this server answers in when idle, so
 * that a machine busy with other work (a shared CI runner) does not fail a server that is not at fault. On a quiet
 * machine the idle worst is a few milliseconds.
 */
export async function livenessBoundMs(base: string) {
  const idle = await probeEventLoopDuring(base, () => new Promise((resolve) => setTimeout(resolve, 2_000)));
  return LIVENESS_MS + idle.worstMs;
}
