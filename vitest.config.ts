import { configDefaults, defineConfig } from "vitest/config";

const LIVENESS = "apps/server/test/**/*.liveness.test.ts";
const server = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The migrations run once per run, on a template each file's database is copied from.
  globalSetup: ["apps/server/test/support/template-database.ts"],
  // A test fails when the app answered what its own response schema refuses.
  setupFiles: ["apps/server/test/support/fail-on-answer-schema.ts"],
};

export default defineConfig({
  test: {
    // Two test files at a time, one per core (Vitest's default on two cores is one). A project cannot set this.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      // The web app's hooks and browser-side rules, in a simulated DOM (the journeys run in Chromium under e2e/).
      { test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"], environment: "happy-dom" } },
      {
        test: {
          ...server,
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, LIVENESS],
        },
      },
      // The tests that time /api/health/live while the heaviest requests run: alone on the machine, one file at a
      // time (`--project liveness --no-file-parallelism`, a step of its own in scripts/test-all.sh), since a second
      // test file beside them would be timed too.
      { test: { ...server, name: "liveness", include: [LIVENESS] } },
    ],
  },
});
