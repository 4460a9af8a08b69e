import {
  APPLICANT_PAGE_SEGMENT,
  CUSTOMER_APP_PATHS,
  EARLY_ANSWERS_ELEMENT_ID,
  LANDING_PATH,
  LANGUAGE_COOKIE,
  PARTNER_RENEWAL_ROUTE_BASE,
  PUBLIC_CONFIG_ELEMENT_ID,
  RENEWAL_ROUTE_BASE,
  RENEWAL_SEGMENTS,
  renewalStepPath,
} from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer, findAs, person, policyDueIn } from "../modules/renewal/renewals/renewal-fixtures";
import type { TestApp } from "../support/test-app";
import { APP_MARKER, appWithBareWebDist } from "../support/web-dist";

let t: TestApp;
beforeAll(async () => {
  t = await appWithBareWebDist();
});
afterAll(() => t.close());

const CUSTOMER_PAGES = [...CUSTOMER_APP_PATHS, `/${APPLICANT_PAGE_SEGMENT}/q4Zx-some_token`];

const appOf = (html: string) =>
  (Object.keys(APP_MARKER) as (keyof typeof APP_MARKER)[]).find((app) => html.includes(APP_MARKER[app]));

describe("the customer's pages come with the customer's own app", () => {
  it.each(CUSTOMER_PAGES)("%s gets customer.html, with the public configuration", async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(appOf(res.body)).toBe("customer");
    expect(res.body).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
  });

  it("whatever the case of the address, a trailing slash or a query", async () => {
    for (const url of [
      "/LANDINGPAGE",
      "/basic-renewals/searchpolicy/",
      `${renewalStepPath("result")}?TransactionID=TX-1&status=ACCEPT`,
    ]) {
      expect(appOf((await t.app.inject({ url })).body), url).toBe("customer");
    }
  });

  it("in Arabic as in English", async () => {
    const res = await t.app.inject({ url: LANDING_PATH, headers: { cookie: `${LANGUAGE_COOKIE}=ar` } });
    expect(appOf(res.body)).toBe("customer");
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
  });

  it("with the answers of its first reads, as the portal's page came", async () => {
    const member = person();
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    await findAs(c, member);
    const page = await c.call("GET", renewalStepPath("details"));
    expect(appOf(page.body)).toBe("customer");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(`id="${EARLY_ANSWERS_ELEMENT_ID}"`);
  });

  it("every other page, an unknown one or a partner's renewal included, gets the portal's app", async () => {
    for (const url of [
      "/",
      "/login",
      "/partnerhomepage",
      `${PARTNER_RENEWAL_ROUTE_BASE}/${RENEWAL_SEGMENTS.details}`,
      `${RENEWAL_ROUTE_BASE}/no-such-step`,
      `${RENEWAL_ROUTE_BASE}`,
      `/${APPLICANT_PAGE_SEGMENT}`,
      `/${APPLICANT_PAGE_SEGMENT}/token/extra`,
      "/landingpage-and-more",
      "/%2E%2E%2Flandingpage",
      `${RENEWAL_ROUTE_BASE}/${"x".repeat(5000)}`,
      `/${APPLICANT_PAGE_SEGMENT}/${"A".repeat(5000)}/x`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(appOf(res.body), url).toBe("portal");
    }
  });
});

describe("junk in the address of a customer's page", () => {
  it("is refused with a message before either app is sent", async () => {
    for (const url of ["/landingpage%00", `/${APPLICANT_PAGE_SEGMENT}/token%00`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toEqual(expect.any(String));
      expect(appOf(res.body), url).toBeUndefined();
    }
  });
});

describe("a build from before the customer's app", () => {
  it("sends the customer's pages the portal's app, which holds every page", async () => {
    const older = await appWithBareWebDist({ customerApp: false });
    try {
      const res = await older.app.inject({ url: renewalStepPath("search") });
      expect(res.statusCode).toBe(200);
      expect(appOf(res.body)).toBe("portal");
    } finally {
      await older.close();
    }
  });
});
