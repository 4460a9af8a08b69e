// The documents' rendering on the CPU pool's thread, bilingual (English and Arabic), each document for a policy or
// quotation of 1, 12 and 100 members (the plan comparison, which lists no members, for 12; the cards, one page a
// member, for 1, 12 and 100 cards): the first document of a fresh process (fonts loaded), then the median and slowest
// of 20 more, the size, and the process's peak memory. Each document and size runs in a process of its own, so the
// peak is that document's alone. Each render has a number of its own, as real documents do.
//   npx tsx bench/pdf-render.ts   (BENCH_DOCUMENTS=quotationPdf,cardsPdf for some of them)
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createCpuPool } from "../apps/server/src/process/cpu-pool";
import { sampleCards, sampleComparison, sampleQuotation } from "../apps/server/test/support/document-samples";
import { SAMPLE_DISCLOSURE, SAMPLE_MEMBER_FILS, sampleSchedule } from "../apps/server/test/support/schedule-sample";

const RUNS = 20;
const SIZES = [1, 12, 100];
const disclosure = SAMPLE_DISCLOSURE;
const MEMBER_FILS = SAMPLE_MEMBER_FILS;
const money = (members: number) => ({
  premiumFils: members * MEMBER_FILS,
  vatFils: members * MEMBER_FILS * 0.05,
  totalFils: members * MEMBER_FILS * 1.05,
});
// Every tenth member with the underwriter's terms, as an H+ policy has.
const terms = (i: number) => ({
  loadingPercent: i % 10 === 0 ? 25 : null,
  exclusion: i % 10 === 0 ? "Bronchial asthma" : null,
});

/** Each document's input for a policy of `members` members. */
const INPUTS = {
  schedulePdf: (members: number, run: number) =>
    sampleSchedule(members, { policyNo: `P-2026-${String(run).padStart(6, "0")}`, terms }),
  receiptPdf: (members: number, run: number) => ({
    receiptNo: `R-2026-${String(run).padStart(6, "0")}`,
    issuedOn: "2026-11-27",
    sponsorName: "Gulf Star Trading LLC",
    sponsorEmail: "hr@gulfstar.example",
    quotationNo: "Q-2026-000456",
    policyNo: "P-2026-000123",
    plan: "Basic (Essential Benefits Plan)",
    transactionId: "7000000000000000001",
    card: "xxxxxxxxxxxx1111",
    ...money(members),
    disclosure,
  }),
  taxDocumentPdf: (members: number, run: number) => ({
    kind: "invoice" as const,
    number: `TI-${String(run).padStart(7, "0")}`,
    issuedOn: "2026-11-27",
    supplyDate: "2026-11-27",
    recipient: { name: "Gulf Star Trading LLC", email: "hr@gulfstar.example", address: null, trn: null },
    description: "Basic (Essential Benefits Plan), policy P-2026-000123, cover 01/12/2026 to 30/11/2027",
    lines: Array.from({ length: members }, (_, i) => ({
      description: `Worker ${i + 1} Al Mansoori`,
      premiumFils: MEMBER_FILS,
      vatFils: MEMBER_FILS * 0.05,
      invoiceNo: null,
    })),
    disclosure,
  }),
  quotationPdf: (members: number, run: number) =>
    sampleQuotation(members, { quotationNo: `Q-2026-${String(run).padStart(6, "0")}` }),
  planComparisonPdf: (members: number, run: number) =>
    sampleComparison(members, { quotationNo: `Q-2026-${String(run).padStart(6, "0")}` }),
  cardsPdf: (members: number, run: number) =>
    sampleCards(members, { policyNo: `BP-2026-${String(run).padStart(6, "0")}` }),
};
type Kind = keyof typeof INPUTS;
/** The plan comparison lists no members (only their number, in its amounts): one size says all. */
const SIZES_OF: Partial<Record<Kind, number[]>> = { planComparisonPdf: [12] };

async function measure(kind: Kind, members: number) {
  const pool = createCpuPool({ threads: 1, maxQueue: 32 });
  // Each document of its own number: the same input twice would be answered from Typst's cache.
  let run = 0;
  const render = async () => {
    const start = performance.now();
    const pdf = await pool.run(kind, INPUTS[kind](members, run++) as never);
    return { ms: performance.now() - start, bytes: (pdf as Buffer).length };
  };
  const first = await render();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await render());
  await pool.close();
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const row = [
    `${kind}, ${members} member${members === 1 ? "" : "s"}`,
    `${first.ms.toFixed(0)} ms`,
    `${(ms[RUNS / 2] ?? 0).toFixed(0)} / ${(ms.at(-1) ?? 0).toFixed(0)} ms`,
    `${(first.bytes / 1024).toFixed(0)} kB`,
    `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  ];
  console.log(`| ${row.join(" | ")} |`);
}

const [kind, members] = process.argv.slice(2);
if (kind) await measure(kind as Kind, Number(members));
else {
  console.log("| document | first of a process | median / slowest of 20 | size | peak memory (RSS) |");
  console.log("|---|---|---|---|---|");
  const only = process.env.BENCH_DOCUMENTS?.split(",");
  for (const k of Object.keys(INPUTS) as Kind[])
    for (const size of only && !only.includes(k) ? [] : (SIZES_OF[k] ?? SIZES))
      process.stdout.write(
        execFileSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), k, String(size)]),
      );
}
