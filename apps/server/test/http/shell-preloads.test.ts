import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app";
import { appWithBareWebDist } from "../support/web-dist";

/** A portal build's chunk graph: the entry and a shared chunk, the shell and its own import, the query cache, a page. */
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
];

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

describe("a page of the signed-in shell names the shell's chunks, which load beside the entry", () => {
  it("the shell's, its imports' and the query cache's, but for what the entry loads", async () => {
    for (const url of ["/partnerhomepage", "/Basic-B2C/sponsordetail?x=1", "/no-such-page"]) {
      const res = await web.app.inject({ url, headers: { "accept-language": url === "/no-such-page" ? "ar" : "en" } });
      expect(preloads(res.body), url).toEqual([
        "/assets/signed-in-routes-c.js",
        "/assets/top-bar-d.js",
        "/assets/query-e.js",
      ]);
    }
  });

  it("and no page outside the shell does", async () => {
    for (const url of ["/", "/login", "/resetpassword", "/landingpage", "/Basic-Renewals/searchpolicy"]) {
      expect(preloads((await web.app.inject({ url })).body), url).toEqual([]);
    }
  });
});
