import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../../src/db/client";
import { migrationsBefore, migrationsFrom } from "../../../support/migrations-before";

/*
 * Decision 059's migration on a database as the version before it left it: two partners with an owner each (the
 * second's owner with an id of its own, and a later agent), their quotations, policies, a change, an invitation and a
 * payment link. Each record becomes its partner's owner's, created and last acted on; a change nobody asked stays nobody's.
 */
const MIGRATION = "0038_who-did-what";

let database: Database;
let folder: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  folder = await migrationsBefore(MIGRATION);
  database = await openDatabase({ dataDir: null });
  await migrate(database.db as never, { migrationsFolder: folder });
  await database.db.execute(sql`
    insert into partners (id, user_id, name, email) values
      (3, 'old.owner', 'Old Brokers', 'old.owner@partners.example.ae'),
      (7, 'old.second', 'Second Agency', 'second@partners.example.ae')`);
  // The first owner has its partner's id (decision 058); the second's does not, and the agent comes before it.
  await database.db.execute(sql`
    insert into partner_users (id, partner_id, user_id, name, email, password_hash, team_role) values
      (3, 3, 'old.owner', 'Old Owner', 'old.owner@partners.example.ae', 'x', 'owner'),
      (20, 7, 'second.agent', 'An Agent', 'agent@partners.example.ae', 'x', 'agent'),
      (21, 7, 'old.second', 'Second Owner', 'second@partners.example.ae', 'x', 'owner')`);
  const quotation = (id: number, partnerId: number | null) => sql`
    insert into quotations (id, quotation_no, partner_id, channel, planfor, entity_type, sponsor_name, sponsor_mobile,
      sponsor_email, sponsor_date, sponsor_uid, tpa_sno)
    values (${id}, ${`BQ-2026-00000${id}`}, ${partnerId}, 1, 1, 1, 'Sponsor', '0501234567', 's@example.com',
      '1980-01-01', '201/2010/1234567', 3)`;
  await database.db.execute(quotation(1, 3));
  await database.db.execute(quotation(2, 7));
  await database.db.execute(quotation(3, null));
  await database.db.execute(sql`
    insert into policies (id, policy_no, quotation_id, partner_id, product, journey, tpa_sno, sponsor_name,
      sponsor_email, sponsor_mobile, start_date, end_date, premium_fils, vat_fils, total_fils)
    values (1, 'P-1', 1, 3, 'basic', 'new_business', 3, 'Sponsor', 's@example.com', '0501234567', '2025-01-01',
      '2025-12-31', 100, 5, 105)`);
  await database.db.execute(sql`
    insert into policy_versions (policy_id, version, kind, effective_date, reason, premium_change_fils,
      vat_change_fils, total_change_fils, partner_id)
    values (1, 2, 'deletion', '2025-06-01', 'Left', -10, 0, -10, 3),
           (1, 3, 'deletion', '2025-07-01', 'Left', -10, 0, -10, null)`);
  await database.db.execute(sql`
    insert into invitations (partner_id, product, journey, recipient_name, recipient_email, recipient_mobile,
      quotation_id, token_hash, expires_at)
    values (7, 'basic', 'new_business', 'Customer', 'c@example.com', '0501234567', 2, 'hash-1', now())`);
  await database.db.execute(sql`
    insert into payment_links (token_hash, quotation_id, expires_at) values ('link-1', 2, now()), ('link-2', 3, now())`);
  expect(await database.migrate()).toBe(await migrationsFrom(MIGRATION));
});

afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

type Acting = { id: number | string; created_by_user_id: number | null; last_acted_by_user_id: number | null };
const acting = (table: string, key = "id") =>
  rows<Acting>(sql.raw(`select ${key} as id, created_by_user_id, last_acted_by_user_id from ${table} order by ${key}`));

describe("decision 059's migration on a database of records that named no user", () => {
  it("makes each partner's quotations and policies its owner's, found by role and not by id", async () => {
    expect(await acting("quotations")).toEqual([
      { id: 1, created_by_user_id: 3, last_acted_by_user_id: 3 },
      { id: 2, created_by_user_id: 21, last_acted_by_user_id: 21 },
      // A quotation of no partner (a renewal nobody started) is nobody's.
      { id: 3, created_by_user_id: null, last_acted_by_user_id: null },
    ]);
    expect(await acting("policies")).toEqual([{ id: 1, created_by_user_id: 3, last_acted_by_user_id: 3 }]);
  });

  it("gives a change its partner's owner, and leaves one no partner asked for nobody's", async () => {
    expect(await acting("policy_versions", "version")).toEqual([
      { id: 2, created_by_user_id: 3, last_acted_by_user_id: 3 },
      { id: 3, created_by_user_id: null, last_acted_by_user_id: null },
    ]);
  });

  it("gives invitations and payment links their partner's owner (a link by its quotation's partner)", async () => {
    expect((await acting("invitations")).map(({ id: _, ...r }) => r)).toEqual([
      { created_by_user_id: 21, last_acted_by_user_id: 21 },
    ]);
    expect(await acting("payment_links", "token_hash")).toEqual([
      { id: "link-1", created_by_user_id: 21, last_acted_by_user_id: 21 },
      { id: "link-2", created_by_user_id: null, last_acted_by_user_id: null },
    ]);
  });

  it("sets a record's users to none when the user's row goes", async () => {
    await database.db.execute(sql`delete from partner_users where id = 21`);
    expect((await acting("quotations"))[1]).toEqual({ id: 2, created_by_user_id: null, last_acted_by_user_id: null });
  });
});
