// Quotation create and member add under load (50 connections). `npm run build` first.
// node bench/quotation-load.mjs        (BENCH_DB=postgres for PostgreSQL)
import autocannon from "autocannon";
import { sponsorBody } from "./journey-steps.mjs";
import { benchEnv, signIn, startServer, summarise } from "./support.mjs";

const today = new Date().toISOString().slice(0, 10);
const yearsAgo = (n) => `${Number(today.slice(0, 4)) - n}${today.slice(4, 8)}01`;
const sponsor = sponsorBody({
  sponsorName: "Bench Sponsor",
  sponsorEmail: "bench@example.com",
  sponsorDate: yearsAgo(35),
});
const member = {
  member_type: 1,
  relation: "spouse",
  first_name: "Bench",
  family_name: "Member",
  gender: 2,
  date_of_birth: yearsAgo(33),
  marital_status: "married",
  nationality: "IN",
  occupation: "Homemaker",
  salary_band: null,
  is_newborn: false,
};

const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  const headers = { "content-type": "application/json", cookie };
  const create = await autocannon({
    url: `${server.base}/api/quotations`,
    method: "POST",
    connections: 50,
    duration: 10,
    headers,
    body: JSON.stringify(sponsor),
  });
  // Member add spreads over 400 quotations (a quotation holds at most 50 members).
  const ids = [];
  for (let i = 0; i < 400; i++) {
    const r = await fetch(`${server.base}/api/quotations`, { method: "POST", headers, body: JSON.stringify(sponsor) });
    ids.push((await r.json()).quotationId);
  }
  let n = 0;
  const add = await autocannon({
    url: server.base,
    connections: 50,
    duration: 10,
    requests: [
      {
        method: "POST",
        headers,
        body: JSON.stringify(member),
        setupRequest: (req) => ({ ...req, path: `/api/quotations/${ids[n++ % ids.length]}/members` }),
      },
    ],
  });
  console.log(`backend: ${env.label}, 50 connections, 10 s each`);
  console.table([summarise("POST /api/quotations", create), summarise("POST /api/quotations/:id/members", add)]);
} finally {
  await server.stop();
  await env.drop();
}
