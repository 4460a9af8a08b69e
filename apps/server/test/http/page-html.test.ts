import { PUBLIC_CONFIG_ELEMENT_ID, publicConfigSchema } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app";
import { appWithBareWebDist } from "../support/web-dist";

// An insurer's name is the operator's text: written into every page, it must stay text.
const NAME = `Gulf & "Co" </script><script>alert(1)</script>`;

let web: TestApp;
beforeAll(async () => {
  web = await appWithBareWebDist({ env: { INSURER_DISPLAY_NAME: NAME } });
});
afterAll(() => web.close());

/** The JSON data blocks of a page, as a browser's parser would cut them out. */
const dataBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs)].map((m) => ({
    id: m[1],
    json: m[2]!,
  }));

describe("every page's HTML carries the public configuration", () => {
  it("the same configuration as /api/config, so the insurer's name and the footer are there on the first render", async () => {
    const config = (await web.app.inject({ url: "/api/config" })).json();
    for (const url of ["/", "/Basic-Renewals/searchpolicy", "/policydetails/BP-2026-000001?x=1", "/login"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      const blocks = dataBlocks(res.body);
      expect(
        blocks.map((b) => b.id),
        url,
      ).toEqual([PUBLIC_CONFIG_ELEMENT_ID]);
      const embedded = publicConfigSchema.parse(JSON.parse(blocks[0]!.json));
      expect(embedded, url).toEqual(config);
      expect(embedded.insurer.name).toBe(NAME);
    }
  });

  it("cannot be closed early by a configured value: the page has one script element and its body is intact", async () => {
    const res = await web.app.inject({ url: "/Basic-Renewals/searchpolicy" });
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("API paths and files are not pages", async () => {
    expect((await web.app.inject({ url: "/api/nothing-here" })).json()).toEqual({ message: "Not found." });
    expect((await web.app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
  });

  it("is marked in the visitor's language and direction from its first byte", async () => {
    const english = await web.app.inject({ url: "/login" });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain("<title>Partner Portal</title>");
    const chosen = await web.app.inject({ url: "/login", headers: { cookie: "pp_lang=ar", "accept-language": "en" } });
    expect(chosen.body).toContain('<html lang="ar" dir="rtl">');
    expect(chosen.body).toContain("<title>بوابة الشركاء</title>");
    const browser = await web.app.inject({
      url: "/Basic-Renewals/searchpolicy",
      headers: { "accept-language": "ar-AE" },
    });
    expect(browser.body).toContain('<html lang="ar" dir="rtl">');
    expect(browser.headers.vary).toMatch(/cookie/);
    expect(browser.headers.vary).toMatch(/accept-language/);
  });
});
