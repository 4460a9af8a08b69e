import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/account/language",
    payload: payload as object,
    headers: cookie ? { cookie: `pp_session=${cookie}` } : {},
  });
const me = (cookie: string) => t.app.inject({ url: "/api/session", headers: { cookie: `pp_session=${cookie}` } });

describe("PUT /api/account/language", () => {
  it("keeps the partner's language with their account, for every browser they sign in on", async () => {
    const first = await signInAs(t, "agent.basic");
    expect((await me(first)).json().language).toBe("en");
    const res = await put({ language: "ar" }, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "ar" });
    expect((await me(first)).json().language).toBe("ar");
    const second = await signInAs(t, "agent.basic");
    expect((await me(second)).json().language).toBe("ar");
    // Another partner's choice is their own.
    expect((await me(await signInAs(t, "agent.all"))).json().language).toBe("en");
    await put({ language: "en" }, first);
    expect((await me(second)).json().language).toBe("en");
  });

  it("needs a signed-in user, and refuses a language the portal does not speak with a field error", async () => {
    expect((await put({ language: "ar" })).statusCode).toBe(401);
    const cookie = await signInAs(t, "agent.all");
    for (const body of [{ language: "fr" }, { language: 1 }, {}, { language: "ar".repeat(5000) }]) {
      const res = await put(body, cookie);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().message).toBeTypeOf("string");
    }
  });
});
