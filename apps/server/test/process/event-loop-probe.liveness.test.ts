import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort, probeAgainstIdle } from "../support/event-loop-probe";

/*
 * The probe's own test: the liveness tests pass only because the server keeps its loop free, so the probe must fail a
 * server that does not. A server holding its loop for 1.5 s (a render on the loop takes as long) fails the bound,
 * however busy the machine; one that answers after waiting 1.5 s without holding it passes.
 */
const HELD_MS = 1_500;
const app = Fastify();
app.get("/api/health/live", async () => ({ status: "ok" }));
app.get("/held", async () => {
  const until = Date.now() + HELD_MS;
  while (Date.now() < until) {
    // Holding the loop, as work done on it would.
  }
  return { held: true };
});
app.get("/waited", async () => {
  await new Promise((resolve) => setTimeout(resolve, HELD_MS));
  return { held: false };
});

let base: string;
beforeAll(async () => {
  base = await listenOnFreePort(app);
});
afterAll(() => app.close());

describe("the event-loop probe", () => {
  it("fails a server that holds its loop", async () => {
    const { worstMs, boundMs } = await probeAgainstIdle(base, () => fetch(`${base}/held`));
    expect(worstMs).toBeGreaterThanOrEqual(HELD_MS);
    expect(worstMs).toBeGreaterThan(boundMs);
  });

  it("passes one that waits without holding it", async () => {
    const { worstMs, boundMs } = await probeAgainstIdle(base, () => fetch(`${base}/waited`));
    expect(worstMs).toBeLessThan(boundMs);
  });
});
