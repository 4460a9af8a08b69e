import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./support/chromium-launch";
import { readHarnessState } from "./support/harness-state";

const here = path.dirname(fileURLToPath(import.meta.url));

// The harness (support/global-setup.ts) starts the built server on a free port before any test runs.
// This file is evaluated again in each worker, after that; the address comes from the environment
// the runner passes on, or from the state file as a fallback.
const baseURL = process.env.E2E_BASE_URL ?? readHarnessState()?.baseURL;

export default defineConfig({
  testDir: path.join(here, "tests"),
  outputDir: path.join(here, "test-results"),
  globalSetup: path.join(here, "support/global-setup.ts"),
  globalTeardown: path.join(here, "support/global-teardown.ts"),
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // At the end the slowest spec files (a step that grows shows which file grew), then the list's summary and failures.
  reporter: [[path.join(here, "support/slowest-spec-files.ts")], ["list"]],
  // Two workers, the server and two Chromiums share two cores in CI: a journey that takes 15 s alone can take 40.
  // A noisy CI machine was seen three times slower than that (the suite took 30 minutes instead of 11): the first
  // screen after signing in then needs more than 10 s, so a single wait may take up to 20.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // The pages as a visitor who asked for less motion sees them (the app honours it: no ripple, no transition), so a
    // test never waits for, or clicks into, a menu or calendar still moving. quotation-flow.spec.ts keeps the motion.
    reducedMotion: "reduce",
    // A failed test keeps its trace: each action's DOM snapshot, the network, the console and the source. Without
    // the screencast: Chromium painting a frame every few milliseconds for the filmstrip took a third or more of the
    // suite's time on a loaded 2-core machine (docs/benchmarks.md); the failure's own screenshot is kept below.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
});
