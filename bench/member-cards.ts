// Member e-cards for a company's policy of 50 workers: the cards PDF (one page a member, with its QR code), as the
// policy e-mail attaches it, and each member's PNG for the phone, drawn one after another. The first of each is
// timed apart (fonts loaded). Prints the times and the process's peak memory.
//   npx tsx bench/member-cards.ts
import { performance } from "node:perf_hooks";
import type { MemberCard } from "../apps/server/src/features/member-cards/card-layout";
import { cardsPdf } from "../apps/server/src/features/member-cards/card-pdf";
import { cardPng } from "../apps/server/src/features/member-cards/card-png";

const MEMBERS = 50;
const card = (i: number): MemberCard => ({
  insurer: { en: "Demonstration Insurance Company", ar: "شركة التأمين التجريبية" },
  name: `Worker ${String(i + 1).padStart(2, "0")} Santos`,
  memberNo: `BP-2026-000123/${String(i + 1).padStart(2, "0")}`,
  policyNo: "BP-2026-000123",
  plan: "Basic health plan (Essential Benefits Plan)",
  tpa: "NEXTCARE",
  network: "Essential Benefits Plan network",
  validFrom: "2026-12-01",
  validUntil: "2027-11-30",
  emergencyPhone: "800 4746",
  verifyUrl: `https://portal.example.com/card/${(1000 + i).toString(36)}-abcdefghijklmnopqrstuv`,
});
const cards = Array.from({ length: MEMBERS }, (_, i) => card(i));

const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
};

const firstPng = await timed(() => cardPng(cards[0]!));
const pngs = await timed(async () => {
  let bytes = 0;
  for (const c of cards) bytes += (await cardPng(c)).length;
  return bytes;
});
const firstPdf = await timed(() => cardsPdf(cards.slice(0, 1), "cards"));
const pdf = await timed(() => cardsPdf(cards, "cards"));

console.log(`first PNG (fonts loaded): ${firstPng.ms.toFixed(0)} ms`);
console.log(
  `${MEMBERS} PNGs: ${pngs.ms.toFixed(0)} ms (${(pngs.ms / MEMBERS).toFixed(1)} ms each, ${(pngs.result / MEMBERS / 1024).toFixed(0)} kB each)`,
);
console.log(`first PDF of one card: ${firstPdf.ms.toFixed(0)} ms`);
console.log(`PDF of ${MEMBERS} cards: ${pdf.ms.toFixed(0)} ms, ${(pdf.result.length / 1024).toFixed(0)} kB`);
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
