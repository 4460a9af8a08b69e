import path from "node:path";
import { renewalStepPath } from "@pp/domain";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { EmbeddedDatabaseInUse } from "./db/embedded-lock";
import { openConfiguredDatabase } from "./db/open-configured";
import { mailBrandOf } from "./mail/mail-brand";
import { startOutboxWorker } from "./mail/outbox-worker";
import { emlFileTransport, smtpTransport } from "./mail/transport";
import { createMetrics, serveMetrics } from "./metrics/metrics";
import { accrueOnReportedSale, seedDemoCommissionRules } from "./modules/commission";
import {
  DEMO_PARTNERS,
  DEMO_PASSWORD,
  DEMO_TEAM,
  DEMO_USERS,
  demoPartnersIn,
  demoPartnersRefusal,
  purgeExpiredSessions,
  purgeStaleThrottleRows,
  seedDemoPartners,
  unconfirmedDeliveries,
} from "./modules/identity";
import { attachmentReader, type RenewalHint, seedDemoRenewals, seedDemoSiteSales } from "./modules/policy";
import { ensureReferenceData } from "./modules/reference";
import { scheduleRenewalReminders } from "./modules/renewal";
import { armTestPauses } from "./process/test-pause";
import { openConfiguredStorage } from "./storage/configured-storage";

async function main() {
  const config = loadConfig();
  if (config.testPause) armTestPauses(config.testPause.points, config.testPause.dir);
  const database = await openConfiguredDatabase(config);
  const migrationsApplied = await database.migrate();
  if (config.isProduction) {
    const demo = await demoPartnersIn(database.db);
    if (demo.length > 0) {
      await database.close();
      throw new ConfigError(demoPartnersRefusal(demo));
    }
  }
  // Instances starting together fill the reference data and the demo one after the other.
  const renewalHints = await database.exclusive("seed", async () => {
    await ensureReferenceData(database.db);
    if (!config.seedDemo) return [] as RenewalHint[];
    await seedDemoPartners(database.db);
    await seedDemoCommissionRules(database.db);
    const hints = await seedDemoRenewals(database.db);
    await seedDemoSiteSales(database.db, accrueOnReportedSale);
    return hints;
  });

  const storage = openConfiguredStorage(config);
  const metrics = createMetrics(database.db, { unconfirmedNotices: () => unconfirmedDeliveries(database.db) });
  const app = await buildApp({ config, database, storage, metrics });
  app.log.info({ migrationsApplied, storage: storage.location }, "database migrated");
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL)
    : emlFileTransport(path.join(config.DATA_DIR, "mail"));
  const mailWorker = startOutboxWorker({
    db: database.db,
    transport,
    brand: mailBrandOf(config),
    log: app.log.child({ component: "mail" }),
    intervalMs: config.MAIL_POLL_INTERVAL_MS,
    claimSeconds: config.MAIL_CLAIM_SECONDS,
    readAttachment: attachmentReader({ db: database.db, storage, config, cpu: app.cpu }),
    onSendFailed: metrics.onMailSendFailed,
  });
  const stopReminders = scheduleRenewalReminders(database.db, {
    publicUrl: config.publicUrl,
    everyMs: 6 * 3_600_000,
    log: app.log.child({ component: "reminders" }),
  });
  const housekeeping = setInterval(() => {
    purgeExpiredSessions(database.db).catch((err) => app.log.error({ err }, "session purge failed"));
    purgeStaleThrottleRows(database.db).catch((err) => app.log.error({ err }, "sign-in throttle purge failed"));
  }, 10 * 60_000);
  housekeeping.unref();

  // The pool's first thread starts before the first request, which would otherwise wait for it (and the loop with it).
  await app.cpu.run("probe", new Uint8Array(0));
  await app.listen({ port: config.PORT, host: config.HOST });
  const metricsServer =
    config.METRICS_PORT === undefined ? undefined : await serveMetrics(metrics, config.METRICS_PORT, config.HOST);
  printBanner(config, database.kind, transport.kind, storage.location, renewalHints);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    clearInterval(housekeeping);
    stopReminders();
    // Fastify answers new requests with 503 while close() waits for the in-flight ones.
    await app.close();
    metricsServer?.close();
    await mailWorker.stop();
    transport.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

function printBanner(
  config: ReturnType<typeof loadConfig>,
  dbKind: string,
  mailKind: string,
  files: string,
  hints: RenewalHint[],
) {
  const lines = [
    "",
    `Partner Portal ${config.version} is running at ${config.publicUrl}`,
    `  database: ${dbKind === "pglite" ? `embedded PGlite in ${path.join(config.DATA_DIR, "pglite")}` : "PostgreSQL (DATABASE_URL)"}`,
    `  e-mail:   ${mailKind === "eml" ? `.eml files in ${path.join(config.DATA_DIR, "mail")}` : "SMTP (SMTP_URL)"}`,
    `  files:    ${files}`,
    ...(config.METRICS_PORT === undefined ? [] : [`  metrics:  http://${config.HOST}:${config.METRICS_PORT}/metrics`]),
  ];
  if (config.apiDocs) lines.push(`  API docs: ${config.publicUrl}/api/docs`);
  if (config.seedDemo) {
    lines.push("  demo sign-ins:");
    for (const p of DEMO_PARTNERS)
      lines.push(
        `    ${p.userId.padEnd(12)} / ${DEMO_PASSWORD}   (${p.role === "underwriter" ? "underwriter: the H+ queue on /Approval" : p.flags.join(", ")})`,
      );
    // Users of a demo partner besides its owner: each sees part of its business (decision 059).
    for (const u of DEMO_USERS)
      lines.push(
        `    ${u.userId.padEnd(12)} / ${DEMO_PASSWORD}   (${u.partner}'s ${u.teamRole}, ${u.inTeam ? `team ${DEMO_TEAM}` : "no team"})`,
      );
  }
  if (hints.length) {
    const display = (iso: string) => iso.split("-").reverse().join("/");
    lines.push(
      `  policies to renew at ${config.publicUrl}${renewalStepPath("search")} (any one number + the date of birth):`,
    );
    for (const h of hints) {
      lines.push(`    ${h.who}, born ${display(h.dateOfBirth)}, policy expires ${display(h.endDate)}:`);
      lines.push(`      Emirates ID ${h.emiratesId} | Policy Number ${h.policyNo} | Passport ${h.passportNo}`);
    }
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof EmbeddedDatabaseInUse) {
    console.error(err.message);
  } else {
    console.error("Partner Portal failed to start:", err);
  }
  process.exit(1);
});
