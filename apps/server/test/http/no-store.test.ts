import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies } from "../../src/db/schema";
import { policyOf } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { customer, findAs, person, policyDueIn } from "../modules/renewal/renewals/renewal-fixtures";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../support/journey";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

/** Routes that say themselves that they may be cached: nothing personal, the same for everyone. */
const CACHEABLE = new Set([
  "/api/config",
  "/api/tpa/{tpa}/benefits",
  "/api/tpa/{tpa}/network",
  "/gateway-assets/auto-submit.js",
]);

let t: TestApp;
let web: TestApp;
let webDir: string;
let agent: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), "pp-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(path.join(webDir, "index.html"), "<!doctype html><title>Partner Portal</title>");
  await writeFile(path.join(webDir, "assets", "index-4f2a9c.js"), "console.log(1)");
  t = await createTestApp();
  web = await createTestApp({ WEB_DIST_DIR: webDir });
  agent = await signInAs(t, "agent.all");
});
afterAll(async () => {
  await t.close();
  await web.close();
  await rm(webDir, { recursive: true, force: true });
});

const noStore = (res: { headers: Record<string, unknown> }) => String(res.headers["cache-control"]);

describe("Cache-Control", () => {
  it("is no-store on every answer with personal data", async () => {
    const a = api(t, agent);
    const q = await finalizedQuotation(t, agent);
    const start = (await a.post(`/api/quotations/${q.quotationId}/payment`)).json();
    const answer = gatewayAnswer(t, start.fields);
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
    const [issued] = await t.db.select().from(policies).where(eq(policies.quotationId, q.quotationId));
    const { policy } = await policyOf(t, "agent.all", 20);
    const answers = await Promise.all(
      [
        "/api/session",
        `/api/quotations/${q.quotationId}`,
        `/api/quotations/${q.quotationId}/members`,
        `/api/quotations/${q.quotationId}/documents`,
        `/api/quotations/${q.quotationId}/review`,
        `/api/backoffice/quotations/${q.quotationNo}`,
        `/api/backoffice/policies/${policy.policyNo}`,
        "/api/backoffice/quotations?product=basic",
        "/api/backoffice/quotations/export.csv?product=basic",
        "/api/backoffice/policies/export.csv?product=basic",
        `/api/policies/${issued!.policyNo}/receipt.pdf`,
        `/api/payments/${answer.transaction_id}`,
      ].map(async (url) => ({ url, res: await a.get(url) })),
    );
    const member = person();
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    await findAs(c, member);
    answers.push({ url: "/api/renewals/current", res: await c.call("GET", "/api/renewals/current") });
    for (const { url, res } of answers) {
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(noStore(res), url).toMatch(/\bno-store\b/);
    }
  });

  it("is no-store on every documented route that does not opt into caching, signed in or not, whatever the answer", async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => "get" in methods)
      .map(([p]) => p);
    expect(gets.length).toBeGreaterThan(25);
    for (const route of gets) {
      const url = route.replace(/\{[^}]+\}/g, "1");
      for (const res of [await t.app.inject({ url }), await api(t, agent).get(url)]) {
        if (CACHEABLE.has(route)) expect(noStore(res), route).toMatch(/^public, max-age=\d+$/);
        else expect(noStore(res), `${route} → ${res.statusCode}`).toBe("no-store");
      }
    }
    for (const url of ["/pay/result?TransactionID=1", `/pay/${"x".repeat(43)}`, `/invite/${"x".repeat(43)}`]) {
      expect(noStore(await t.app.inject({ url })), url).toBe("no-store");
    }
  });

  it("leaves the built web app's caching alone: hashed assets for a year, pages revalidated", async () => {
    const asset = await web.app.inject({ url: "/assets/index-4f2a9c.js" });
    expect(asset.statusCode).toBe(200);
    expect(noStore(asset)).toBe("public, max-age=31536000, immutable");
    for (const url of ["/", "/login", "/Basic-B2C/sponsordetail"]) {
      const page = await web.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(noStore(page), url).toBe("no-cache");
    }
  });
});
