// What an end-to-end test would save by opening its page in a context already used (its HTTP cache and the scripts'
// compiled code kept) instead of a new one, as Playwright gives each test: the partner's home page loaded signed in,
// RUNS times each way, the two ways interleaved in ROUNDS so the machine's noise falls on both.
//   npm run build && ROUNDS=2 RUNS=8 node bench/e2e-context-reuse.mjs
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn, startServer } from "./support.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 2);
const RUNS = Number(process.env.RUNS ?? 8);

const server = await startServer({ port: 3417 });
const cookie = await signIn(server.base);
const [name, value] = cookie.split("=");
const cookies = [{ name, value, url: server.base }];
// The partner details the shell's guard reads from session storage, as the e2e harness puts them there.
const details = await (await fetch(`${server.base}/api/session`, { headers: { cookie } })).text();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function loadHome(context) {
  const page = await context.newPage();
  await page.goto(`${server.base}/api/health`);
  await page.evaluate((d) => sessionStorage.setItem("PartnerDetails", d), details);
  await page.goto(`${server.base}/partnerhomepage`);
  await page.getByRole("navigation", { name: "Main menu" }).waitFor();
  await page.close();
}

async function newContext() {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  return context;
}

try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const way of ["a new context each", "one warm context"]) {
      const warm = way === "one warm context" ? await newContext() : null;
      if (warm) await loadHome(warm); // the load that warms it is not timed
      const started = performance.now();
      for (let i = 0; i < RUNS; i++) {
        const context = warm ?? (await newContext());
        await loadHome(context);
        if (!warm) await context.close();
      }
      console.log(`round ${round}, ${way}: ${Math.round((performance.now() - started) / RUNS)} ms per signed-in load`);
      await warm?.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
