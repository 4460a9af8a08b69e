// Member e-cards for a company's policy of 50 workers: the cards PDF (one page a member, with its QR code), as the
// policy e-mail attaches it, and each member's PNG for the phone, drawn one after another. The first of each is
// timed apart (fonts loaded). On the main thread as the server did before decision 040, then through the CPU pool as
// it does now. Prints the times, the longest the main thread was held meanwhile, and the peak memory.
//   npx tsx bench/member-cards.ts
import { RENDER_TASKS } from "../apps/server/src/pdf/render-tasks";
import { createCpuPool } from "../apps/server/src/process/cpu-pool";
import { sampleCards } from "../apps/server/test/support/document-samples";
import { heldFor } from "./main-thread";

const MEMBERS = 50;
const { cards } = sampleCards(MEMBERS);

const timed = heldFor;
const held = (t: { heldMs: number }) => `main thread held up to ${t.heldMs.toFixed(0)} ms`;

type Renders = Pick<typeof RENDER_TASKS, "cardPng" | "cardsPdf">;

async function series(where: string, { cardPng, cardsPdf }: Renders) {
  const firstPng = await timed(() => cardPng(cards[0]!));
  // One PNG a request: the thread is held for the longest single card.
  let pngHeldMs = 0;
  const pngs = await timed(async () => {
    let bytes = 0;
    for (const c of cards) {
      const one = await heldFor(() => cardPng(c));
      pngHeldMs = Math.max(pngHeldMs, one.heldMs);
      bytes += one.result.length;
    }
    return bytes;
  });
  const firstPdf = await timed(() => cardsPdf({ cards: cards.slice(0, 1), title: "cards" }));
  const pdf = await timed(() => cardsPdf({ cards, title: "cards" }));

  console.log(`${where}: first PNG (fonts loaded): ${firstPng.ms.toFixed(0)} ms, ${held(firstPng)}`);
  console.log(
    `${where}: ${MEMBERS} PNGs: ${pngs.ms.toFixed(0)} ms (${(pngs.ms / MEMBERS).toFixed(1)} ms each, ${(pngs.result / MEMBERS / 1024).toFixed(0)} kB each), ${held({ heldMs: pngHeldMs })} by one`,
  );
  console.log(`${where}: first PDF of one card: ${firstPdf.ms.toFixed(0)} ms, ${held(firstPdf)}`);
  console.log(
    `${where}: PDF of ${MEMBERS} cards: ${pdf.ms.toFixed(0)} ms, ${(pdf.result.length / 1024).toFixed(0)} kB, ${held(pdf)}`,
  );
}

await series("main thread", RENDER_TASKS);
const pool = createCpuPool({ threads: 1, maxQueue: 32 });
await series("CPU pool", {
  cardPng: (card) => pool.run("cardPng", card),
  cardsPdf: (input) => pool.run("cardsPdf", input),
});
await pool.close();
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
