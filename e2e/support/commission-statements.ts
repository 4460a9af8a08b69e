import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { readHarnessState } from "./harness-state";
import { commissionCli, repoRoot } from "./paths";

const run = promisify(execFile);

/**
 * The journeys' own PostgreSQL database when they run on one (CI sets DATABASE_URL; journey-database.ts); undefined
 * on the embedded database, which the running server holds alone, so that no operator's command can open it beside it.
 */
export const journeyDatabaseUrl = () => readHarnessState()?.databaseUrl;

/** The UAE month (a fixed +4 h) before the current one: "2026-06" in July. */
export function previousUaeMonth(now = Date.now()) {
  const uae = new Date(now + 4 * 3_600_000);
  const first = new Date(Date.UTC(uae.getUTCFullYear(), uae.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/**
 * A time fixture: statements are issued only for an ended UAE month, and a journey cannot wait for one to end. The
 * commission entries of one policy (its sale and its clawbacks) are moved into `period`, on its 15th at noon UAE time,
 * as if the sale and its cancellation had happened then. Nothing else of the policy moves: the statement reads the
 * entries' month.
 */
export async function moveCommissionOfPolicy(databaseUrl: string, policyNo: string, period: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const moved = await client.query(
      `update commission_entries set period = $1, occurred_at = $2
        where policy_id = (select id from policies where policy_no = $3)`,
      [period, `${period}-15T08:00:00.000Z`, policyNo],
    );
    return moved.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** The operator's `npm run commission -- issue PERIOD`, run against the journeys' database beside the server. */
export async function issueStatements(databaseUrl: string, period: string) {
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const { stdout } = await run(process.execPath, [commissionCli, "issue", period], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: "test", DATABASE_URL: databaseUrl },
  });
  return stdout.trim();
}
