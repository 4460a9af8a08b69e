import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRESSABLE_STYLE, SCROLL_LOCK_STYLE } from "../../src/http/inline-styles";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const styleSources = (policy: string) =>
  (policy.split(";").find((d) => d.trim().startsWith("style-src")) ?? "").trim().split(/\s+/).slice(1);
const hashOf = (css: string) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

describe("the content security policy's styles", () => {
  it("allows no inline style but those it names by hash, a server page's own sheet among them", async () => {
    const page = await t.app.inject({ url: "/api/tpa/1/network" });
    expect(page.statusCode).toBe(200);
    const sources = styleSources(page.headers["content-security-policy"] as string);
    expect(sources).not.toContain("'unsafe-inline'");
    const sheets = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
    expect(sheets).toHaveLength(1);
    expect(sources).toContain(hashOf(sheets[0]!));
    expect(sources).toContain(hashOf(PRESSABLE_STYLE));
    expect(sources).toContain(hashOf(SCROLL_LOCK_STYLE));
  });

  // The web app's React Aria, as the browser runs it: each sheet is a template written into a <style> element.
  const webRequire = createRequire(fileURLToPath(new URL("../../../web/package.json", import.meta.url)));
  const ariaFile = (file: string) =>
    readFile(path.join(path.dirname(webRequire.resolve("react-aria/package.json")), "dist/private", file), "utf8");
  /** The sheet a module of React Aria writes, its `${…}` values filled in from the module's own constants. */
  const writtenSheet = (source: string) => {
    const template = /\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(template, "React Aria no longer writes its sheet as this test reads it").toBeDefined();
    return template!.trim().replace(/\$\{\$\w+\$var\$(\w+)\}/g, (_, name: string) => {
      const value = new RegExp(`\\$var\\$${name} = '([^']*)'`).exec(source)?.[1];
      expect(value, `React Aria's ${name}`).toBeDefined();
      return value!;
    });
  };

  it("names the sheets the installed React Aria writes: its pressable elements' and its scroll lock's on iOS", async () => {
    expect(writtenSheet(await ariaFile("interactions/usePress.mjs"))).toBe(PRESSABLE_STYLE);
    expect(writtenSheet(await ariaFile("overlays/usePreventScroll.mjs"))).toBe(SCROLL_LOCK_STYLE);
  });
});
