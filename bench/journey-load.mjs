// The whole new-business journey through the API, repeated by 10 concurrent clients for 30 s:
// create, 3 members, 8 uploads, details, finalize, pay on the sandbox page, verify. Then upload throughput.
// `npm run build` first.  node bench/journey-load.mjs      (BENCH_DB=postgres for PostgreSQL)
import { client, journey, png } from "./journey-steps.mjs";
import { benchEnv, signIn, startServer } from "./support.mjs";

const today = new Date().toISOString().slice(0, 10);

const CLIENTS = 10;
const SECONDS = 30;
const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  const c = client(server.base, cookie);
  let done = 0;
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    [...Array(CLIENTS)].map(async () => {
      while (Date.now() < until) {
        try {
          await journey(c);
          done++;
        } catch (err) {
          failed++;
          if (failed < 3) console.error(err.message);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  // Upload throughput: 1.5 MB files, 10 at a time, for 15 s, into one quotation's photograph slot.
  const q = await c.json("POST", "/api/quotations", {
    im_prod_categ_sno: 1,
    dhpo_entity_type_sno: 1,
    Spoonser_employer_namer: "Bench Upload",
    sponsor_mobile_no: "0501234567",
    sponosor_email: "bench.upload@example.com",
    gender: 1,
    date_of_birth: "1985-06-01",
    Sponsor_uid: "201/2020/1234567",
    Tpa_sno: 3,
  });
  const big = png(1536 * 1024);
  let bytes = 0;
  const uploadUntil = Date.now() + 15_000;
  const uploadStarted = Date.now();
  await Promise.all(
    [...Array(10)].map(async () => {
      while (Date.now() < uploadUntil) {
        await c.upload(q.InsertedId, { flag: "sponsor", documentType: "visa" }, big);
        bytes += big.length;
      }
    }),
  );
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  console.log(`backend: ${env.label}; ${CLIENTS} concurrent clients for ${SECONDS} s; server at ${today}`);
  console.table([
    { measure: "whole journeys completed", value: done, failed },
    { measure: "journeys per second", value: +(done / elapsed).toFixed(2) },
    {
      measure: "upload throughput (MB/s, 1.5 MB files, 10 at a time)",
      value: +(bytes / 1048576 / uploadSeconds).toFixed(1),
    },
  ]);
} finally {
  await server.stop();
  await env.drop();
}
