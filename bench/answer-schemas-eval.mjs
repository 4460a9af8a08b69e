// What building the schemas its answers are checked with costs: each answer module of the domain (loaded with its
// request, see the web app's `requestsParsedWith`) imported in a page that has loaded no zod yet, with its chunks
// already fetched and the CPU slowed down 4× as Lighthouse's phone is. The time is zod's evaluation and every schema the
// module's imports build, in one task. Since decision 071 the answers' worker pays it, off the page's main thread; a
// page without the worker pays it as measured here. Builds are compared in the same sitting,
// their runs interleaved:
//   BUILDS=/tmp/dist-before,apps/web/dist RUNS=5 MODULES=backoffice-api,tpa-api node bench/answer-schemas-eval.mjs
// Each build's chunk graph (dist/.vite/chunk-graph.json) says which chunk holds a module; small chunks are merged, so
// that chunk may hold other modules too, which the page evaluates with it all the same. A chunk that imports a page's
// own code (a form merged with the schemas it shares) counts that code too, which the page has already run: for such a
// module the figure is an upper bound.
import { readFileSync } from "node:fs";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, repoRoot, startBuildServers, stopBuildServers } from "./support.mjs";

const BUILDS = (process.env.BUILDS ?? "apps/web/dist").split(",").map((dir) => path.resolve(repoRoot, dir));
const RUNS = Number(process.env.RUNS ?? 5);
const MODULES = (
  process.env.MODULES ??
  "backoffice-api,backoffice-list-api,invitation-api,quotation-api,record-search-api,tpa-api,partner"
).split(",");

/** The chunk of `dir`'s portal build that holds the domain module `name`, with every chunk it imports, in order. */
function chunksOf(dir, name) {
  const graph = JSON.parse(readFileSync(path.join(dir, ".vite", "chunk-graph.json"), "utf8"));
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const holder = graph.find((chunk) => chunk.modules.some((m) => m.endsWith(`packages/domain/src/${name}.ts`)));
  if (!holder) throw new Error(`${dir}: no chunk holds ${name}.ts`);
  const all = new Set();
  const visit = (file) => {
    if (all.has(file)) return;
    all.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(holder.file);
  return { holder: holder.file, all: [...all] };
}

/** One run: a fresh tab on the sign-in page (no zod), the chunks fetched, then the module imported at 4×. */
async function evaluate(browser, base, { holder, all }) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
    await page.evaluate((files) => Promise.all(files.map((f) => fetch(`/${f}`).then((r) => r.text()))), all);
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    return await page.evaluate(async (file) => {
      const start = performance.now();
      await import(`/${file}`);
      return performance.now() - start;
    }, holder);
  } finally {
    await page.close();
  }
}

const servers = await startBuildServers(BUILDS, 3480);
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows = {};
  for (const name of MODULES) {
    const chunks = servers.map((s) => chunksOf(s.dir, name));
    const runs = servers.map(() => []);
    for (let r = 0; r < RUNS; r++)
      for (const [i, s] of servers.entries()) runs[i].push(await evaluate(browser, s.server.base, chunks[i]));
    for (const [i, s] of servers.entries())
      rows[`${name} · ${path.relative(repoRoot, s.dir) || s.dir}`] = {
        "ms at 4×": Math.round(median(runs[i])),
        "each run": runs[i].map(Math.round).join("/"),
        chunks: chunks[i].all.length,
      };
  }
  console.log(
    `an answer module imported with zod not yet loaded, CPU 4×, median of ${RUNS} run(s) per build, interleaved`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await stopBuildServers(servers);
}
