import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import baseConfig from "../playwright.config";
import { loadCluster } from "./cluster-state";

const here = path.dirname(fileURLToPath(import.meta.url));

const clusterUrl = () => {
  try {
    return loadCluster().state.url;
  } catch {
    return undefined;
  }
};

// The cluster journeys: one worker (they kill and restart the shared instances), the browser settings of the others.
export default defineConfig({
  ...baseConfig,
  testDir: here,
  testMatch: "*.spec.ts",
  outputDir: path.join(here, "../test-results/cluster"),
  globalSetup: path.join(here, "cluster-setup.ts"),
  globalTeardown: path.join(here, "cluster-teardown.ts"),
  workers: 1,
  timeout: 300_000,
  use: { ...baseConfig.use, baseURL: process.env.E2E_BASE_URL ?? clusterUrl() },
});
