// The back office's lists as each role of a brokerage sees them (issue 42, decision 059): partner bench.team with
// 100,000 open quotations and 100,000 policies created by fifty users in five teams; 20 connections for 8 s on each
// list as the owner (all, then one agent's, then one team's), a manager (their team's) and an agent (their own).
// `npm run build` first.   BENCH_DB=postgres node bench/role-lists.mjs   (PGlite without BENCH_DB)
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { benchEnv, repoRoot, signIn, startServer, summarise } from "./support.mjs";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const env = await benchEnv();
const seeded = spawnSync("npx", ["tsx", "bench/seed-data.ts", "brokerage", "--count", String(RECORDS)], {
  cwd: repoRoot,
  env: { ...process.env, ...env.vars },
  stdio: "inherit",
});
if (seeded.status !== 0) throw new Error("seeding failed");
const server = await startServer({ env: env.vars });
try {
  const password = "Bench#Password2026";
  const as = {
    owner: await signIn(server.base, "bench.team", password),
    manager: await signIn(server.base, "bench.t1.manager", password),
    agent: await signIn(server.base, "bench.t1.a1", password),
  };
  const get = async (cookie, path) => (await fetch(server.base + path, { headers: { cookie } })).json();
  const sellers = await get(as.owner, "/api/backoffice/sellers");
  const agent = sellers.users.find((u) => u.name === "Bench Agent 1.1");
  const team = sellers.teams.find((t) => t.name === "Team 1");
  const ownRows = (await get(as.agent, "/api/backoffice/policies?product=basic&pageSize=20")).rows;
  const cases = [
    ["owner", "quotation list, page 1", "/api/backoffice/quotations?product=basic"],
    ["owner", "policy list, page 1", "/api/backoffice/policies?product=basic"],
    ["owner", "policy list, one agent's", `/api/backoffice/policies?product=basic&soldBy=${agent.id}`],
    ["owner", "policy list, one team's", `/api/backoffice/policies?product=basic&team=${team.id}`],
    ["manager", "quotation list, page 1", "/api/backoffice/quotations?product=basic"],
    ["manager", "policy list, page 1", "/api/backoffice/policies?product=basic"],
    ["agent", "quotation list, page 1", "/api/backoffice/quotations?product=basic"],
    ["agent", "policy list, page 1", "/api/backoffice/policies?product=basic"],
    [
      "agent",
      "policy search by sponsor",
      `/api/backoffice/policies?product=basic&q=${encodeURIComponent(ownRows[3].sponsorName)}`,
    ],
  ];
  const results = [];
  for (const [role, name, path] of cases) {
    const first = await get(as[role], path);
    const summary = summarise(
      `${role}: ${name}`,
      await autocannon({ url: server.base + path, connections: 20, duration: 8, headers: { cookie: as[role] } }),
    );
    results.push({ ...summary, matching: first.total });
  }
  console.log(`backend: ${env.label}; partner bench.team, ${RECORDS} quotations and ${RECORDS} policies over 50 users`);
  console.table(results);
} finally {
  await server.stop();
  await env.drop();
}
