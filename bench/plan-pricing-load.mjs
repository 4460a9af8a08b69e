// H+ plans for a family of six: every plan priced (GET /plans) and the comparison PDF rendered, under load
// (20 connections, 10 s each) and, first, one at a time for the unloaded latency. `npm run build` first.
// node bench/plan-pricing-load.mjs      (BENCH_DB=postgres for PostgreSQL)
import autocannon from "autocannon";
import { sponsorBody } from "./journey-steps.mjs";
import { benchEnv, signIn, startServer, summarise } from "./support.mjs";

const today = new Date().toISOString().slice(0, 10);
const yearsAgo = (n) => `${Number(today.slice(0, 4)) - n}${today.slice(4, 8)}01`;
const sponsor = sponsorBody({
  productCategory: 2,
  sponsorName: "Bench Family",
  sponsorEmail: "bench.family@example.com",
  sponsorDate: yearsAgo(40),
});
const person = (first, gender, age, relation, marital_status, occupation) => ({
  member_type: 1,
  relation,
  first_name: first,
  family_name: "Bench",
  gender,
  date_of_birth: yearsAgo(age),
  marital_status,
  nationality: "IN",
  occupation,
  salary_band: null,
  is_newborn: false,
});
/** A spouse, two parents over 60 and three children: every age band from 0-17 to 65+ but one. */
const FAMILY = [
  person("Spouse", 2, 38, "spouse", "married", "Homemaker"),
  person("Father", 1, 67, "parent", "married", "Homemaker"),
  person("Mother", 2, 62, "parent", "married", "Homemaker"),
  person("Elder", 1, 15, "child", "single", "Student"),
  person("Middle", 2, 11, "child", "single", "Student"),
  person("Younger", 1, 4, "child", "single", "Student"),
];

const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  const headers = { "content-type": "application/json", cookie };
  const ids = [];
  for (let i = 0; i < 40; i++) {
    const q = await (
      await fetch(`${server.base}/api/quotations`, { method: "POST", headers, body: JSON.stringify(sponsor) })
    ).json();
    for (const m of FAMILY) {
      const r = await fetch(`${server.base}/api/quotations/${q.quotationId}/members`, {
        method: "POST",
        headers,
        body: JSON.stringify(m),
      });
      if (r.status !== 201) throw new Error(`member add answered ${r.status}: ${await r.text()}`);
    }
    ids.push(q.quotationId);
  }
  const plansOf = (id) => `/api/quotations/${id}/plans`;
  const pdfOf = (id) => `/api/quotations/${id}/plans/comparison.pdf?plans=silver,gold,platinum`;

  // Unloaded: 200 requests one after the other.
  const sequential = async (pathOf) => {
    const times = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      const r = await fetch(`${server.base}${pathOf(ids[i % ids.length])}`, { headers });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`answered ${r.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    return { p50: at(50), p99: at(99) };
  };
  const alone = { plans: await sequential(plansOf), pdf: await sequential(pdfOf) };

  const load = (pathOf) => {
    let n = 0;
    return autocannon({
      url: server.base,
      connections: 20,
      duration: 10,
      requests: [{ method: "GET", headers, setupRequest: (req) => ({ ...req, path: pathOf(ids[n++ % ids.length]) }) }],
    });
  };
  const plans = await load(plansOf);
  const pdf = await load(pdfOf);
  console.log(`backend: ${env.label}; a family of 6 on 40 quotations; three plans`);
  console.log(
    `one at a time (ms): plans p50 ${alone.plans.p50} p99 ${alone.plans.p99}; comparison PDF p50 ${alone.pdf.p50} p99 ${alone.pdf.p99}`,
  );
  console.log("under load: 20 connections, 10 s each");
  console.table([summarise("GET /api/quotations/:id/plans", plans), summarise("GET …/plans/comparison.pdf", pdf)]);
} finally {
  await server.stop();
  await env.drop();
}
