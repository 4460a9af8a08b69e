import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { testBackend } from "../support/test-database";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("checks the database and names no version", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: testBackend });
    expect(res.body).not.toContain(t.config.version);
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("GET /api/docs", () => {
  it("serves the OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/auth/login", "/api/session", "/api/auth/password-reset/request"]),
    );
    expect(doc.paths["/api/auth/login"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "userId",
    );
  });
});

describe("unknown API paths", () => {
  it("answer 404 in JSON", async () => {
    const res = await t.app.inject({ url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found." });
  });
});
