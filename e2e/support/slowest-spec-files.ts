import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many of the slowest spec files a run names at its end, so a step that grows shows which file grew. */
const SHOWN = 10;

/** Playwright reporter: after the run, the ten spec files whose tests took longest in all, with their test count. */
export default class SlowestSpecFiles implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const seen = this.files.get(file) ?? { ms: 0, tests: 0 };
    this.files.set(file, { ms: seen.ms + result.duration, tests: seen.tests + 1 });
  }

  onEnd(_result: FullResult) {
    const slowest = [...this.files].sort(([, a], [, b]) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nslowest ${slowest.length} spec files (their tests' time added up):`);
    for (const [file, { ms, tests }] of slowest)
      console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}
