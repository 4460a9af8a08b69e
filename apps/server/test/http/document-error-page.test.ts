import { LANGUAGE_COOKIE } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionHeader, signInAs, type TestApp } from "../support/test-app";

let t: TestApp;
let session: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  session = sessionHeader(t, await signInAs(t, "agent.all"));
});
afterAll(() => t.close());

/** A document's link opened in a browser tab: the browser says the address is the tab's document. */
const inTab = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", accept: "text/html,*/*;q=0.8" };
const MISSING_RECEIPT = "/api/policies/BP-2026-999999/receipt.pdf";

describe("a document opened in a browser tab that cannot be given", () => {
  it("answers a page that says so, what to do next and how to reach customer relations, not the bare JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: MISSING_RECEIPT, headers: { ...session, ...inTab } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<h1>This document could not be opened</h1>");
    expect(res.body).toMatch(/<p class="error" role="alert">[^<]+<\/p>/);
    expect(res.body).toContain("Go back to the page you came from and try again in a moment.");
    expect(res.body).toContain(`href="mailto:${t.config.CONTACT_EMAIL}"`);
    expect(res.body).not.toContain('"message"');
    // No language switch: the file's address refuses ?lang=, so such a link would lead to a refusal.
    expect(res.body).not.toContain("?lang=");
  });

  it("in Arabic, right to left, for a visitor who chose Arabic", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/policies/BP-2026-999999/documents.zip",
      headers: { ...session, ...inTab, cookie: `${session.cookie}; ${LANGUAGE_COOKIE}=ar` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("<h1>تعذّر فتح هذا المستند</h1>");
    expect(res.body).toContain("عُد إلى الصفحة التي جئت منها");
  });

  it("answers a stranger's tab with the page too, asking to sign in and naming nothing of the policy", async () => {
    const res = await t.app.inject({ method: "GET", url: MISSING_RECEIPT, headers: inTab });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain("Please sign in to continue.");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("This document could not be opened");
    expect(res.body.match(/<main>.*<\/main>/s)?.[0]).not.toContain("BP-2026-999999");
  });

  it("keeps the JSON error for a page's script, and for an address that answers JSON even in a tab", async () => {
    const fetched = await t.app.inject({ method: "GET", url: MISSING_RECEIPT, headers: session });
    expect(fetched.statusCode).toBe(404);
    expect(fetched.headers["content-type"]).toMatch(/^application\/json/);
    expect(typeof fetched.json().message).toBe("string");
    const record = await t.app.inject({
      method: "GET",
      url: "/api/policies/BP-2026-999999",
      headers: { ...session, ...inTab },
    });
    expect(record.statusCode).toBe(404);
    expect(record.headers["content-type"]).toMatch(/^application\/json/);
  });
});
