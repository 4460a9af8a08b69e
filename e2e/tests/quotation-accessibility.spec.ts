import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { openMembersStep } from "./quotation-documents-helpers";
import { SPONSOR_PATH, signInAsAgent } from "./quotation-helpers";

// Each journey signs in and drives real forms against the real server; a loaded machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.html.slice(0, 160)}`),
    }));
}

test("Sponsor details, with and without messages, have no serious or critical accessibility violations", async ({
  page,
}) => {
  await signInAsAgent(page);
  await page.goto(SPONSOR_PATH);
  await expect(page.getByRole("link", { name: /Table of benefits/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("First Name").fill("Ahmed 2");
  await page.getByLabel("E-mail").fill("ahmed@");
  await page.getByLabel("E-mail").blur();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Retrieve your application" }).click();
  await expect(page.getByRole("dialog", { name: "Retrieve your application" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("Member details and the member form have no serious or critical accessibility violations", async ({ page }) => {
  await signInAsAgent(page);
  await openMembersStep(page);
  await expect(page.getByRole("region", { name: "Premium summary" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog.getByText("First Name is required.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
