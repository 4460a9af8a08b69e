// Renewal search under load: 10,000 seeded policies, 50 connections, searches by passport + date of birth.
// npm run build && node bench/renewal-search-load.mjs            (BENCH_DB=postgres for PostgreSQL)
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { benchEnv, repoRoot, startServer, summarise } from "./support.mjs";

const COUNT = 10_000;
const env = await benchEnv();
const seeded = spawnSync("npx", ["tsx", "bench/seed-data.ts", "renewals", "--count", String(COUNT)], {
  cwd: repoRoot,
  env: { ...process.env, ...env.vars },
  stdio: "inherit",
});
if (seeded.status !== 0) throw new Error("seeding failed");
// Customers search from many addresses: each request comes from one of CLIENTS addresses (X-Forwarded-For, trusted
// as behind a load balancer), so the per-client limit (default 30 per 15 minutes) is checked as in production.
const CLIENTS = 20_000;
const server = await startServer({ env: { ...env.vars, TRUST_PROXY: "1" } });
const dob = (g) => new Date(Date.UTC(1970, 0, 1) + (g % 12000) * 86_400_000).toISOString().slice(0, 10);
let i = 0;
try {
  const result = await autocannon({
    url: `${server.base}/api/renewals/search`,
    connections: 50,
    duration: 15,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          const n = i++;
          const g = 1 + ((n * 7919) % COUNT);
          const client = n % CLIENTS;
          return {
            ...req,
            headers: { ...req.headers, "x-forwarded-for": `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}` },
            body: JSON.stringify({
              searchBy: 3,
              searchText: `RN${String(g).padStart(7, "0")}`,
              dateOfBirth: dob(g),
            }),
          };
        },
      },
    ],
  });
  console.log(`backend: ${env.label}, ${COUNT} policies, ${CLIENTS} client addresses, 50 connections, 15 s`);
  console.table([summarise("POST /api/renewals/search", result)]);
} finally {
  await server.stop();
  await env.drop();
}
