import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, signInThrottle } from "../../../../src/db/schema";
import { addPartner } from "../../../../src/modules/identity/partners/partner-admin";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { findOwnerOf } from "../../../../src/modules/identity/partners/partner-user-repository";
import { resetPasswordByMail } from "../../../support/password-reset";
import { createTestApp, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const userId of ["office.partner", "ceiling.target"]) {
    await addPartner(t.db, {
      userId,
      name: `Partner ${userId}`,
      email: `${userId}@example.test`,
      password: "Harbour#Lights2026",
      flags: ["basic"],
    });
  }
});
afterAll(() => t.close());

const RIGHT = "Harbour#Lights2026";

const login = (userId: string, password: string, from: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { userId, password }, remoteAddress: from });

async function auditCount(event: string, userId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.event, event), eq(auditLog.userId, userId)));
  return row?.n ?? 0;
}

describe("sign-in lockout that strangers cannot use against a partner", () => {
  it("locks a stranger's client out of a user id without locking the partner out of their own", async () => {
    for (let i = 0; i < 5; i++)
      expect((await login("office.partner", `Guess#${i}`, "203.0.113.9")).statusCode).toBe(401);
    const stranger = await login("office.partner", RIGHT, "203.0.113.9");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe("Too many failed sign-ins. Try again in 15 minutes or reset your password.");
    // The same /64 is the same client, whatever address inside it.
    expect((await login("office.partner", RIGHT, "::ffff:203.0.113.9")).statusCode).toBe(429);

    const office = await login("office.partner", RIGHT, "198.51.100.7");
    expect(office.statusCode).toBe(200);
    expect(office.json().next).toBe("done");
  });

  it("locks unknown user ids exactly like known ones, so the lock tells nothing", async () => {
    for (let i = 0; i < 5; i++)
      expect((await login("no.such.partner", `Guess#${i}`, "203.0.113.10")).statusCode).toBe(401);
    const known = await login("office.partner", RIGHT, "203.0.113.9");
    const unknown = await login("no.such.partner", RIGHT, "203.0.113.10");
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
  });

  it("throttles a client that sprays passwords across many user ids, and only that client", async () => {
    const sprayer = "192.0.2.66";
    for (let i = 0; i < 20; i++)
      expect((await login(`spray.target.${i}`, "Summer#2026", sprayer)).statusCode).toBe(401);
    const next = await login("agent.basic", "Portal#Demo2026", sprayer);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe("Too many failed sign-ins from your network. Try again in 15 minutes.");
    expect(Number(next.headers["retry-after"])).toBeGreaterThan(800);
    // No password was looked at for the refused try.
    expect(await auditCount("sign_in_failed", "agent.basic")).toBe(0);
    expect((await login("agent.basic", "Portal#Demo2026", "192.0.2.67")).statusCode).toBe(200);
  });

  it("pauses the account when failures from many clients reach the ceiling, and e-mails the partner once", async () => {
    const partner = (await findPartnerByUserId(t.db, "ceiling.target"))!;
    // 10 clients, each stopping at its own limit of 5: 50 failures in all.
    for (let c = 0; c < 10; c++) {
      for (let i = 0; i < 5; i++) {
        expect((await login("ceiling.target", `Guess#${c}-${i}`, `100.64.0.${c + 1}`)).statusCode).toBe(401);
      }
    }
    const paused = await login("ceiling.target", RIGHT, "198.51.100.77");
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(
      "Sign-in to this account is paused for 60 minutes after many failed attempts. Reset your password to sign in now.",
    );
    expect(Number(paused.headers["retry-after"])).toBeGreaterThan(3500);
    // Later guesses from fresh clients are refused unevaluated and send no further mail.
    for (let i = 0; i < 3; i++)
      expect((await login("ceiling.target", `More#${i}`, `100.64.1.${i}`)).statusCode).toBe(429);
    expect(await auditCount("sign_in_failed", "ceiling.target")).toBe(50);

    const alerts = await t.db
      .select()
      .from(mailOutbox)
      // Keyed by the user whose sign-in is paused (decision 058), here the partner's owner.
      .where(like(mailOutbox.idempotencyKey, `sign-in-paused:${(await findOwnerOf(t.db, partner.id))!.id}:%`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.toAddress).toBe("ceiling.target@example.test");
    expect(alerts[0]!.textBody).toContain(`${t.config.publicUrl}/resetpassword`);
    const locks = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "sign_in_locked"), eq(auditLog.userId, "ceiling.target")));
    expect(locks.filter((l) => l.details?.scope === "login:user")).toHaveLength(1);

    // Resetting the password lifts the pause: the partner is back in at once.
    const reset = await resetPasswordByMail(t, "ceiling.target", "ceiling.target@example.test", "Fresh#Harbour2027");
    expect(reset.statusCode).toBe(200);
    expect((await login("ceiling.target", "Fresh#Harbour2027", "198.51.100.77")).statusCode).toBe(200);
    const left = await t.db.select().from(signInThrottle).where(eq(signInThrottle.subject, "ceiling.target"));
    expect(left.map((r) => [r.scope, r.attempts, r.lockedUntil])).toEqual([["login:user", 0, null]]);
  });
});

describe("password hashing under a flood", () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "0" });
  });
  afterAll(() => busy.close());

  it("answers 503 with Retry-After beyond its queue, and does not count the tries it never evaluated", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        busy.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { userId: `flood.${i}`, password: "Not#The#Password1" },
          remoteAddress: `100.100.0.${i + 1}`,
        }),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.headers["retry-after"]).toBe("5");
      expect(a.json().message).toBe("Many people are signing in right now. Please try again in a few seconds.");
    }
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 503)).toBe(true);
    const rows = await busy.db.select().from(signInThrottle).where(eq(signInThrottle.scope, "login:user-client"));
    const attempts = rows.reduce((sum, r) => sum + r.attempts, 0);
    expect(attempts).toBe(answers.filter((a) => a.statusCode === 401).length);
  });
});
