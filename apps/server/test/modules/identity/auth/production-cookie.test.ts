import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../../../support/production-env";
import { createTestApp, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PRODUCTION_ENV);
});
afterAll(() => t.close());

describe("the session cookie in production", () => {
  it("is __Host- prefixed, Secure, httpOnly, SameSite and pinned to the origin's root", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "agent.basic", password: "Portal#Demo2026" },
      headers: { origin: "https://portal.example.ae" },
    });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-pp_session=[^;]+;/);
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });
});
