// How quickly step 1 answers a partner on a phone: typing in a field and opening the date picker, in Chromium with
// its CPU slowed 4x (Lighthouse's mid-range phone). Each interaction's latency is the Event Timing API's duration —
// from the input to the next frame painted, the main thread's work included (what Core Web Vitals call INP).
//   npm run build && node bench/interaction-latency.mjs            (target: every interaction within 100 ms)
// CPU_SLOWDOWN=calibrate slows the CPU to the same phone as `LH_CPU_SLOWDOWN=calibrate` of the Lighthouse bench,
// measured again before each round (phone-cpu.mjs); CPU_SLOWDOWN=<n> sets another multiplier.
import { chromium } from "playwright-core";
import { benchmarkIndex, PHONE_INDEX, phoneSlowdown } from "./phone-cpu.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, median, startServer } from "./support.mjs";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CALIBRATE = process.env.CPU_SLOWDOWN === "calibrate";
const FIXED_SLOWDOWN = CALIBRATE ? undefined : Number(process.env.CPU_SLOWDOWN ?? 4);
const slowdowns = [];
const TYPED = "Fatima Hassan";
const server = await startServer({ port: 3404 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** The longest event of each interaction recorded since the last call (ms), by the interaction's kind. */
const takeInteractions = (page) =>
  page.evaluate(() => {
    const seen = window.__events.splice(0);
    const byId = new Map();
    for (const e of seen) {
      if (!e.interactionId) continue;
      const prev = byId.get(e.interactionId);
      if (!prev || e.duration > prev.duration) byId.set(e.interactionId, { name: e.name, duration: e.duration });
    }
    return [...byId.values()];
  });

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** Slows the CPU for the next round: the fixed multiplier, or the phone's on the machine as it is now. */
  const slowDown = async () => {
    if (!CALIBRATE) return cdp.send("Emulation.setCPUThrottlingRate", { rate: FIXED_SLOWDOWN });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const rate = phoneSlowdown(await benchmarkIndex((fn) => page.evaluate(fn)));
    slowdowns.push(rate);
    return cdp.send("Emulation.setCPUThrottlingRate", { rate });
  };
  await slowDown();
  await page.addInitScript(() => {
    window.__events = [];
    new PerformanceObserver((list) => window.__events.push(...list.getEntries())).observe({
      type: "event",
      durationThreshold: 16,
      buffered: true,
    });
  });
  // Signed in as a partner is (the session cookie and the details the shell keeps in the tab), then step 1.
  await page.goto(`${server.base}/login`);
  await page.getByRole("textbox", { name: "User ID" }).fill("agent.all");
  await page.getByRole("textbox", { name: "Password" }).fill("Portal#Demo2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/partnerhomepage");
  await page.goto(`${server.base}/Basic-B2C/sponsordetail`);
  await page.getByRole("radio", { name: "Individual", exact: true }).check({ timeout: 60_000 });
  const nameField = page.getByRole("textbox", { name: "First Name" });
  await nameField.waitFor();
  // The calendar's chunk has arrived once the page is quiet: what is measured is the picker opening, not a download.
  await page.waitForLoadState("networkidle");
  await takeInteractions(page);

  const typing = [];
  const opening = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0 && CALIBRATE) await slowDown();
    await takeInteractions(page);
    await nameField.fill("");
    await nameField.pressSequentially(TYPED, { delay: 80 });
    typing.push(...(await takeInteractions(page)).map((i) => i.duration));
    await page.getByRole("button", { name: "Choose date of birth" }).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(300);
    opening.push(...(await takeInteractions(page)).map((i) => i.duration));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await takeInteractions(page);
  }
  // The API reports only interactions of 16 ms or more: the others count as under 16.
  const row = (xs, total) => ({
    interactions: Math.max(total, xs.length),
    "16 ms or more": xs.length,
    "over 100 ms": xs.filter((d) => d > 100).length,
    "p90 ms": Math.round(percentile([...xs, ...Array(Math.max(0, total - xs.length)).fill(0)], 0.9)),
    "max ms": Math.round(Math.max(0, ...xs)),
  });
  const x = (n) => n.toFixed(1);
  const cpu = CALIBRATE
    ? `CPU slowed to a phone of index ${PHONE_INDEX}: ${x(median(slowdowns))}x (${x(Math.min(...slowdowns))}–${x(Math.max(...slowdowns))}x)`
    : `CPU ${FIXED_SLOWDOWN}x slower`;
  console.log(`step 1 of Basic, 412 px wide, ${cpu}, ${ROUNDS} rounds (Event Timing durations)`);
  console.table({
    "typing in First Name": row(typing, ROUNDS * TYPED.length),
    "opening the date picker": row(opening, ROUNDS),
  });
} finally {
  await browser.close();
  await server.stop();
}
