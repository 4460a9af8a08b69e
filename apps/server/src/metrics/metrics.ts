import http from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Prometheus metrics of one instance. Request durations and send failures are this process's own; the outbox,
 * payment and policy figures are read from the database when scraped, so every instance reports the same
 * cluster-wide numbers (take max(), not sum(), across instances). The count of unconfirmed session notices comes from
 * the caller: sessions belong to the identity module, and infrastructure imports no module.
 */
export function createMetrics(db: Db, sessions: { unconfirmedNotices(): number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "pp_process_" });

  const requestDuration = new Histogram({
    name: "pp_http_request_duration_seconds",
    help: "HTTP requests by route pattern (never the raw URL), method and status",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const mailSendFailures = new Counter({
    name: "pp_mail_send_failures_total",
    help: "Outbox send attempts that failed in this instance (each is retried with back-off)",
    registers: [registry],
  });
  const loopDelay = eventLoopDelay();
  new Gauge({
    name: "pp_event_loop_delay_seconds",
    help: "How late this instance's event loop ran since the last scrape, the worst and the 99th percentile: work that holds the loop (decision 040) delays every request by as much",
    labelNames: ["measure"] as const,
    registers: [registry],
    collect() {
      const { max, p99 } = loopDelay.readAndReset();
      this.set({ measure: "max" }, max);
      this.set({ measure: "p99" }, p99);
    },
  });
  new Gauge({
    name: "pp_session_notices_unconfirmed",
    help: "Session revocations sent by this instance that some instance did not confirm within the wait (it may have served a revoked session for up to the cache's time to live)",
    registers: [registry],
    collect() {
      this.set(sessions.unconfirmedNotices());
    },
  });
  new Gauge({
    name: "pp_outbox_mails",
    help: "Mails in the outbox by status (pending = backlog; failed = gave up after every retry)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ status: string; n: number }>(
        await db.execute(sql`select status, count(*)::int as n from mail_outbox group by status`),
      );
      this.reset();
      for (const status of ["pending", "sent", "failed"]) this.set({ status }, 0);
      for (const r of rows) this.set({ status: r.status }, r.n);
    },
  });
  new Gauge({
    name: "pp_outbox_oldest_pending_seconds",
    help: "Age of the oldest mail still waiting to be sent (0 when none)",
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ age: number | null }>(
        await db.execute(
          sql`select extract(epoch from now() - min(created_at))::float8 as age from mail_outbox where status = 'pending'`,
        ),
      );
      this.set(row?.age ?? 0);
    },
  });
  new Gauge({
    name: "pp_payments",
    help: "Payment attempts by status",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ status: string; n: number }>(
        await db.execute(sql`select status, count(*)::int as n from payments group by status`),
      );
      this.reset();
      for (const r of rows) this.set({ status: r.status }, r.n);
    },
  });
  new Gauge({
    name: "pp_policies_issued",
    help: "Policies issued through the portal's payments, by product",
    labelNames: ["product"] as const,
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ product: string; n: number }>(
        await db.execute(
          sql`select product, count(*)::int as n from policies where payment_id is not null group by product`,
        ),
      );
      this.reset();
      for (const r of rows) this.set({ product: r.product }, r.n);
    },
  });

  new Gauge({
    name: "pp_underwriting_referred",
    help: "H+ applications waiting for an underwriter's decision, and the longest wait in seconds",
    labelNames: ["measure"] as const,
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ n: number; age: number | null }>(
        await db.execute(
          sql`select count(*)::int as n, extract(epoch from now() - min(referred_at))::float8 as age from quotations where status = 'referred'`,
        ),
      );
      this.set({ measure: "applications" }, row?.n ?? 0);
      this.set({ measure: "oldest_seconds" }, row?.age ?? 0);
    },
  });

  return {
    registry,
    onMailSendFailed: () => mailSendFailures.inc(),
    /** Times every request by its route pattern, so /api/quotations/42 and /api/quotations/43 are one series. */
    observe(app: FastifyInstance) {
      app.addHook("onResponse", (request, reply, done) => {
        requestDuration.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? "unmatched",
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
        done();
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const TICK_MS = 10;

/**
 * How late the event loop runs, in seconds: a timer due every 10 ms notes how late it fires. The worst is kept by
 * that timer itself, since Node's histogram drops the first delay after a reset, which is where a stall right after
 * a scrape would fall; the 99th percentile comes from the histogram.
 */
function eventLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  let worstMs = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    worstMs = Math.max(worstMs, now - last - TICK_MS);
    last = now;
  }, TICK_MS).unref();
  return {
    readAndReset() {
      const read = {
        max: Math.max(worstMs, performance.now() - last - TICK_MS, 0) / 1000,
        p99: histogram.count > 0 ? histogram.percentile(99) / 1e9 : 0,
      };
      worstMs = 0;
      histogram.reset();
      return read;
    },
  };
}

/** GET /metrics on a port of its own, which the load balancer does not publish. */
export function serveMetrics(metrics: Metrics, port: number, host: string) {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Only GET /metrics is served here.\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (err: unknown) =>
        res
          .writeHead(503, { "content-type": "text/plain" })
          .end(`metrics unavailable: ${err instanceof Error ? err.message : String(err)}\n`),
    );
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
