import { LOGIN_MESSAGES } from "@pp/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThrottle } from "../../../../src/db/schema";
import { addPartner, setPartnerDisabled } from "../../../../src/modules/identity/partners/partner-admin";
import { createTestApp, sessionCookieOf, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, headers });

describe("POST /api/auth/login", () => {
  it("signs in with the demo password and returns the spec's partner details", async () => {
    const res = await login({ userId: "agent.basic", password: "Portal#Demo2026" });
    expect(res.statusCode).toBe(200);
    expect(res.json().next).toBe("done");
    expect(res.json().partner).toEqual({
      partner_name: "Gulf Basic Agency",
      partner_userid: "agent.basic",
      partner_reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
      partner_sno: expect.any(Number),
      partner_categ_sno: 1,
      term_allowed: false,
      enhanced_allowed: false,
      basic_allowed: true,
      pa_allowed: false,
      meetings_allowed: false,
      invitations_allowed: false,
      user_role: "partner",
      language: "en",
      // The demo partner's owner signed in (decision 058).
      user_name: "Gulf Basic Agency",
      team_role: "owner",
    });
    const cookie = res.cookies.find((c) => c.name === "pp_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
  });

  it("accepts the user id in any case and with surrounding spaces", async () => {
    expect((await login({ userId: "  AGENT.ALL ", password: "Portal#Demo2026" })).statusCode).toBe(200);
  });

  it("issues a new session id at every sign-in and ends the one the browser held", async () => {
    const first = await signInAs(t, "agent.all");
    const res = await login({ userId: "agent.all", password: "Portal#Demo2026" }, { cookie: `pp_session=${first}` });
    const second = sessionCookieOf(res);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${first}` } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${second}` } })).statusCode).toBe(
      200,
    );
  });

  it("answers a wrong password and an unknown user id with the same generic message", async () => {
    const wrong = await login({ userId: "agent.all", password: "not-the-password" });
    const unknown = await login({ userId: "nobody.here", password: "whatever-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    ["missing fields", {}, ["userId", "password"]],
    ["empty strings", { userId: "", password: "" }, ["userId", "password"]],
    ["wrong types", { userId: 42, password: ["x"] }, ["userId", "password"]],
    ["an oversized user id", { userId: "a".repeat(65), password: "x" }, ["userId"]],
    ["an oversized password", { userId: "agent.all", password: "p".repeat(129) }, ["password"]],
  ])("refuses %s with field errors", async (_name, payload, fields) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it("treats unicode user ids and passwords as ordinary wrong credentials", async () => {
    const res = await login({ userId: "وكيل.😀", password: "密码🔑\u202e" });
    expect(res.statusCode).toBe(401);
  });

  it("refuses control characters in the user id with a field error", async () => {
    const res = await login({ userId: "agent\u0000all", password: "x" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(["userId"]);
  });

  it("answers malformed JSON with 400 and an unknown content type with 415, never 500", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(text.statusCode).toBe(415);
  });

  it("answers a body over the limit with 413", async () => {
    const res = await login({ userId: "agent.all", password: "x".repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it("locks a user id after 5 failures within 15 minutes, even for the right password", async () => {
    await addPartner(t.db, {
      userId: "lock.me",
      name: "Lock Me",
      email: "lock.me@example.test",
      password: "Lockout#Pass2026",
      flags: ["basic"],
    });
    for (let i = 0; i < 5; i++)
      expect((await login({ userId: "lock.me", password: `wrong-${i}` })).statusCode).toBe(401);
    const locked = await login({ userId: "lock.me", password: "Lockout#Pass2026" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: "Too many failed sign-ins. Try again in 15 minutes or reset your password.",
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    // Another user id is not affected.
    expect((await login({ userId: "agent.basic", password: "Portal#Demo2026" })).statusCode).toBe(200);

    // Fifteen minutes after the lock the user id may try again.
    await t.db
      .update(signInThrottle)
      .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInThrottle.subject, "lock.me"));
    expect((await login({ userId: "lock.me", password: "Lockout#Pass2026" })).statusCode).toBe(200);
  });

  it("refuses a disabled partner with the generic message", async () => {
    await addPartner(t.db, {
      userId: "gone.partner",
      name: "Gone",
      email: "gone@example.test",
      password: "Disabled#Pass2026",
      flags: ["basic"],
    });
    const cookie = await signInAs(t, "gone.partner", "Disabled#Pass2026");
    await setPartnerDisabled(t.db, "gone.partner", true);
    const res = await login({ userId: "gone.partner", password: "Disabled#Pass2026" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: LOGIN_MESSAGES.invalidCredentials });
    expect((await t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${cookie}` } })).statusCode).toBe(
      401,
    );
  });

  it("never writes the password or the session id into the logs", async () => {
    t.logs.length = 0;
    const res = await login({ userId: "agent.all", password: "Portal#Demo2026" });
    const token = sessionCookieOf(res);
    await t.app.inject({ url: "/api/session?x=1", headers: { cookie: `pp_session=${token}` } });
    const text = t.logs.join("");
    expect(text).toContain("/api/session");
    expect(text).not.toContain("Portal#Demo2026");
    expect(text).not.toContain(token);
  });
});
