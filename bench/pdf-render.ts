// The policy documents' rendering, bilingual (English and Arabic shaped right to left): the first document of a
// process (fonts loaded and parsed), then each kind rendered 20 times in a row, as a burst of payments would.
// Prints the median and slowest time per document and the process's peak memory.
//   npx tsx bench/pdf-render.ts
import { performance } from "node:perf_hooks";
import { DEMO_INSURER } from "../apps/server/src/insurer-config";
import { documentDisclosureOf } from "../apps/server/src/pdf/document-disclosure";
import { receiptPdf } from "../apps/server/src/pdf/receipt-pdf";
import { schedulePdf } from "../apps/server/src/pdf/schedule-pdf";
import { taxInvoicePdf } from "../apps/server/src/pdf/tax-invoice-pdf";

const RUNS = 20;
const disclosure = documentDisclosureOf(
  {
    insurer: DEMO_INSURER,
    CONTACT_PHONE: "800 4746",
    CONTACT_EMAIL: "care@example.com",
    publicUrl: "https://portal.example.com",
  },
  { name: "Al Noor Insurance Brokers", registrationNo: "101 (demonstration)" },
);
const money = { premiumFils: 1_250_000, vatFils: 62_500, totalFils: 1_312_500 };

/** A company's policy with ten workers: the schedule's members table runs over a page. */
const schedule = () =>
  schedulePdf({
    policyNo: "P-2026-000123",
    quotationNo: "Q-2026-000456",
    plan: "Basic (Essential Benefits Plan)",
    limitNote: "Annual limit AED 150,000 per member.",
    issuedOn: "2026-11-27",
    startDate: "2026-12-01",
    endDate: "2027-11-30",
    sponsorName: "Gulf Star Trading LLC",
    sponsorEmail: "hr@gulfstar.example",
    sponsorMobile: "+971501234567",
    tpaSno: 1,
    renewalOf: null,
    version: null,
    benefits: [],
    members: Array.from({ length: 10 }, (_, i) => ({
      name: `Worker ${i + 1} Al Mansoori`,
      memberType: 1,
      dateOfBirth: `19${80 + i}-0${(i % 9) + 1}-15`,
      gender: i % 2,
      nationality: ["IND", "PAK", "EGY", "PHL", "ARE"][i % 5] ?? "IND",
      premiumFils: 125_000,
      loadingPercent: null,
      exclusion: null,
    })),
    ...money,
    disclosure,
  });
const receipt = () =>
  receiptPdf({
    receiptNo: "R-2026-000789",
    issuedOn: "2026-11-27",
    sponsorName: "Gulf Star Trading LLC",
    sponsorEmail: "hr@gulfstar.example",
    quotationNo: "Q-2026-000456",
    policyNo: "P-2026-000123",
    plan: "Basic (Essential Benefits Plan)",
    transactionId: "7000000000000000001",
    card: "xxxxxxxxxxxx1111",
    ...money,
    disclosure,
  });
const invoice = () =>
  taxInvoicePdf({
    invoiceNo: "INV-2026-000789",
    issuedOn: "2026-11-27",
    customerName: "Gulf Star Trading LLC",
    customerEmail: "hr@gulfstar.example",
    description: "Health insurance, policy P-2026-000123, 01/12/2026 to 30/11/2027",
    ...money,
    disclosure,
  });

async function timed(render: () => Promise<Buffer>) {
  const started = performance.now();
  const pdf = await render();
  return { ms: performance.now() - started, bytes: pdf.length };
}

const first = await timed(schedule);
console.log(
  `first document of the process (schedule): ${first.ms.toFixed(0)} ms, ${(first.bytes / 1024).toFixed(0)} kB`,
);
for (const [name, render] of [
  ["schedule, 10 members", schedule],
  ["receipt", receipt],
  ["tax invoice", invoice],
] as const) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(render));
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const median = ms[Math.floor(RUNS / 2)] ?? 0;
  console.log(
    `${name}: median ${median.toFixed(0)} ms, slowest ${(ms.at(-1) ?? 0).toFixed(0)} ms, ${(runs[0]!.bytes / 1024).toFixed(0)} kB (${RUNS} renders)`,
  );
}
console.log(`peak memory (RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
