import pg from "pg";

/**
 * The database the journeys' server runs on. Without DATABASE_URL: the embedded one (PGlite) in the run's DATA_DIR.
 * With it (CI sets it): a fresh PostgreSQL database of the run's own next to DATABASE_URL's, created here and dropped
 * by global teardown, so the journeys never find an earlier run's partners and never write into the API tests'
 * database. E2E_DATABASE=embedded keeps the embedded one even then (decision 050 measured both).
 */
export async function createJourneyDatabase(): Promise<string | undefined> {
  const shared = process.env.DATABASE_URL;
  if (!shared || process.env.E2E_DATABASE === "embedded") return undefined;
  const url = new URL(shared);
  const name = `pp_e2e_${process.pid}_${Date.now().toString(36)}`;
  await onServer(url, async (c) => {
    await c.query(`create database ${name}`);
    // A database thrown away at the run's end need not wait for each commit to reach the disk: the journeys' saves
    // answer without an fsync each, and a crash loses nothing anyone keeps.
    await c.query(`alter database ${name} set synchronous_commit = off`);
  });
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the run's database made by `createJourneyDatabase`, closing what the server left open. */
export async function dropJourneyDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  // Only a database this harness named: a wrong state file must never drop anything else.
  if (!/^pp_e2e_\d+_[a-z0-9]+$/.test(name)) throw new Error(`Not a journeys' database: ${name}`);
  await onServer(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

async function onServer(url: URL, work: (c: pg.Client) => Promise<unknown>) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
