// The cost of a signed-in request, in one run: GET /api/session against a bare Node `http` server answering the
// same bytes, then the built portal on PostgreSQL with the session cache off (SESSION_CACHE_SECONDS=0: one database
// read per request) and on (the default). `npm run build` first.
// node bench/session-read.mjs [--connections 50] [--duration 10]   (DATABASE_URL names the PostgreSQL server)
import http from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchEnv, signIn, startServer, summarise } from "./support.mjs";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "50" }, duration: { type: "string", default: "10" } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
process.env.BENCH_DB = "postgres";

const load = async (name, url, headers = {}) =>
  summarise(name, await autocannon({ url, connections, duration, headers }));

async function portal(env, cacheSeconds, port) {
  const server = await startServer({ port, env: { ...env.vars, SESSION_CACHE_SECONDS: String(cacheSeconds) } });
  try {
    const cookie = await signIn(server.base);
    const sample = await fetch(`${server.base}/api/session`, { headers: { cookie } });
    const bytes = Buffer.from(await sample.arrayBuffer());
    const headers = Object.fromEntries(
      ["content-type", "cache-control"].map((h) => [h, sample.headers.get(h)]).filter(([, v]) => v),
    );
    const label = cacheSeconds ? `portal, session cache ${cacheSeconds} s` : "portal, session cache off";
    return { row: await load(label, `${server.base}/api/session`, { cookie }), bytes, headers };
  } finally {
    await server.stop();
  }
}

/** The floor: Node answering the same body and headers with no framework, no cookie parsing, no database. */
async function bare(bytes, headers) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, "content-length": bytes.length });
    res.end(bytes);
  });
  await new Promise((r) => server.listen(3499, "127.0.0.1", r));
  try {
    return await load("bare Node http, same bytes", "http://127.0.0.1:3499/api/session");
  } finally {
    await new Promise((r) => server.close(r));
  }
}

const env = await benchEnv();
try {
  const off = await portal(env, 0, 3401);
  const on = await portal(env, 5, 3402);
  const floor = await bare(on.bytes, on.headers);
  const rows = [floor, off.row, on.row].map((r) => ({
    ...r,
    ofBareNode: `${((r.requestsPerSec / floor.requestsPerSec) * 100).toFixed(0)} %`,
  }));
  console.log(`GET /api/session, ${connections} connections, ${duration} s each, PostgreSQL`);
  console.table(rows);
} finally {
  await env.drop();
}
