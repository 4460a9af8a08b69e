import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportSale, siteKey, siteSale } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { PRODUCTION_ENV } from "../support/production-env";
import { createTestApp, type TestApp } from "../support/test-app";

let production: TestApp;
let withDocs: TestApp;
beforeAll(async () => {
  production = await createTestApp(PRODUCTION_ENV);
  withDocs = await createTestApp({ ...PRODUCTION_ENV, API_DOCS: "true" });
});
afterAll(async () => {
  await production.close();
  await withDocs.close();
});

describe("what production shows to anyone", () => {
  it("serves no API documentation unless API_DOCS=true", async () => {
    for (const url of ["/api/docs", "/api/docs/json", "/api/docs/static/index.html"]) {
      const res = await production.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Not found." });
    }
    const doc = await withDocs.app.inject({ url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain("/api/auth/login");
  });

  it("answers health without a version; the footer's version still comes from the public config", async () => {
    const health = await production.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).not.toHaveProperty("version");
    expect(health.body).not.toContain(production.config.version);
    const config = await production.app.inject({ url: "/api/config" });
    expect(config.json().version).toBe(production.config.version);
  });

  it("refuses the demo sites' keys: production has none unless SITE_API_KEYS names them", async () => {
    const res = await reportSale(production, "pa", siteSale("PA-1"), siteKey("pa"));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Unknown or missing API key for this site.");
  });
});
