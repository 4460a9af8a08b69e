import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/config", () => {
  it("gives the footer contacts, the version and the external sites", async () => {
    const res = await t.app.inject({ url: "/api/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: t.config.version,
      contactPhone: expect.any(String),
      links: { paSite: expect.stringMatching(/^https:/) },
    });
  });
});
