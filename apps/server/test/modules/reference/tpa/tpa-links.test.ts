import { LANGUAGE_COOKIE, latinWordsIn } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TPA_NAS_TOB_URL: "https://nas.example.ae/tob.pdf" });
});
afterAll(() => t.close());

describe("GET /api/tpa/links", () => {
  it("lists the links indexed 0 = NAS, 1 = NEXTCARE; a configured URL replaces the server's page", async () => {
    const res = await t.app.inject({ url: "/api/tpa/links" });
    expect(res.json()).toEqual([
      { benefitsLink: "https://nas.example.ae/tob.pdf", networkLink: "/api/tpa/1/network" },
      { benefitsLink: "/api/tpa/3/benefits", networkLink: "/api/tpa/3/network" },
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

  it("answers a TPA that is not a number, or a huge one, with 400 and a message, never a 500", async () => {
    for (const tpa of ["abc", "%00", "1.5", "-1", "9".repeat(40), "%20"]) {
      const res = await t.app.inject({ url: `/api/tpa/${tpa}/network` });
      expect(res.statusCode, tpa).toBe(400);
      expect(res.json().message, tpa).toEqual(expect.any(String));
    }
  });
});

describe("a TPA's pages in Arabic", () => {
  const arabic = { headers: { cookie: `${LANGUAGE_COOKIE}=ar` } };
  /** The page's visible text: no tags, and no names or codes set apart (a provider's registered name, NEXTCARE). */
  const words = (html: string) =>
    (html.match(/<body>([\s\S]*)<\/body>/)?.[1] ?? "")
      .replace(/<bdi>[^<]*<\/bdi>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z#0-9]+;/g, " ");

  it("gives the table of benefits right to left, every heading, line and note in Arabic", async () => {
    const tob = await t.app.inject({ url: "/api/tpa/3/benefits", ...arabic });
    expect(tob.statusCode).toBe(200);
    expect(tob.headers.vary).toContain("Cookie");
    expect(tob.body).toContain('<html lang="ar" dir="rtl">');
    expect(tob.body).toContain("<h2>الحدود</h2>");
    expect(tob.body).toContain("<td>الحد السنوي الإجمالي</td><td>150,000 درهم لكل عضو في السنة</td>");
    expect(tob.body).toContain("هيئة الصحة بدبي");
    expect(latinWordsIn(words(tob.body))).toEqual([]);
  });

  it("gives the medical network in Arabic, each provider under its registered name", async () => {
    const network = await t.app.inject({ url: "/api/tpa/1/network", ...arabic });
    expect(network.body).toContain("<h2>دبي</h2>");
    expect(network.body).toContain("<td><bdi>Mediclinic Al Barsha</bdi></td><td>عيادة</td><td>البرشاء</td>");
    expect(latinWordsIn(words(network.body))).toEqual([]);
  });

  it("keeps every line's Arabic in the seed: none missing, none in English", async () => {
    for (const url of ["/api/tpa/1/benefits", "/api/tpa/3/benefits", "/api/tpa/1/network", "/api/tpa/3/network"]) {
      const page = await t.app.inject({ url, ...arabic });
      expect(latinWordsIn(words(page.body)), url).toEqual([]);
    }
  });
});
