import { configDefaults, defineConfig } from "vitest/config";

const LIVENESS = "apps/server/test/**/*.liveness.test.ts";
// Opens embedded databases in folders of its own whatever the run's engine: the PostgreSQL run (project "server")
// already proves it, so the PGlite repeat leaves it out instead of proving the same thing twice.
const EMBEDDED_ONLY = "apps/server/test/db/embedded-lock.test.ts";

/*
 * The API tests whose subject differs between the two engines (decision 043): migrations and backfills, transactions
 * and row locks, races, money (the gateway, payments, the ledger), notifications and the outbox's claims, and a read of
 * every stored record through every route (how each engine hands back dates, numbers and nulls). With DATABASE_URL,
 * CI runs every API test on PostgreSQL and these again on PGlite; the journeys in Chromium run on a PostgreSQL database
 * of their own (decision 050).
 * Without DATABASE_URL, every API test runs on PGlite.
 */
const BOTH_ENGINES = [
  "apps/server/test/db/**/*.test.ts",
  "apps/server/test/modules/identity/auth/sign-in-race.test.ts",
  "apps/server/test/modules/identity/auth/sign-in-throttle.test.ts",
  "apps/server/test/modules/identity/partners/team-users.test.ts",
  "apps/server/test/modules/identity/team/team-page.test.ts",
  "apps/server/test/modules/backoffice/backoffice/who-did-what.test.ts",
  "apps/server/test/modules/quotation/finalize/finalize-locking.test.ts",
  "apps/server/test/modules/outreach/invitations/mail-quotas.test.ts",
  "apps/server/test/modules/payment/payment-links/**/*.test.ts",
  "apps/server/test/modules/payment/payments/**/*.test.ts",
  "apps/server/test/modules/quotation/quotations/create-quotation.test.ts",
  "apps/server/test/modules/renewal/renewals/renewal-payment-race.test.ts",
  "apps/server/test/modules/policy/servicing/**/*.test.ts",
  "apps/server/test/modules/commission/**/*.test.ts",
  "apps/server/test/modules/policy/tax-documents/**/*.test.ts",
  "apps/server/test/http/every-record-readable.test.ts",
  "apps/server/test/mail/outbox.test.ts",
  "apps/server/test/process/crash-safety.test.ts",
];
const server = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The migrations run once per run, on a template each file's database is copied from.
  // The tests that start the built server or a CLI share a folder for their builds, removed when the run ends.
  globalSetup: ["apps/server/test/support/template-database.ts", "apps/server/test/support/built-server-folder.ts"],
  // A test fails when the app answered what its own response schema refuses.
  setupFiles: ["apps/server/test/support/fail-on-answer-schema.ts"],
};

export default defineConfig({
  test: {
    // Two test files at a time, one per core (Vitest's default on two cores is one). A project cannot set this.
    maxWorkers: 2,
    minWorkers: 1,
    // The slowest files first, so that the summary (and a failure) stays the last thing a run prints.
    reporters: ["./scripts/test-reporting/slowest-test-files.ts", "default"],
    projects: [
      // Vitest's 5 s per test is too short on a loaded 2-core machine: the tests that scan every screen's texts, check a
      // pattern against every day of 1899–3000 or load a calendar's code took 6–17 s there (load 17), and failed for
      // the load, not for what they check.
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], testTimeout: 30_000 } },
      // The web app's hooks and browser-side rules, in a simulated DOM (the journeys run in Chromium under e2e/).
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // Each file in a VM context of its own on a thread, not a process of its own: the same isolation (a fresh
          // module graph and DOM per file) at less than half the CPU (bench/cpu-of.sh, docs/benchmarks.md).
          pool: "vmThreads",
          testTimeout: 30_000,
          setupFiles: ["apps/web/src/testing-library-timeouts.test-setup.ts"],
        },
      },
      {
        test: {
          ...server,
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, LIVENESS],
        },
      },
      // What both engines must prove, run on PGlite when the whole server project runs on PostgreSQL.
      {
        test: {
          ...server,
          name: "server-both-engines",
          include: BOTH_ENGINES,
          exclude: [...configDefaults.exclude, LIVENESS, EMBEDDED_ONLY],
        },
      },
      // The tests that time /api/health/live while the heaviest requests run: alone on the machine, one file at a
      // time (`--project liveness --no-file-parallelism`, a step of its own in scripts/test-all.sh), since a second
      // test file beside them would be timed too.
      { test: { ...server, name: "liveness", include: [LIVENESS] } },
    ],
  },
});
