import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../../src/db/schema";
import { hashToken } from "../../../../src/security/tokens";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSession = (token?: string) =>
  t.app.inject({ url: "/api/session", headers: token ? { cookie: `pp_session=${token}` } : {} });

describe("GET /api/session", () => {
  it("answers 401 without a session and with a made-up one", async () => {
    expect((await getSession()).statusCode).toBe(401);
    expect((await getSession("made-up-token")).statusCode).toBe(401);
    expect((await getSession("x".repeat(5000))).statusCode).toBe(401);
  });

  it("returns the partner details for a live session", async () => {
    const token = await signInAs(t, "agent.all");
    const res = await getSession(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      partner_userid: "agent.all",
      enhanced_allowed: true,
      meetings_allowed: true,
      invitations_allowed: true,
    });
  });

  it("ends a session idle for more than 30 minutes", async () => {
    const token = await signInAs(t, "agent.all");
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, hashToken(token)));
    expect((await getSession(token)).statusCode).toBe(401);
  });

  it("keeps a session used within 30 minutes alive", async () => {
    const token = await signInAs(t, "agent.all");
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.id, hashToken(token)));
    expect((await getSession(token)).statusCode).toBe(200);
    expect((await getSession(token)).statusCode).toBe(200);
  });

  it("ends a session after its 12-hour lifetime whatever the activity", async () => {
    const token = await signInAs(t, "agent.all");
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, hashToken(token)));
    expect((await getSession(token)).statusCode).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const token = await signInAs(t, "agent.basic");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `pp_session=${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === "pp_session")?.value).toBe("");
    expect((await getSession(token)).statusCode).toBe(401);
  });

  it("is harmless without a session", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });
});

describe("cross-site writes", () => {
  it.each([
    [{ origin: "https://evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "null" }],
  ])("are refused with 403 (%o)", async (headers) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "agent.all", password: "Portal#Demo2026" },
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another site/);
  });

  it("are allowed from the portal's own origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "agent.all", password: "Portal#Demo2026" },
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode).toBe(200);
  });
});
