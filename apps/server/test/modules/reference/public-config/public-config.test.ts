import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../../src/config";
import { INSURER_LOGO_MAX_BYTES } from "../../../../src/insurer-config";
import { createTestApp, type TestApp } from "../../../support/test-app";

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

describe("the insurer the customers' pages name", () => {
  it("is the demonstration insurer without configuration, with no logo", async () => {
    expect((await t.app.inject({ url: "/api/config" })).json().insurer).toEqual({
      name: "Demonstration Insurance",
      nameAr: "التأمين التجريبي",
      logoUrl: null,
    });
    const logo = await t.app.inject({ url: "/api/config/insurer-logo" });
    expect(logo.statusCode).toBe(404);
    expect(logo.json().message).toBe("No insurer logo is configured.");
  });

  it("is the configured display name and logo, the logo served as an image that can run nothing", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pp-logo-"));
    const file = path.join(dir, "logo.svg");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await writeFile(file, svg);
    const branded = await createTestApp({
      INSURER_DISPLAY_NAME: "Gulf Shield Insurance",
      INSURER_DISPLAY_NAME_AR: "درع الخليج للتأمين",
      INSURER_LOGO_FILE: file,
    });
    try {
      expect((await branded.app.inject({ url: "/api/config" })).json().insurer).toEqual({
        name: "Gulf Shield Insurance",
        nameAr: "درع الخليج للتأمين",
        logoUrl: "/api/config/insurer-logo",
      });
      const logo = await branded.app.inject({ url: "/api/config/insurer-logo" });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/svg+xml");
      expect(logo.headers["content-security-policy"]).toContain("sandbox");
      expect(logo.body).toBe(svg);
    } finally {
      await branded.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses at start a logo file that is missing, too large or not an image", async () => {
    expect(() => loadConfig({ INSURER_LOGO_FILE: "/nowhere/logo.png" })).toThrow(
      "INSURER_LOGO_FILE: /nowhere/logo.png cannot be read.",
    );
    expect(() => loadConfig({ INSURER_LOGO_FILE: "/etc/passwd" })).toThrow("must be a .png, .jpg or .svg file");
    const folder = await mkdtemp(path.join(tmpdir(), "pp-logo-"));
    try {
      const named = path.join(folder, "logo.svg");
      await mkdir(named);
      expect(() => loadConfig({ INSURER_LOGO_FILE: named })).toThrow("is not a file");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const dir = await mkdtemp(path.join(tmpdir(), "pp-logo-"));
    const large = path.join(dir, "logo.png");
    await writeFile(large, Buffer.alloc(INSURER_LOGO_MAX_BYTES + 1));
    try {
      expect(() => loadConfig({ INSURER_LOGO_FILE: large })).toThrow("is larger than 200 kB");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
