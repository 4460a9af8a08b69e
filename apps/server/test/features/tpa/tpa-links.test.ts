import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TPA_NAS_TOB_URL: "https://nas.example.ae/tob.pdf" });
});
afterAll(() => t.close());

describe("GET /api/tpa/links", () => {
  it("lists the links indexed 0 = NAS, 1 = NEXTCARE; a configured URL replaces the server's page", async () => {
    const res = await t.app.inject({ url: "/api/tpa/links" });
    expect(res.json()).toEqual([
      { tob_link: "https://nas.example.ae/tob.pdf", network_link: "/api/tpa/1/network" },
      { tob_link: "/api/tpa/3/benefits", network_link: "/api/tpa/3/network" },
    ]);
  });

  it("serves the table of benefits and the medical network of a TPA from data", async () => {
    const tob = await t.app.inject({ url: "/api/tpa/3/benefits" });
    expect(tob.statusCode).toBe(200);
    expect(tob.headers["content-type"]).toContain("text/html");
    expect(tob.body).toContain("NEXTCARE");
    expect(tob.body).toContain("AED 150,000 per member per year");
    const network = await t.app.inject({ url: "/api/tpa/1/network" });
    expect(network.body).toContain("Mediclinic Al Barsha");
    expect((await t.app.inject({ url: "/api/tpa/2/benefits" })).statusCode).toBe(400);
  });
});
