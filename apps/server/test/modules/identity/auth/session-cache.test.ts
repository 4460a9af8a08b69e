import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../src/app";
import { type Database, openDatabase } from "../../../../src/db/client";
import { LISTENER_APPLICATION_NAME } from "../../../../src/db/notification-listener";
import { sessions } from "../../../../src/db/schema";
import {
  DELIVERY_WAIT_MS,
  sessionCacheOf,
  unconfirmedDeliveries,
} from "../../../../src/modules/identity/auth/session-cache";
import { invalidateSessions } from "../../../../src/modules/identity/auth/session-invalidation";
import {
  addPartner,
  addPartnerUser,
  setPartnerDisabled,
  setPartnerFlags,
  setPartnerUserDisabled,
} from "../../../../src/modules/identity/partners/partner-admin";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { hashToken } from "../../../../src/security/tokens";
import { resetPasswordByMail } from "../../../support/password-reset";
import { createTestApp, createTestStorage, signInAs, type TestApp } from "../../../support/test-app";
import { testBackend } from "../../../support/test-database";

// Long enough that anything seen within it was not the time to live running out.
const CACHE_SECONDS = 30;
const PASSWORD = "Harbour#Lights2026";
const USERS = ["cache.one", "cache.two", "cache.three", "cache.four", "cache.five"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: String(CACHE_SECONDS) });
  for (const userId of USERS) {
    await addPartner(t.db, {
      userId,
      name: userId,
      email: `${userId}@example.test`,
      password: PASSWORD,
      flags: ["basic"],
    });
  }
});
afterAll(() => t.close());

const sessionOn = (app: TestApp["app"], token: string) =>
  app.inject({ url: "/api/session", headers: { cookie: `pp_session=${token}` } });
const expireInDatabaseOnly = (db: TestApp["db"], token: string) =>
  db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.id, hashToken(token)));

/** A partner of their own for one test, signed in on the first instance. */
async function newPartnerSignedIn(userId: string, email: string) {
  await addPartner(t.db, { userId, name: userId, email, password: PASSWORD, flags: ["basic"] });
  return signInAs(t, userId, PASSWORD);
}

/** Polls for up to `ms`: a notification from another instance takes a moment to arrive, never the cache's 30 s. */
async function eventually(check: () => Promise<boolean>, ms = 2000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe("the session cache", () => {
  it("serves a session it has read without reading the database again", async () => {
    const token = await signInAs(t, "cache.one", PASSWORD);
    expect((await sessionOn(t.app, token)).statusCode).toBe(200);
    // A change made behind the portal's back is not seen while the copy lives: proof the database was not read.
    await expireInDatabaseOnly(t.db, token);
    expect((await sessionOn(t.app, token)).statusCode).toBe(200);
    sessionCacheOf(t.db)!.clear();
    expect((await sessionOn(t.app, token)).statusCode).toBe(401);
  });

  it("ends a signed-out session at the next request", async () => {
    const token = await signInAs(t, "cache.two", PASSWORD);
    expect((await sessionOn(t.app, token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `pp_session=${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await sessionOn(t.app, token)).statusCode).toBe(401);
  });

  it("ends the other sessions a partner ends from the security page", async () => {
    const here = await signInAs(t, "cache.three", PASSWORD);
    const there = await signInAs(t, "cache.three", PASSWORD);
    expect((await sessionOn(t.app, there)).statusCode).toBe(200);
    const ended = await t.app.inject({
      method: "POST",
      url: "/api/account/sessions/end-others",
      headers: { cookie: `pp_session=${here}` },
    });
    expect(ended.statusCode).toBe(200);
    expect((await sessionOn(t.app, there)).statusCode).toBe(401);
    expect((await sessionOn(t.app, here)).statusCode).toBe(200);
  });

  it("ends every session of a partner whose password is reset", async () => {
    const token = await signInAs(t, "cache.four", PASSWORD);
    expect((await sessionOn(t.app, token)).statusCode).toBe(200);
    const reset = await resetPasswordByMail(t, "cache.four", "cache.four@example.test", "Fresh#Harbour2027");
    expect(reset.statusCode).toBe(200);
    expect((await sessionOn(t.app, token)).statusCode).toBe(401);
  });

  it("shows an operator's change of flags at once, and a disabled partner's session ends", async () => {
    const token = await signInAs(t, "cache.five", PASSWORD);
    expect((await sessionOn(t.app, token)).json()).toMatchObject({ basic_allowed: true, enhanced_allowed: false });
    await setPartnerFlags(t.db, "cache.five", ["basic", "enhanced"]);
    expect((await sessionOn(t.app, token)).json()).toMatchObject({ enhanced_allowed: true });
    await setPartnerDisabled(t.db, "cache.five", true);
    expect((await sessionOn(t.app, token)).statusCode).toBe(401);
  });
});

describe.runIf(testBackend === "postgres")("two instances on one PostgreSQL database", () => {
  let second: { app: TestApp["app"]; database: Database; close(): Promise<void> };
  beforeAll(async () => {
    const database = await openDatabase({ url: t.databaseUrl!, poolSize: 2 });
    const files = await createTestStorage("disk");
    const app = await buildApp({ config: t.config, database, storage: files.storage });
    await app.ready();
    second = {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
        await files.close();
      },
    };
  });
  afterAll(() => second.close());

  it("ends on the second instance, from its cache, a session signed out on the first", async () => {
    const token = await newPartnerSignedIn("cache.pair", "pair@example.test");
    expect((await sessionOn(second.app, token)).statusCode).toBe(200);
    expect((await sessionOn(second.app, token)).statusCode).toBe(200);
    const unconfirmed = unconfirmedDeliveries(t.db);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: `pp_session=${token}` } });
    // Both listeners confirmed before the cap (the wait did not merely run out)...
    expect(unconfirmedDeliveries(t.db)).toBe(unconfirmed);
    // ...so the very next request is refused, whichever instance it reaches.
    expect((await sessionOn(second.app, token)).statusCode).toBe(401);
  });

  it("does not wait for notifications of a transaction that rolled back", async () => {
    const unconfirmed = unconfirmedDeliveries(t.db);
    const started = performance.now();
    const failed = t.db.transaction(async (tx) => {
      await invalidateSessions(tx, { partnerId: 1 });
      throw new Error("rolled back");
    });
    await expect(failed).rejects.toThrow("rolled back");
    expect(performance.now() - started).toBeLessThan(DELIVERY_WAIT_MS);
    // The wait was called off, not left to run out: nothing counts as unconfirmed once the cap has passed.
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_WAIT_MS + 200));
    expect(unconfirmedDeliveries(t.db)).toBe(unconfirmed);
  });

  it("ends on the second instance at once the sessions of a partner who reset their password on the first", async () => {
    const token = await newPartnerSignedIn("cache.reset", "reset@example.test");
    expect((await sessionOn(second.app, token)).statusCode).toBe(200);
    const unconfirmed = unconfirmedDeliveries(t.db);
    const reset = await resetPasswordByMail(t, "cache.reset", "reset@example.test", "Fresh#Harbour2027");
    expect(reset.statusCode).toBe(200);
    expect(unconfirmedDeliveries(t.db)).toBe(unconfirmed);
    expect((await sessionOn(second.app, token)).statusCode).toBe(401);
  });

  it("ends the sessions of a partner an operator disables from another process", async () => {
    const token = await newPartnerSignedIn("cache.cli", "cli@example.test");
    expect((await sessionOn(second.app, token)).statusCode).toBe(200);
    // The partners command opens a database handle of its own, with no cache and no app around it.
    const operator = await openDatabase({ url: t.databaseUrl!, poolSize: 1 });
    await setPartnerDisabled(operator.db, "cache.cli", true);
    await operator.close();
    expect(await eventually(async () => (await sessionOn(second.app, token)).statusCode === 401)).toBe(true);
  });

  it("ends on the second instance at once the sessions of a user disabled from another process, and no one else's", async () => {
    const owner = await newPartnerSignedIn("cache.team", "team@example.test");
    const partner = (await findPartnerByUserId(t.db, "cache.team"))!;
    const agent = await addPartnerUser(t.db, partner.id, {
      userId: "cache.team.agent",
      name: "Agent",
      email: "agent@example.test",
      password: PASSWORD,
      teamRole: "agent",
      flags: ["basic"],
    });
    const token = await signInAs(t, agent.userId, PASSWORD);
    expect((await sessionOn(second.app, token)).statusCode).toBe(200);
    expect((await sessionOn(second.app, owner)).statusCode).toBe(200);
    const operator = await openDatabase({ url: t.databaseUrl!, poolSize: 1 });
    await setPartnerUserDisabled(operator.db, agent.id, true);
    await operator.close();
    expect(await eventually(async () => (await sessionOn(second.app, token)).statusCode === 401)).toBe(true);
    expect((await sessionOn(second.app, owner)).statusCode).toBe(200);
  });

  it("reads every session from the database while its listening connection is lost, and listens again", async () => {
    const token = await newPartnerSignedIn("cache.lost", "lost@example.test");
    expect((await sessionOn(second.app, token)).statusCode).toBe(200);
    const cache = sessionCacheOf(second.database.db)!;
    expect(cache.active).toBe(true);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(await eventually(async () => !cache.active)).toBe(true);
    // No invalidation is sent for this change: only a read from the database can see it.
    await expireInDatabaseOnly(t.db, token);
    expect((await sessionOn(second.app, token)).statusCode).toBe(401);
    expect(await eventually(async () => cache.active, 5000)).toBe(true);
  });
});
