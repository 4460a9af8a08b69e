// Load on loopback: GET /api/health and GET /api/session (signed in). `npm run build` first.
// node bench/http-load.mjs [--connections 50] [--duration 10]   (BENCH_DB=postgres for PostgreSQL)
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { benchEnv, signIn, startServer, summarise } from "./support.mjs";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "50" }, duration: { type: "string", default: "10" } },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  const rows = [];
  for (const [name, path, headers] of [
    ["GET /api/health", "/api/health", {}],
    ["GET /api/session", "/api/session", { cookie }],
  ]) {
    rows.push(summarise(name, await autocannon({ url: server.base + path, connections, duration, headers })));
  }
  console.log(`backend: ${env.label}, ${connections} connections, ${duration} s each`);
  console.table(rows);
} finally {
  await server.stop();
  await env.drop();
}
