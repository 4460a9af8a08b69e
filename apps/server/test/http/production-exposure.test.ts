import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportSale, siteKey } from "../features/backoffice/backoffice-fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://portal.example.ae",
  PAYMENT_GATEWAY_URL: "https://secureacceptance.example.com/pay",
  PAYMENT_SECRET_KEY: "a-real-secret-key-from-the-gateway",
  PAYMENT_PROFILE_ID: "REAL-PROFILE",
  PAYMENT_ACCESS_KEY: "real-access-key",
  SMTP_URL: "smtp://mail.example.ae:587",
};

let production: TestApp;
let withDocs: TestApp;
beforeAll(async () => {
  production = await createTestApp(PRODUCTION);
  withDocs = await createTestApp({ ...PRODUCTION, API_DOCS: "true" });
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
    const sale = {
      partnerUserId: "agent.all",
      reference: "PA-1",
      kind: "policy",
      status: "active",
      sponsorName: "Site Customer",
      sponsorEmail: "site.customer@example.com",
      sponsorMobile: "0501231234",
      premiumFils: 50_000,
    };
    const res = await reportSale(production, "pa", sale, siteKey("pa"));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Unknown or missing API key for this site.");
  });
});
