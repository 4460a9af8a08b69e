import { rm } from "node:fs/promises";
import { PARTNER_API } from "@pp/domain";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../src/app";
import { loadConfig } from "../../../../src/config";
import { type Database, openDatabase } from "../../../../src/db/client";
import { newTotpSecret } from "../../../../src/modules/identity/two-factor/totp";
import { hashPassword } from "../../../../src/security/passwords";
import { secretBox } from "../../../../src/security/secret-box";
import { hashToken } from "../../../../src/security/tokens";
import { migrationsBefore, migrationsFrom } from "../../../support/migrations-before";
import { createTestStorage, TEST_ORIGIN, type TestApp } from "../../../support/test-app";
import { browserStep, cookieHeader, deviceKey, passwordStep, secondStep, totpCode } from "../../../support/two-factor";

/*
 * Decision 058's migration on a database as the version before it left it: partners that sign in themselves, with a
 * live session, a confirmed second factor, recovery codes and a trusted browser. After the migration each partner's
 * owner signs in with the same password and code, the old session cookie still opens the portal and the trusted
 * browser is still trusted.
 */
const MIGRATION = "0037_users-under-a-partner";
const PASSWORD = "Old#Partner2026";
const RECOVERY_CODE = "ABCDE12345";

let database: Database;
let folder: string;
let app: TestApp["app"];
let t: TestApp;
const files = await createTestStorage("disk");
const config = loadConfig({
  NODE_ENV: "test",
  PUBLIC_URL: TEST_ORIGIN,
  WEB_DIST_DIR: "/nonexistent",
  DATA_DIR: "/nonexistent",
});
const secret = newTotpSecret();
const browser = deviceKey();
const sessionToken = "a-session-token-issued-before-the-migration";
const trustedToken = "a-trusted-browser-token-issued-before-the-migration";

beforeAll(async () => {
  folder = await migrationsBefore(MIGRATION);
  database = await openDatabase({ dataDir: null });
  await migrate(database.db as never, { migrationsFolder: folder });
  const passwordHash = await hashPassword(PASSWORD);
  const sealed = secretBox(config.twoFactor.key).seal(secret);
  const codeHash = await hashPassword(RECOVERY_CODE);
  // Two partners with a gap between their ids (one was removed), as a long-lived database has them.
  await database.db.execute(sql`
    insert into partners (id, user_id, name, email, password_hash, role, basic_allowed, invitations_allowed, language)
    values (3, 'old.owner', 'Old Brokers', 'old.owner@partners.example.ae', ${passwordHash}, 'partner', true, true, 'ar'),
           (7, 'old.second', 'Second Agency', 'second@partners.example.ae', ${passwordHash}, 'partner', true, false, 'en')`);
  await database.db.execute(sql`select setval(pg_get_serial_sequence('partners', 'id'), 7)`);
  await database.db.execute(sql`
    insert into sessions (id, partner_id, stage, expires_at)
    values (${hashToken(sessionToken)}, 3, 'full', now() + interval '1 hour')`);
  await database.db.execute(sql`
    insert into partner_two_factor (partner_id, sealed_secret, confirmed_at) values (3, ${sealed}, now())`);
  await database.db.execute(sql`insert into recovery_codes (partner_id, code_hash) values (3, ${codeHash})`);
  await database.db.execute(sql`
    insert into trusted_browsers (token_hash, partner_id, expires_at, public_key)
    values (${hashToken(trustedToken)}, 3, now() + interval '30 days', ${browser.publicKey})`);
  await database.db.execute(sql`
    insert into password_reset_tokens (token_hash, partner_id, expires_at)
    values (${hashToken("a-reset-link")}, 7, now() + interval '1 hour')`);

  expect(await database.migrate()).toBe(await migrationsFrom(MIGRATION));
  app = await buildApp({ config, database, storage: files.storage });
  await app.ready();
  t = { app, config } as unknown as TestApp;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await files.close();
  await rm(folder, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };

describe("decision 058's migration on a database of partners that signed in themselves", () => {
  it("makes each partner one owner with its id, sign-in id, e-mail, password, language, flags and site reference", async () => {
    const { rows: owners } = await rows<Record<string, unknown>>(sql`
      select u.id, u.partner_id, u.user_id, u.email, u.team_role, u.language, u.basic_allowed, u.invitations_allowed,
        u.site_ref = p.site_ref as same_site_ref, u.disabled_at
      from partner_users u join partners p on p.id = u.partner_id order by u.id`);
    expect(owners).toEqual([
      {
        id: 3,
        partner_id: 3,
        user_id: "old.owner",
        email: "old.owner@partners.example.ae",
        team_role: "owner",
        language: "ar",
        basic_allowed: true,
        invitations_allowed: true,
        same_site_ref: true,
        disabled_at: null,
      },
      {
        id: 7,
        partner_id: 7,
        user_id: "old.second",
        email: "second@partners.example.ae",
        team_role: "owner",
        language: "en",
        basic_allowed: true,
        invitations_allowed: false,
        same_site_ref: true,
        disabled_at: null,
      },
    ]);
    // The password now lives with the user only.
    const { rows: columns } = await rows<{ n: number }>(sql`
      select count(*)::int as n from information_schema.columns where table_name = 'partners' and column_name = 'password_hash'`);
    expect(columns[0]!.n).toBe(0);
    // The reset link went to its owner with it.
    const { rows: links } = await rows<{ user_id: number }>(sql`select user_id from password_reset_tokens`);
    expect(links).toEqual([{ user_id: 7 }]);
  });

  it("keeps the browser that was signed in signed in, as the owner", async () => {
    const res = await app.inject({ url: PARTNER_API.session, headers: cookieHeader(["pp_session", sessionToken]) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      partner_userid: "old.owner",
      partner_sno: 3,
      basic_allowed: true,
      invitations_allowed: true,
      team_role: "owner",
      user_name: "Old Brokers",
      language: "ar",
    });
  });

  it("signs the owner in with the same password and a code of the same authenticator", async () => {
    const step = await passwordStep(t, "old.owner", PASSWORD);
    expect(step.next).toBe("second_factor");
    const done = await secondStep(t, step.pending, totpCode(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json().partner.partner_userid).toBe("old.owner");
  });

  it("still takes the recovery code the partner kept", async () => {
    const step = await passwordStep(t, "old.owner", PASSWORD);
    expect((await secondStep(t, step.pending, RECOVERY_CODE)).statusCode).toBe(200);
  });

  it("still trusts the browser the partner trusted", async () => {
    const step = await passwordStep(t, "old.owner", PASSWORD, ["pp_trusted", trustedToken]);
    expect(step.body.deviceChallenge).toEqual(expect.any(String));
    const done = await browserStep(t, step.pending, trustedToken, browser.signChallenge(step.body.deviceChallenge));
    expect(done.statusCode).toBe(200);
  });

  it("gives users added later ids after the owners'", async () => {
    const { rows: next } = await rows<{ id: number }>(sql`
      insert into partner_users (partner_id, user_id, name, email, password_hash, team_role)
      values (3, 'new.agent', 'New Agent', 'new.agent@partners.example.ae', 'x', 'agent') returning id`);
    expect(next[0]!.id).toBe(8);
  });
});
