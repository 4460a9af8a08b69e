// Where a page's first load spends the main thread: loads one page cold in Chromium, its CPU slowed down 4× as
// Lighthouse's phone is, records a CPU profile until the network has been idle, and prints the self time of the
// busiest functions and of each script. Build without minifying to read the names:
//   npx vite build --minify false --outDir /tmp/dist-plain (in apps/web), then
//   WEB_DIST_DIR=/tmp/dist-plain PROFILE_PATH=/policieNewBusinessAll/all node bench/page-cpu-profile.mjs
// A renewal page is loaded as the customer it belongs to, their renewal made ready up to that page:
//   PROFILE_PATH=/Basic-Renewals/paymentreviewrenewals PROFILE_RENEWAL=payment node bench/page-cpu-profile.mjs
import puppeteer from "puppeteer-core";
import { answerAsExpected, finalize, keepEveryMember, renewalCustomer } from "./renewal-customer.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from "./support.mjs";

const PAGE = process.env.PROFILE_PATH ?? "/policieNewBusinessAll/all";
const TOP = Number(process.env.PROFILE_TOP ?? 40);
/** The renewal page's step, each readying the renewal for the next. */
const RENEWAL_STEPS = { details: [], questions: [keepEveryMember], finalize: [keepEveryMember, answerAsExpected] };
RENEWAL_STEPS.payment = [...RENEWAL_STEPS.finalize, finalize];
const RENEWAL = process.env.PROFILE_RENEWAL;

/** A signed-in partner's tab (the session cookie, and the partner's details the shell keeps in the tab). */
async function signInAsPartner(page, base) {
  await page.goto(`${base}/login`);
  await page.locator("input[name=userId]").fill("agent.all");
  await page.locator("input[name=password]").fill("Portal#Demo2026");
  await Promise.all([page.waitForNavigation(), page.locator("button[type=submit]").click()]);
  await page.waitForFunction(() => location.pathname === "/partnerhomepage");
}

/** The customer's renewal cookie, their renewal readied through the API up to the page's step. */
async function becomeRenewalCustomer(page, base) {
  const steps = RENEWAL_STEPS[RENEWAL];
  if (!steps) throw new Error(`PROFILE_RENEWAL must be one of ${Object.keys(RENEWAL_STEPS).join(", ")}`);
  const customer = await renewalCustomer(base);
  for (const step of steps) await step(customer);
  const [name, value] = customer.cookie.split("=");
  await page.setCookie({ name, value, url: base });
}

const server = await startServer({ port: 3460 });
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (RENEWAL) await becomeRenewalCustomer(page, server.base);
  else await signInAsPartner(page, server.base);
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(`${server.base}${PAGE}`, { waitUntil: "networkidle0" });
  await new Promise((r) => setTimeout(r, 1000));
  const { profile } = await cdp.send("Profiler.stop");
  const landed = new URL(page.url()).pathname;
  if (landed !== PAGE.split("?")[0]) throw new Error(`${PAGE} ended on ${landed}`);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map();
  const byScript = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    if (f.functionName === "(idle)" || f.functionName === "(program)") continue;
    const file = f.url.replace(server.base, "") || "(native)";
    const key = `${f.functionName || "(anonymous)"}  ${file}:${f.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
  }
  const print = (title, map, n) => {
    console.log(title);
    for (const [k, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  };
  const total = [...byScript.values()].reduce((a, b) => a + b, 0);
  console.log(`${PAGE}: ${total.toFixed(0)} ms of script and rendering on a 4× slower CPU`);
  print("by script", byScript, 15);
  print("by function", byFunction, TOP);
} finally {
  await browser.close();
  await server.stop();
}
