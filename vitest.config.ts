import { defineConfig } from "vitest/config";

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
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The migrations run once per run, on a template each file's database is copied from.
          globalSetup: ["apps/server/test/support/template-database.ts"],
          // A test fails when the app answered what its own response schema refuses.
          setupFiles: ["apps/server/test/support/fail-on-answer-schema.ts"],
        },
      },
    ],
  },
});
