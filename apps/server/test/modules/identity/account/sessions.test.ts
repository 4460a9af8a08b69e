import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../../src/db/schema";
import { deviceName } from "../../../../src/modules/identity/account/device-name";
import { addPartner } from "../../../../src/modules/identity/partners/partner-admin";
import { createTestApp, sessionCookieOf, signInAs, type TestApp } from "../../../support/test-app";
import { cookieHeader } from "../../../support/two-factor";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addPartner(t.db, {
    userId: "many.devices",
    name: "Many Devices",
    email: "many.devices@example.test",
    password: "Desert#Compass2026",
    flags: ["basic"],
  });
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signInFrom(userAgent: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { userId: "many.devices", password: "Desert#Compass2026" },
    headers: { "user-agent": userAgent },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res);
}

const as = (session: string) => cookieHeader(["pp_session", session]);
const list = async (session: string) => {
  const res = await t.app.inject({ url: "/api/account/sessions", headers: as(session) });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json().sessions as { id: string; device: string; address: string; current: boolean }[];
};

describe("the partner's active sessions", () => {
  it("lists each signed-in browser with its device, address, times, and which one is asking", async () => {
    const office = await signInFrom(CHROME_WINDOWS, "198.51.100.10");
    const phone = await signInFrom(SAFARI_IPHONE, "203.0.113.44");
    const sessions = await list(office);
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(mine).toMatchObject({ device: "Chrome on Windows", address: "198.51.100.10" });
    expect(other).toMatchObject({ device: "Safari on iOS", address: "203.0.113.44" });
    expect(other).toEqual(expect.objectContaining({ signedInAt: expect.any(String), lastSeenAt: expect.any(String) }));
    expect(mine.id).toMatch(/^[0-9a-f-]{36}$/);
    // Never the session's secret or its hash.
    expect(JSON.stringify(sessions)).not.toContain(office);
    expect(JSON.stringify(sessions)).not.toContain(phone);
    // Another partner sees none of them.
    expect(await list(await signInAs(t, "agent.basic"))).toHaveLength(1);
  });

  it("ends one session, which is refused at its very next request", async () => {
    const laptop = await signInFrom(CHROME_WINDOWS, "198.51.100.11");
    const tablet = await signInFrom(SAFARI_IPHONE, "198.51.100.12");
    const target = (await list(laptop)).find((s) => s.address === "198.51.100.12")!;
    const end = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${target.id}`,
      headers: as(laptop),
    });
    expect(end.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/session", headers: as(tablet) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/session", headers: as(laptop) })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${target.id}`,
      headers: as(laptop),
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "session_ended"), eq(auditLog.ip, "127.0.0.1")));
    expect(audit!.details).toEqual({ session: target.id, own: false });
  });

  it("cannot end another partner's session, and answers a malformed id with 400", async () => {
    const mine = await signInFrom(CHROME_WINDOWS, "198.51.100.13");
    const theirs = await signInAs(t, "agent.all");
    const theirId = (await list(theirs)).find((s) => s.current)!.id;
    const res = await t.app.inject({ method: "DELETE", url: `/api/account/sessions/${theirId}`, headers: as(mine) });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/session", headers: as(theirs) })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: "DELETE", url: "/api/account/sessions/not-an-id", headers: as(mine) });
    expect(bad.statusCode).toBe(400);
  });

  it("ends every other session at once and keeps this one", async () => {
    const keep = await signInFrom(CHROME_WINDOWS, "198.51.100.14");
    const others = [
      await signInFrom(SAFARI_IPHONE, "198.51.100.15"),
      await signInFrom(CHROME_WINDOWS, "198.51.100.16"),
    ];
    const res = await t.app.inject({ method: "POST", url: "/api/account/sessions/end-others", headers: as(keep) });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    for (const o of others) expect((await t.app.inject({ url: "/api/session", headers: as(o) })).statusCode).toBe(401);
    expect(await list(keep)).toHaveLength(1);
  });

  it("needs a signed-in partner", async () => {
    expect((await t.app.inject({ url: "/api/account/sessions" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/account/sessions/end-others" })).statusCode).toBe(401);
  });
});

describe("deviceName", () => {
  it.each([
    [CHROME_WINDOWS, "Chrome on Windows"],
    [SAFARI_IPHONE, "Safari on iOS"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0", "Firefox on macOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    ["curl/8.5.0", "Unknown device"],
    [undefined, "Unknown device"],
  ])("reads %s as %s", (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });
});
