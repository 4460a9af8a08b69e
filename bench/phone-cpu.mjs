// The simulated phone's CPU, shared by the benches that slow Chromium down to stand for one.
// Lighthouse's mobile preset slows the CPU 4×, which stands for a mid-range phone only on a machine whose benchmark index
// is about 4000; on a slower or busier machine the same 4× is a slower phone. Calibrating instead measures the browser
// with Lighthouse's own benchmark just before a run and slows it to a phone whose index is PHONE_INDEX: the mid-tier
// phone Chromium's own CPU calibration aims at (a Pixel 5), and what 4× made of the quiet machines this project measured
// on (index 3500–4150).
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { median } from "./support.mjs";

export const PHONE_INDEX = 1000;

/** The browser's benchmark index now: Lighthouse's own benchmark, the median of three, run by `evaluate` in a page. */
export async function benchmarkIndex(evaluate) {
  const indexes = [];
  for (let i = 0; i < 3; i++) indexes.push(await evaluate(pageFunctions.computeBenchmarkIndex));
  return median(indexes);
}

/** The multiplier that makes a browser of this benchmark index as slow as the phone (never faster than the machine). */
export const phoneSlowdown = (index) => Math.max(1, index / PHONE_INDEX);
