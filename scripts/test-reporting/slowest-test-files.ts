import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** How many of the slowest test files a run names at its end, so a step that grows shows which file grew. */
const SHOWN = 10;

/** Vitest reporter: after the run, the ten slowest test files with their time and project. */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const slowest = modules
      .map((m) => ({
        file: path.relative(process.cwd(), m.moduleId),
        project: m.project.name,
        ms: m.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nslowest ${slowest.length} test files:`);
    for (const { file, project, ms } of slowest)
      console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${project}  ${file}`);
  }
}
