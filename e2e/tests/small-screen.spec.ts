import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";

test.use({ viewport: { width: 360, height: 740 } });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

test.beforeAll(() => {
  mkdirSync(artifactsDir, { recursive: true });
});

test("The sign-in page fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("contentinfo")).toContainText("Version");
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "login-360.png"), fullPage: true });
});

test("The partner home page fits a 360 px wide phone, with the menu behind the toggle", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  await expect(page.getByRole("contentinfo")).toContainText("Version");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "partnerhomepage-360.png"), fullPage: true });

  await page.getByRole("button", { name: "Toggle menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav).toBeVisible();
  // Let the drawer finish sliding in before the picture is taken.
  await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: path.join(artifactsDir, "partnerhomepage-360-menu.png") });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await nav.getByRole("link", { name: "ALL", exact: true }).click();
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/policieNewBusinessAll\/all$/);
  await expect(page.getByRole("heading", { level: 1, name: "Basic policies" })).toBeVisible();
});
