// A company's census of 500 workers, the largest one file may hold: read from CSV and from Excel (in process), every
// row checked with the member form's rules (the browser's work, here in Node), then through the built server on a
// scratch database: the workbook read over HTTP and the 500 members added in one batch, priced, and listed back;
// 50 members added one by one for comparison. Prints times and peak memory (this process and the server's).
//   npm run build && npx tsx bench/census.ts        (BENCH_DB=postgres for PostgreSQL)
import { performance } from "node:perf_hooks";
import { CENSUS_COLUMNS, CENSUS_MAX_ROWS, checkCensusRows, PLANFOR, toIsoDate } from "@pp/domain";
import ExcelJS from "exceljs";
import { readCensusFile } from "../apps/server/src/modules/quotation";
import { benchEnv, signIn, startServer } from "./support.mjs";

const HEADERS = CENSUS_COLUMNS.map((c) => c.header);
const row = (i: number) =>
  HEADERS.map((h) =>
    h === "First name"
      ? `Worker${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`
      : h === "Date of birth (DD/MM/YYYY)"
        ? `${String((i % 28) + 1).padStart(2, "0")}/${String((i % 12) + 1).padStart(2, "0")}/${1970 + (i % 35)}`
        : h === "Emirates ID number" || h === "Passport number" || h === "UID number"
          ? ""
          : (CENSUS_COLUMNS.find((c) => c.header === h)?.example ?? ""),
  );
const rows = Array.from({ length: CENSUS_MAX_ROWS }, (_, i) => row(i));
const csv = Buffer.from(
  [HEADERS, ...rows].map((r) => r.map((c) => (c.includes(",") ? `"${c}"` : c)).join(",")).join("\r\n"),
);
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet("Members");
sheet.addRow(HEADERS);
for (const r of rows) sheet.addRow(r);
const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

const timed = async <T>(run: () => Promise<T> | T) => {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
};
const ms = (t: { ms: number }) => `${t.ms.toFixed(0)} ms`;

const fromCsv = await timed(() => readCensusFile(csv));
const fromXlsx = await timed(() => readCensusFile(xlsx));
const today = toIsoDate(new Date());
const checked = await timed(() => checkCensusRows(fromXlsx.result, PLANFOR.COMPANY, today));
const wrong = checked.result.filter((c) => Object.keys(c.fieldErrors).length > 0).length;
console.log(
  `${CENSUS_MAX_ROWS} rows: CSV ${(csv.length / 1024).toFixed(0)} kB, workbook ${(xlsx.length / 1024).toFixed(0)} kB`,
);
console.log(
  `read CSV: ${ms(fromCsv)}; read workbook: ${ms(fromXlsx)}; check every row: ${ms(checked)} (${wrong} wrong)`,
);
console.log(`this process's peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

const members = checked.result.map((c) => c.member);
const env = await benchEnv();
const server = await startServer({ env: env.vars });
try {
  const cookie = await signIn(server.base);
  const json = { "content-type": "application/json", cookie };
  const company = {
    im_prod_categ_sno: 1,
    dhpo_entity_type_sno: 3,
    Spoonser_employer_namer: "Bench Trading LLC",
    sponsor_mobile_no: "0501234567",
    sponosor_email: "bench@example.com",
    gender: null,
    date_of_birth: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    Sponsor_uid: "100234567",
    Tpa_sno: 3,
  };
  const jsonOf = async <T>(response: Promise<Response>) => (await (await response).json()) as T;
  const newQuotation = async () =>
    (
      await jsonOf<{ InsertedId: number }>(
        fetch(`${server.base}/api/quotations`, { method: "POST", headers: json, body: JSON.stringify(company) }),
      )
    ).InsertedId;
  const form = new FormData();
  form.append("uploadedFiles", new Blob([xlsx]), "census.xlsx");
  const read = await timed(() =>
    jsonOf<{ rows: unknown[] }>(
      fetch(`${server.base}/api/census/read`, { method: "POST", headers: { cookie }, body: form }),
    ),
  );

  const id = await newQuotation();
  const batch = await timed(() =>
    fetch(`${server.base}/api/quotations/${id}/members/batch`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ members }),
    }),
  );
  if (batch.result.status !== 201) throw new Error(`batch failed: ${batch.result.status} ${await batch.result.text()}`);
  const list = await timed(() =>
    jsonOf<{ members: unknown[] }>(fetch(`${server.base}/api/quotations/${id}/members`, { headers: json })),
  );
  const single = await newQuotation();
  const oneByOne = await timed(async () => {
    for (const m of members.slice(0, 50))
      await fetch(`${server.base}/api/quotations/${single}/members`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(m),
      });
  });
  console.log(`server on ${env.label}:`);
  console.log(`  POST /api/census/read (workbook): ${ms(read)}, ${read.result.rows.length} rows`);
  console.log(
    `  POST members/batch of ${members.length}: ${ms(batch)} (${(batch.ms / members.length).toFixed(1)} ms a member)`,
  );
  console.log(`  GET members (${list.result.members.length}, with totals): ${ms(list)}`);
  console.log(`  50 members one POST each: ${ms(oneByOne)} (${(oneByOne.ms / 50).toFixed(1)} ms a member)`);
  const memory = server.memory();
  console.log(`  server RSS ${(memory.rssKb / 1024).toFixed(0)} MB, peak ${(memory.peakKb / 1024).toFixed(0)} MB`);
} finally {
  await server.stop();
  await env.drop();
}
