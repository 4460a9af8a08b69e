// The whole new-business journey through the API, repeated by 10 concurrent clients for 30 s:
// create, 3 members, 8 uploads, details, finalize, pay on the sandbox page, verify. Then upload throughput.
// `npm run build` first.  node bench/journey-load.mjs      (BENCH_DB=postgres for PostgreSQL)
import { client, repeatJourneys, uploadThroughput } from "./journey-steps.mjs";
import { benchEnv, signIn, startServer } from "./support.mjs";

const today = new Date().toISOString().slice(0, 10);

const CLIENTS = 10;
const SECONDS = 30;
const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  const c = client(server.base, cookie);
  const { done, failed, elapsed } = await repeatJourneys(c, { clients: CLIENTS, seconds: SECONDS });

  // Upload throughput: 1.5 MB files, 10 at a time, for 15 s, into one quotation's visa slot.
  const uploadMbPerSecond = await uploadThroughput(c, 15);
  console.log(`backend: ${env.label}; ${CLIENTS} concurrent clients for ${SECONDS} s; server at ${today}`);
  console.table([
    { measure: "whole journeys completed", value: done, failed },
    { measure: "journeys per second", value: +(done / elapsed).toFixed(2) },
    {
      measure: "upload throughput (MB/s, 1.5 MB files, 10 at a time)",
      value: +uploadMbPerSecond.toFixed(1),
    },
  ]);
} finally {
  await server.stop();
  await env.drop();
}
