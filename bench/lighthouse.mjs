// Lighthouse's mobile preset (a simulated mid-range phone on slow 4G, cold cache) on the pages customers open without
// an account and on the partner's busiest screens, each run RUNS times; prints the median score, LCP, TBT and CLS.
//   npm run build && node bench/lighthouse.mjs                 (LH_RUNS=1 for a quick look, LH_ONLY=search,step1)
// Before and after a change, in the same sitting: build the earlier web app elsewhere (`npx vite build --outDir DIR` in
// a worktree of it) and run again with WEB_DIST_DIR=DIR, which the server serves instead of apps/web/dist. A change on the
// server too (what it sends with a page) is compared with BENCH_SERVER_MAIN=apps/server/dist-base/main.js, the earlier
// commit's `apps/server/dist` copied there.
// The customer's renewal pages are reached as a customer does: the search sets the renewal cookie, the later steps are
// completed through the API, and Lighthouse loads each page cold with that cookie (as with the partner's session).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { applicantPath, invitationPath, paymentLinkPath, renewalResultPath } from "./customer-links.mjs";
import { client } from "./journey-steps.mjs";
import { benchmarkIndex, PHONE_INDEX, phoneSlowdown } from "./phone-cpu.mjs";
import { answerAsExpected, finalize, keepEveryMember, renewalCustomer } from "./renewal-customer.mjs";
import { benchEnv, CHROMIUM_ARGS, CHROMIUM_PATH, median, signIn, startServer } from "./support.mjs";
import { startTlsFront, TLS_FRONT_CHROMIUM_ARGS } from "./tls-front.mjs";

const RUNS = Number(process.env.LH_RUNS ?? 3);
// Lighthouse slows the CPU down 4×; on machines of different power that is a different phone, so each run's index is
// printed with the table. LH_CPU_SLOWDOWN sets another multiplier, as Lighthouse's throttling guide recommends for a
// slow machine (its calculator gives the figure).
// LH_CPU_SLOWDOWN=calibrate measures the machine just before each run and slows it down to the same phone every time
// (phone-cpu.mjs). A machine shared with other work swings from run to run (700–2700 seen here), and a fixed 4× then
// measures a different phone each run.
const CALIBRATE = process.env.LH_CPU_SLOWDOWN === "calibrate";
const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN && !CALIBRATE ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const slowdowns = [];
// LH_FRONT=https measures the pages as production serves them: through nginx with TLS and HTTP/2 (tls-front.mjs).
const TLS_FRONT = process.env.LH_FRONT === "https";
const benchmarkIndexes = [];
const ONLY = process.env.LH_ONLY?.split(",");

/** LH_DEBUG: the page's chains of requests, each with when it ended in the real (unthrottled) load: what waits on what. */
function printChains(details) {
  const walk = (chains, depth) => {
    for (const chain of Object.values(chains ?? {})) {
      const url = new URL(chain.url);
      console.error(
        `${"  ".repeat(depth)}${url.pathname.slice(0, 70)}  ${Math.round(chain.navStartToEndTime)} ms  ${Math.round((chain.transferSize ?? 0) / 1024)} kB`,
      );
      walk(chain.children, depth + 1);
    }
  };
  const tree = details?.items?.find((item) => item.type === "list-section")?.value ?? details?.items?.[0]?.value;
  walk(tree?.chains, 0);
}

/** LH_DEBUG: the main thread's long tasks (when, how long, whose script), and each script's CPU time, slowed as on a phone. */
function printLongTasks(tasks, bootup, breakdown) {
  // What the main thread did, by kind: script, style and layout, parsing HTML, painting.
  console.error(
    `  main thread: ${(breakdown?.items ?? []).map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(", ")}`,
  );
  for (const task of tasks?.items ?? [])
    console.error(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${task.url}`);
  for (const script of bootup?.items ?? [])
    console.error(
      `  ${String(script.url).slice(-60)}: ${Math.round(script.scripting)} ms script, ${Math.round(script.scriptParseCompile)} ms parse`,
    );
}

/** The browser's benchmark index now, in a blank tab. */
async function benchmarkIndexOf(chrome) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const index = await benchmarkIndex((fn) => page.evaluate(fn));
    await page.close();
    return index;
  } finally {
    await browser.disconnect();
  }
}

/** The multiplier this run: the one given, the phone's once the machine is measured, or Lighthouse's own 4×. */
async function slowdownFor(chrome) {
  if (!CALIBRATE) return CPU_SLOWDOWN;
  const slowdown = phoneSlowdown(await benchmarkIndexOf(chrome));
  slowdowns.push(slowdown);
  return slowdown;
}

/**
 * A partner's tab: signed in through the sign-in page (the session cookie, and the partner's details the shell keeps
 * in the tab's session storage), then the HTTP cache emptied, so the page is measured cold but signed in.
 */
async function signedInTab(chrome, base) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator("input[name=userId]").fill("agent.all");
  await page.locator("input[name=password]").fill("Portal#Demo2026");
  await Promise.all([page.waitForNavigation(), page.locator("button[type=submit]").click()]);
  await page.waitForFunction(() => location.pathname === "/partnerhomepage");
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  return page;
}

/** `who`: null for a stranger, a cookie for the customer's renewal, "partner" for a signed-in partner. */
async function measure(base, path, who, landsOn = path.split("?")[0]) {
  const runs = [];
  let failures = 0;
  for (let i = 0; i < RUNS; i++) {
    // A new browser each run: nothing cached, no service of a previous run still warm.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(TLS_FRONT ? TLS_FRONT_CHROMIUM_ARGS : [])],
    });
    try {
      const slowdown = await slowdownFor(chrome);
      const partnerTab = who === "partner" ? await signedInTab(chrome, base) : undefined;
      const { lhr } = await lighthouse(
        base + path,
        {
          port: chrome.port,
          onlyCategories: ["performance"],
          logLevel: "error",
          // The partner's tab keeps its session storage (the cache is already empty); a customer's page starts bare.
          disableStorageReset: Boolean(partnerTab),
          extraHeaders: who && who !== "partner" ? { Cookie: who } : undefined,
        },
        slowdown
          ? { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: slowdown } } }
          : undefined,
        partnerTab,
      );
      if (lhr.runtimeError) {
        // Lighthouse now and then loses a trace (NO_NAVSTART): that run is taken again, up to twice.
        if (++failures > 2) throw new Error(`${path}: ${lhr.runtimeError.message}`);
        console.error(`${path}: ${lhr.runtimeError.code}, measuring again`);
        i--;
        continue;
      }
      // A page that sent the visitor elsewhere (to sign in, to the search) would measure the wrong page.
      const landed = new URL(lhr.finalDisplayedUrl);
      if (landed.pathname !== landsOn) throw new Error(`${path} ended on ${landed.pathname}`);
      // LH_DEBUG=1: what Lighthouse took as the largest paint and what shifted, to find what to fix.
      if (process.env.LH_DEBUG) {
        for (const key of ["lcp-breakdown-insight", "cls-culprits-insight"])
          console.error(key, JSON.stringify(lhr.audits[key]?.details ?? null));
        printChains(lhr.audits["network-dependency-tree-insight"]?.details);
        printLongTasks(
          lhr.audits["long-tasks"]?.details,
          lhr.audits["bootup-time"]?.details,
          lhr.audits["mainthread-work-breakdown"]?.details,
        );
      }
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        fcp: lhr.audits["first-contentful-paint"].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    score: pick("score"),
    "FCP s": +(pick("fcp") / 1000).toFixed(1),
    "LCP s": +(pick("lcp") / 1000).toFixed(1),
    "TBT ms": Math.round(pick("tbt")),
    CLS: +pick("cls").toFixed(3),
    scores: runs.map((r) => r.score).join("/"),
  };
}

function slowdownLabel() {
  if (!CALIBRATE) return `CPU slowdown ${CPU_SLOWDOWN ?? 4}×`;
  const sorted = slowdowns.sort((a, b) => a - b);
  const x = (n) => n.toFixed(1);
  return `CPU slowdown calibrated to a phone of index ${PHONE_INDEX}: ${x(median(sorted))}× (${x(sorted[0])}–${x(sorted.at(-1))}×)`;
}

const env = await benchEnv();
const server = await startServer({ port: 3402, env: { ...env.vars, TRUST_PROXY: "1" } });
const front = TLS_FRONT ? await startTlsFront(server.base) : undefined;
try {
  // The set-up calls the server itself; the browser goes through the front when there is one.
  const base = server.base;
  const pageBase = front?.base ?? base;
  const p = client(base, await signIn(base));
  const partner = "partner";
  const policy = (await p.json("GET", "/api/backoffice/policies?product=basic&view=all")).rows[0];
  const customer = await renewalCustomer(base);

  // Pages reached from an e-mail: their set-up runs only when they are measured, as it sends mail and makes quotations.
  const fromMail = (make) => () => make(p, env.vars.DATA_DIR);
  /**
   * [name, path, cookie, audience, before] — in the order a customer, then a partner, meets them. `before` readies the
   * page; a path given as a function is asked after it (a link's token, a transaction).
   */
  const pages = [
    ["landing", "/landingpage", null, "customer"],
    ["search", "/Basic-Renewals/searchpolicy", null, "customer"],
    ["details", "/Basic-Renewals/policydetailsrenewals", customer.cookie, "customer"],
    ["questions", "/Basic-Renewals/question", customer.cookie, "customer", keepEveryMember],
    ["finalize", "/Basic-Renewals/finalizeapplicationrenewals", customer.cookie, "customer", answerAsExpected],
    ["payment", "/Basic-Renewals/paymentreviewrenewals", customer.cookie, "customer", finalize],
    ["result", () => renewalResultPath(customer), customer.cookie, "customer"],
    ["paylink", fromMail(paymentLinkPath), null, "customer"],
    ["invite", fromMail(invitationPath), null, "customer"],
    ["applicant", fromMail(applicantPath), null, "customer"],
    ["login", "/login", null, "partner"],
    ["home", "/partnerhomepage", partner, "partner"],
    ["step1", "/Basic-B2C/sponsordetail", partner, "partner"],
    ["hplus-step1", "/sponsormemberdetail", partner, "partner"],
    ["policies", "/policieNewBusinessAll/all", partner, "partner"],
    ["quotations", "/quotationbasic", partner, "partner"],
    ["policy", `/policydetails/${policy.policyNo}`, partner, "partner"],
    ["invitations", "/invitation", partner, "partner"],
  ];
  const rows = {};
  for (const [name, pathOf, cookie, audience, before] of pages) {
    // Every step's set-up runs, so that a page measured alone finds the renewal where its journey leaves it.
    if (before) await before(customer);
    if (ONLY && !ONLY.includes(name)) continue;
    const path = typeof pathOf === "function" ? await pathOf() : pathOf;
    // A token in the address is a secret: the table names the page, not the link.
    const shown = path.replace(/\/(pay|invite|applicantdettail)\/[\w-]+/, "/$1/…").replace(/\?.*/, "?…");
    // An invitation sends the customer on to the payment link of the same token.
    rows[`${audience} ${shown}`] = await measure(
      pageBase,
      path,
      cookie,
      path.split("?")[0].replace(/^\/invite\//, "/pay/"),
    );
    console.error(`measured ${shown}`);
  }
  console.log(`Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}`);
  const served = TLS_FRONT ? "HTTPS and HTTP/2 through nginx" : "plain HTTP/1.1";
  console.log(`mobile preset, cold cache, median of ${RUNS} run(s), ${env.label}, ${served}`);
  const indexes = benchmarkIndexes.sort((a, b) => a - b);
  console.log(
    `host benchmark index ${Math.round(median(indexes))} (${Math.round(indexes[0])}–${Math.round(indexes.at(-1))}), ${slowdownLabel()}`,
  );
  console.table(rows);
} finally {
  await front?.stop();
  await server.stop();
  await env.drop();
}
