import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

// One test per screen: a screen's states (a message shown, a search's results open) are scanned in turn on one page,
// not each on a page opened and signed in anew. Every state scanned before is still scanned.
test("The sign-in page, without and with an error message, has no serious or critical accessibility violations", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("contentinfo")).toContainText("Version");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("User ID is required.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("The password reset page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/resetpassword");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("The partner home page, and its top bar's search with its results open, have no serious or critical accessibility violations", async ({
  page,
}) => {
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  await expect(page.getByRole("contentinfo")).toContainText("Version");
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link").first()).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search policies and quotations" });
  await expect(search).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await search.fill("Sponsor");
  await expect(page.getByRole("region", { name: "Search results" }).getByRole("status")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("The security page, with the two-factor set-up open, has no serious or critical accessibility violations", async ({
  page,
}) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/security");
  await expect(page.getByRole("list", { name: "Active sessions" }).getByRole("listitem").first()).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("The team page, and its invite dialog, have no serious or critical accessibility violations", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/team");
  await expect(page.getByRole("table", { name: "People" }).getByRole("row").nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Invite a person" }).click();
  await expect(page.getByRole("dialog", { name: "Invite a person" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("The commission page has no serious or critical accessibility violations", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/commission");
  await expect(page.getByRole("combobox", { name: "Month" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Statements" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("The second step of sign-in has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/login/two-factor");
  await expect(page.getByRole("textbox", { name: "Code from your app" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
