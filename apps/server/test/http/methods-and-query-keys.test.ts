import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationsOf } from "../support/openapi";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The API's addresses as a client generated from the document sees them (decision 041): a method an address does not
 * serve answers 405 with the methods it does serve in Allow, for every /api address of the document; and a query
 * parameter an address does not name is refused with 400 naming it, not silently ignored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** A concrete address of a document path: every parameter filled (any value matches a route's parameter). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "BQ-2026-000001");

describe("a method an /api address does not serve", () => {
  it("answers 405 with the address's methods in Allow, at every /api path of the document", async () => {
    const byPath = new Map<string, Set<string>>();
    for (const op of operationsOf(t).filter((o) => o.path.startsWith("/api/") && !o.path.startsWith("/api/docs"))) {
      byPath.set(op.path, (byPath.get(op.path) ?? new Set()).add(op.method));
    }
    expect(byPath.size).toBeGreaterThan(80);
    const wrong: string[] = [];
    let asked = 0;
    for (const [path, served] of byPath) {
      const allow = [...METHODS.filter((m) => served.has(m)), ...(served.has("GET") ? ["HEAD"] : [])].join(", ");
      for (const method of METHODS.filter((m) => !served.has(m))) {
        asked++;
        const res = await t.app.inject({ method, url: concrete(path), payload: method === "GET" ? undefined : {} });
        if (res.statusCode !== 405 || res.headers.allow !== allow)
          wrong.push(`${method} ${path}: ${res.statusCode} allow=${res.headers.allow ?? "-"} (expected 405 ${allow})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThan(300);
  });

  it("is caught by no other route: GET of a policy's additions is 405, not a document that does not exist", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/policies/BP-2026-000001/additions" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.json()).toEqual({ message: "This action is not allowed here." });
  });

  it("leaves an address the API does not have at 404", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/no-such-thing" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: "/api/policies/X/nothing" })).statusCode).toBe(404);
  });
});

describe("a query parameter an /api address does not name", () => {
  it("is refused with 400 and its name, on an address with a query and on one without", async () => {
    for (const url of ["/api/health/live?verbose=1", "/api/backoffice/quotations?page=1&colour=red"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      const unknown = url.includes("colour") ? "colour" : "verbose";
      expect(res.json()).toEqual({
        message: "This address does not take some of the query parameters sent.",
        fieldErrors: { [unknown]: ["Not a query parameter of this address."] },
        code: "MALFORMED_REQUEST",
      });
    }
  });

  it("is refused on a write too, and in the caller's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login?partner=1",
      headers: { "accept-language": "ar" },
      payload: { userId: "agent.all", password: "Portal#Demo2026" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("هذا العنوان لا يقبل بعض معاملات الاستعلام المرسلة.");
    expect(res.cookies).toEqual([]);
  });

  it("is still accepted where the address names it", async () => {
    expect((await t.app.inject({ url: "/api/backoffice/quotations?page=1&pageSize=20" })).statusCode).toBe(401);
  });
});
