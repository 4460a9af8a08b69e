import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
          // Each API test file gets its own database; two cores means two at a time is the sweet spot.
          maxWorkers: 2,
        },
      },
    ],
  },
});
