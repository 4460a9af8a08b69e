// Blocking time and largest paint of the customer's and the partner's busiest pages, loaded cold in Chromium with the
// CPU slowed 4× and the network held to Lighthouse's slow 4G (DevTools throttling, measured in the page with the Long
// Tasks and Largest Contentful Paint APIs). Lighthouse's own figures are simulated from one fast load and swing widely
// on a shared machine; this bench loads each page many times and compares builds in the same sitting, their loads
// interleaved, so a change is judged on the difference, not on one run.
//   BUILDS=/tmp/dist-before,apps/web/dist RUNS=7 PAGES=payment,home node bench/page-blocking-time.mjs
// Each build is served by its own server (its own scratch database). Blocking time counts, as Lighthouse's TBT does,
// each task's time beyond 50 ms from the first paint on, until the page has been quiet for two seconds.
import path from "node:path";
import { chromium } from "playwright-core";
import { client } from "./journey-steps.mjs";
import { answerAsExpected, finalize, keepEveryMember, renewalCustomer } from "./renewal-customer.mjs";
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  median,
  repoRoot,
  signIn,
  startBuildServers,
  stopBuildServers,
} from "./support.mjs";

const BUILDS = (process.env.BUILDS ?? "apps/web/dist").split(",").map((dir) => path.resolve(repoRoot, dir));
const RUNS = Number(process.env.RUNS ?? 5);
/** [name, path, audience, readies the customer's renewal for this page] in the order a journey meets them. */
const ALL_PAGES = [
  ["details", "/Basic-Renewals/policydetailsrenewals", "customer"],
  ["questions", "/Basic-Renewals/question", "customer", keepEveryMember],
  ["finalize", "/Basic-Renewals/finalizeapplicationrenewals", "customer", answerAsExpected],
  ["payment", "/Basic-Renewals/paymentreviewrenewals", "customer", finalize],
  ["home", "/partnerhomepage", "partner"],
  ["step1", "/Basic-B2C/sponsordetail", "partner"],
  ["policies", "/policieNewBusinessAll/all", "partner"],
  ["quotations", "/quotationbasic", "partner"],
  // A policy's page: the first Basic policy of the partner's list on that build's server.
  ["policy", async (base) => `/policydetails/${(await firstPolicy(base)).policyNo}`, "partner"],
];

/** The partner's first Basic policy, asked of the API as the partner. */
async function firstPolicy(base) {
  const partner = client(base, await signIn(base));
  return (await partner.json("GET", "/api/backoffice/policies?product=basic&view=all")).rows[0];
}
const ONLY = process.env.PAGES?.split(",");
// Lighthouse's slow 4G as DevTools applies it (its "devtools" throttling): 562.5 ms per request, 1474.56 kbit/s down.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Records the page's first paint, largest paint and long tasks from its very start. */
function observePaintsAndTasks() {
  window.__perf = { fcp: 0, lcp: 0, tasks: [], commits: 0 };
  // React tells a developer tools' hook of every render it commits, in production too: the page's renders, counted.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      window.__perf.commits += 1;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe("paint", (e) => {
    if (e.name === "first-contentful-paint") window.__perf.fcp = e.startTime;
  });
  observe("largest-contentful-paint", (e) => {
    window.__perf.lcp = e.startTime;
    window.__perf.lcpElement = e.element
      ? `${e.element.tagName.toLowerCase()} "${(e.element.textContent ?? "").trim().slice(0, 40)}"${e.url ? ` ${e.url}` : ""}`
      : e.url;
  });
  observe("longtask", (e) => {
    window.__perf.tasks.push([e.startTime, e.duration]);
  });
}

/** One cold load of `url` in a fresh context: first paint, largest paint and blocking time (ms). */
async function load(browser, base, url, audience, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    if (audience === "customer") await context.addCookies([{ name: cookie.name, value: cookie.value, url: base }]);
    else await signInAsPartner(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(observePaintsAndTasks);
    await page.goto(base + url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    await page.waitForTimeout(2000);
    const landed = new URL(page.url()).pathname;
    if (landed !== url) throw new Error(`${url} ended on ${landed}`);
    const { fcp, lcp, lcpElement, tasks, commits } = await page.evaluate(() => window.__perf);
    // BENCH_DEBUG=1: what the largest paint was, to see what a page waits for.
    if (process.env.BENCH_DEBUG) console.error(`  ${url}: largest paint at ${Math.round(lcp)} ms: ${lcpElement}`);
    // BENCH_DEBUG=waterfall: when each script was asked for and arrived, to see which waits on which.
    if (process.env.BENCH_DEBUG === "waterfall") {
      const requests = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => [new URL(entry.name).pathname, entry.startTime, entry.responseEnd]),
      );
      const [document] = await page.evaluate(() =>
        performance.getEntriesByType("navigation").map((entry) => [entry.responseStart, entry.responseEnd]),
      );
      console.error(`  the page's HTML ${document.map(Math.round).join("–")}, first paint at ${Math.round(fcp)} ms`);
      for (const [name, start, end] of requests)
        console.error(`  ${String(Math.round(start)).padStart(5)}–${String(Math.round(end)).padEnd(5)} ${name}`);
    }
    const blocking = tasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp, lcp, blocking, commits };
  } finally {
    await context.close();
  }
}

/** The partner signs in through the sign-in page: the session cookie, and the details the shell keeps in the tab. */
async function signInAsPartner(page, base) {
  await page.goto(`${base}/login`);
  await page.locator("input[name=userId]").fill("agent.all");
  await page.locator("input[name=password]").fill("Portal#Demo2026");
  await page.locator("button[type=submit]").click();
  await page.waitForURL("**/partnerhomepage");
}

const servers = await startBuildServers(BUILDS, 3470);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const s of servers) {
    s.customer = await renewalCustomer(s.server.base);
    const [name, value] = s.customer.cookie.split("=");
    s.cookie = { name, value };
  }
  const rows = {};
  for (const [name, url, audience, ready] of ALL_PAGES) {
    // Every step readies the renewal, so that a page measured alone finds it where its journey leaves it.
    if (ready) for (const s of servers) await ready(s.customer);
    if (ONLY && !ONLY.includes(name)) continue;
    const runs = servers.map(() => []);
    // A path given as a function is asked of each build's server (a record's number).
    const urls = await Promise.all(servers.map((s) => (typeof url === "function" ? url(s.server.base) : url)));
    for (let r = 0; r < RUNS; r++)
      for (const [i, s] of servers.entries())
        runs[i].push(await load(browser, s.server.base, urls[i], audience, s.cookie));
    for (const [i, s] of servers.entries()) {
      const pick = (key) => Math.round(median(runs[i].map((run) => run[key])));
      rows[`${name} · ${path.relative(repoRoot, s.dir) || s.dir}`] = {
        "FCP ms": pick("fcp"),
        "LCP ms": pick("lcp"),
        "blocking ms": pick("blocking"),
        "blocking, each run": runs[i].map((run) => Math.round(run.blocking)).join("/"),
        renders: pick("commits"),
      };
    }
    console.error(`measured ${name}`);
  }
  console.log(`CPU 4×, slow 4G (DevTools throttling), cold cache, median of ${RUNS} run(s) per build, interleaved`);
  console.table(rows);
} finally {
  await browser.close();
  await stopBuildServers(servers);
}
