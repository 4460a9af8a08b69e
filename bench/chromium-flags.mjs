// The CPU Chromium spends, by process kind, on what each end-to-end test does first: a new context, the partner's home
// page loaded signed in, the context closed. Each flag set gets its own browser; the sets take turns in ROUNDS so the
// machine's noise falls on all of them. A flag set is one argument, its flags separated by spaces, added to the benches'
// launch (bench/support.mjs). "" is that launch alone: the journeys' flags before decision 054, with the address bar's
// popups on; the journeys' own launch adds e2e/support/chromium-launch.ts's --disable-features list.
//   npm run build && ROUNDS=3 RUNS=6 node bench/chromium-flags.mjs "" "--disable-gpu-rasterization"
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn, startServer } from "./support.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const RUNS = Number(process.env.RUNS ?? 6);
const sets = process.argv.length > 2 ? process.argv.slice(2) : [""];
const TICKS_PER_SECOND = 100;

/** CPU seconds so far of every process of the browser whose profile is `profile`, by its --type ("browser" for itself). */
function cpuByKind(profile) {
  const totals = {};
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      if (profileOf(args) !== profile) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const kind =
        (args.match(/--type=([a-z-]+)/)?.[1] ?? "browser") + (args.includes("--top-chrome-webui") ? " (webui)" : "");
      totals[kind] = (totals[kind] ?? 0) + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // gone meanwhile
    }
  }
  return totals;
}

/** Every process of one browser carries its profile folder, which Playwright makes anew for each launch. */
const profileOf = (args) => args.match(/--user-data-dir=(\S+)/)?.[1];
function profiles() {
  const found = new Set();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const profile = profileOf(readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " "));
      if (profile) found.add(profile);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const server = await startServer({ port: 3418 });
const cookie = await signIn(server.base);
const [name, value] = cookie.split("=");
const details = await (await fetch(`${server.base}/api/session`, { headers: { cookie } })).text();
const browsers = [];
const spent = sets.map(() => ({ wall: 0, cpu: {} }));
try {
  const roots = [];
  for (const set of sets) {
    const known = profiles();
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...set.split(" ").filter(Boolean)],
    });
    browsers.push(browser);
    roots.push([...profiles()].find((p) => !known.has(p)));
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, browser] of browsers.entries()) {
      // A finished renderer's CPU leaves with it, so each load is measured while its processes still live.
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const context = await browser.newContext();
        await context.addCookies([{ name, value, url: server.base }]);
        const page = await context.newPage();
        await page.goto(`${server.base}/api/health`);
        await page.evaluate((d) => sessionStorage.setItem("PartnerDetails", d), details);
        const before = cpuByKind(roots[i]);
        await page.goto(`${server.base}/partnerhomepage`);
        await page.getByRole("navigation", { name: "Main menu" }).waitFor();
        const after = cpuByKind(roots[i]);
        await context.close();
        spent[i].wall += performance.now() - started;
        for (const [kind, cpu] of Object.entries(after))
          spent[i].cpu[kind] = (spent[i].cpu[kind] ?? 0) + cpu - (before[kind] ?? 0);
      }
    }
  }
  const loads = ROUNDS * RUNS;
  for (const [i, set] of sets.entries()) {
    const cpu = Object.entries(spent[i].cpu).sort((a, b) => b[1] - a[1]);
    const total = cpu.reduce((sum, [, s]) => sum + s, 0);
    console.log(
      `flags "${set}": ${Math.round(spent[i].wall / loads)} ms a load, CPU ${Math.round((total * 1000) / loads)} ms a load`,
    );
    for (const [kind, s] of cpu) console.log(`  ${kind.padEnd(22)} ${Math.round((s * 1000) / loads)} ms`);
  }
} finally {
  for (const b of browsers) await b.close();
  await server.stop();
}
