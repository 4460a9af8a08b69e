import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app";
import { appWithBareWebDist } from "../support/web-dist";

/**
 * A portal build's chunk graph: the entry and a shared chunk, the shell and its own import, the query cache, a page, and
 * the catalogs a page shows its first texts from, in each language.
 */
const GRAPH = [
  { file: "assets/index-a.js", isEntry: true, modules: ["src/main.tsx"], imports: ["assets/shared-b.js"] },
  { file: "assets/shared-b.js", isEntry: false, modules: ["src/ui/alert.tsx"], imports: [] },
  {
    file: "assets/signed-in-routes-c.js",
    isEntry: false,
    modules: ["src/app/routes/signed-in-routes.tsx", "src/app/routes/main-layout-route.tsx"],
    imports: ["assets/index-a.js", "assets/shared-b.js", "assets/top-bar-d.js"],
  },
  { file: "assets/top-bar-d.js", isEntry: false, modules: ["src/shell/top-bar.tsx"], imports: [] },
  { file: "assets/query-e.js", isEntry: false, modules: ["src/app/query-root.tsx"], imports: ["assets/index-a.js"] },
  { file: "assets/login-page-f.js", isEntry: false, modules: ["src/features/auth/login-page.tsx"], imports: [] },
  { file: "assets/texts-first-en-g.js", isEntry: false, modules: ["src/i18n/locales/first/en.ts"], imports: [] },
  { file: "assets/texts-first-ar-h.js", isEntry: false, modules: ["src/i18n/locales/first/ar.ts"], imports: [] },
  {
    file: "assets/arabic-first-pages-i.js",
    isEntry: false,
    modules: ["src/i18n/arabic-first-pages.ts"],
    imports: ["assets/texts-domain-sign-in-ar-j.js"],
  },
  {
    file: "assets/texts-domain-sign-in-ar-j.js",
    isEntry: false,
    modules: ["../../packages/domain/src/i18n/locales/sign-in/ar.ts"],
    imports: [],
  },
  { file: "assets/texts-common-en-k.js", isEntry: false, modules: ["src/i18n/locales/common/en.ts"], imports: [] },
  { file: "assets/texts-common-ar-l.js", isEntry: false, modules: ["src/i18n/locales/common/ar.ts"], imports: [] },
  {
    file: "assets/texts-domain-ar-m.js",
    isEntry: false,
    modules: ["../../packages/domain/src/i18n/locales/ar.ts"],
    imports: [],
  },
];
const SHELL = ["/assets/signed-in-routes-c.js", "/assets/top-bar-d.js", "/assets/query-e.js"];
const FIRST_EN = ["/assets/texts-first-en-g.js"];
const FIRST_AR = [
  "/assets/texts-first-ar-h.js",
  "/assets/arabic-first-pages-i.js",
  "/assets/texts-domain-sign-in-ar-j.js",
];
const SCREEN_EN = ["/assets/texts-common-en-k.js"];
const SCREEN_AR = ["/assets/texts-common-ar-l.js", "/assets/texts-domain-ar-m.js"];

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let web: TestApp;
beforeAll(async () => {
  web = await appWithBareWebDist({
    prepare: async (dir) => {
      await mkdir(path.join(dir, ".vite"));
      await writeFile(path.join(dir, ".vite", "chunk-graph.json"), JSON.stringify(GRAPH));
    },
  });
});
afterAll(() => web.close());

const inLanguage = (url: string, language: string) => web.app.inject({ url, headers: { "accept-language": language } });

describe("a page names the chunks it cannot show itself without, which load beside the entry", () => {
  it("a page of the signed-in shell: the texts of the screens in its language first, then the shell's chunks, its imports' and the query cache's, but for what the entry loads", async () => {
    for (const url of ["/partnerhomepage", "/Basic-B2C/sponsordetail?x=1", "/no-such-page"]) {
      expect(preloads((await inLanguage(url, "en")).body), url).toEqual([...FIRST_EN, ...SCREEN_EN, ...SHELL]);
      expect(preloads((await inLanguage(url, "ar")).body), url).toEqual([...FIRST_AR, ...SCREEN_AR, ...SHELL]);
    }
  });

  it("a sign-in page: the first pages' texts in its language, and nothing of the shell", async () => {
    for (const url of ["/", "/login", "/resetpassword"]) {
      expect(preloads((await inLanguage(url, "en")).body), url).toEqual(FIRST_EN);
      expect(preloads((await inLanguage(url, "ar")).body), url).toEqual(FIRST_AR);
    }
  });

  it("a customer's page: the screens' texts in its language, and nothing of the shell", async () => {
    for (const url of ["/landingpage", "/Basic-Renewals/searchpolicy"]) {
      expect(preloads((await inLanguage(url, "en")).body), url).toEqual([...FIRST_EN, ...SCREEN_EN]);
      expect(preloads((await inLanguage(url, "ar")).body), url).toEqual([...FIRST_AR, ...SCREEN_AR]);
    }
  });
});
