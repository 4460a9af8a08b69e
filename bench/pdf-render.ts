// The policy documents' rendering, bilingual (English and Arabic shaped right to left): the first document of a
// process (fonts loaded and parsed), then each kind rendered 20 times in a row, as a burst of payments would: on the
// main thread as the server did before decision 040, then through the CPU pool as it does now. Prints the median
// and slowest time per document, the longest the main thread was held meanwhile, and the peak memory.
//   npx tsx bench/pdf-render.ts
import { DEMO_INSURER } from "../apps/server/src/insurer-config";
import { documentDisclosureOf } from "../apps/server/src/pdf/document-disclosure";
import { RENDER_TASKS } from "../apps/server/src/pdf/render-tasks";
import { createCpuPool } from "../apps/server/src/process/cpu-pool";
import { heldFor } from "./main-thread";

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

/** A company's policy with `workers` workers: the schedule's members table runs over a page from ten. */
const schedule = (workers = 10) =>
  ({
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
    members: Array.from({ length: workers }, (_, i) => ({
      name: `Worker ${i + 1} Al Mansoori`,
      memberType: 1,
      dateOfBirth: `19${80 + (i % 20)}-0${(i % 9) + 1}-15`,
      gender: i % 2,
      nationality: ["IND", "PAK", "EGY", "PHL", "ARE"][i % 5] ?? "IND",
      premiumFils: 125_000,
      loadingPercent: null,
      exclusion: null,
    })),
    ...money,
    disclosure,
  }) as const;
const receipt = () =>
  ({
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
  }) as const;
const invoice = () =>
  ({
    invoiceNo: "INV-2026-000789",
    issuedOn: "2026-11-27",
    customerName: "Gulf Star Trading LLC",
    customerEmail: "hr@gulfstar.example",
    description: "Health insurance, policy P-2026-000123, 01/12/2026 to 30/11/2027",
    ...money,
    disclosure,
  }) as const;

type Kind = "schedulePdf" | "receiptPdf" | "taxInvoicePdf";
type Input = Parameters<(typeof RENDER_TASKS)[Kind]>[0];
const KINDS: [string, Kind, () => Input][] = [
  ["schedule, 10 members", "schedulePdf", () => schedule()],
  ["schedule, 100 members", "schedulePdf", () => schedule(100)],
  ["receipt", "receiptPdf", receipt],
  ["tax invoice", "taxInvoicePdf", invoice],
];

async function timed(render: () => Promise<Buffer>) {
  const { ms, heldMs, result } = await heldFor(render);
  return { ms, heldMs, bytes: result.length };
}

/** Each kind rendered RUNS times in a row by `render`, after a first document that loads the fonts. */
async function series(where: string, render: (kind: Kind, input: Input) => Promise<Buffer>) {
  const first = await timed(() => render("schedulePdf", schedule()));
  console.log(
    `${where}: first document (schedule): ${first.ms.toFixed(0)} ms, main thread held up to ${first.heldMs.toFixed(0)} ms`,
  );
  for (const [name, kind, input] of KINDS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(() => render(kind, input())));
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
    const median = ms[Math.floor(RUNS / 2)] ?? 0;
    const held = Math.max(...runs.map((r) => r.heldMs));
    console.log(
      `${where}: ${name}: median ${median.toFixed(0)} ms, slowest ${(ms.at(-1) ?? 0).toFixed(0)} ms, main thread held up to ${held.toFixed(0)} ms, ${(runs[0]!.bytes / 1024).toFixed(0)} kB (${RUNS} renders)`,
    );
  }
}

const tasks = RENDER_TASKS as Record<Kind, (input: Input) => Promise<Buffer>>;
await series("main thread", (kind, input) => tasks[kind](input));
const pool = createCpuPool({ threads: 1, maxQueue: 32 });
await series("CPU pool", (kind, input) => pool.run(kind, input as never));
await pool.close();
console.log(`peak memory (RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
