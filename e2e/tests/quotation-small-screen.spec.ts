import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";
import { openMembersStep } from "./quotation-documents-helpers";
import { aSpouse, fillDependent, SPONSOR_PATH, signInAsAgent } from "./quotation-helpers";

// Each journey signs in and drives real forms against the real server; a loaded machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 360, height: 740 } });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

test.beforeAll(() => {
  mkdirSync(artifactsDir, { recursive: true });
});

test("Sponsor details fit a 360 px wide phone without sideways scrolling", async ({ page }) => {
  await signInAsAgent(page);
  await page.goto(SPONSOR_PATH);
  await expect(page.getByRole("button", { name: "Save & Proceed" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Table of benefits/ })).toBeVisible();
  await expect(page.getByText("Step 1 of 5: Sponsor's Details")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "sponsordetail-360.png"), fullPage: true });

  await page.getByRole("textbox", { name: "Date of birth", exact: true }).click();
  await expect(page.getByRole("dialog").last()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "sponsordetail-360-calendar.png") });
});

test("Member details fit a 360 px wide phone, one card per member", async ({ page }) => {
  await signInAsAgent(page);
  await openMembersStep(page);
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await expect(dialog).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "memberdetail-360-dialog.png") });
  await fillDependent(page, aSpouse());
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("list", { name: "Insured members" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Fatima Khan");
  await expect(card).toContainText("AED 800.00");
  await expect(card).toContainText("Member typeDependentRelationSpouse");

  await expect(page.getByText("Step 2 of 5: Insurance Member(s) Details")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "memberdetail-360.png"), fullPage: true });
});

test("Member details fit a 1366 px laptop screen, the table's columns each saying one thing", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsAgent(page);
  await openMembersStep(page);
  await page.getByRole("button", { name: "Add member" }).click();
  await fillDependent(page, aSpouse());
  await page.getByRole("dialog", { name: "Add member" }).getByRole("button", { name: "Add member" }).click();
  const table = page.getByRole("table", { name: "Insured members" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("columnheader")).toHaveText([
    "Member",
    "Member type",
    "Relation",
    "Age (date of birth)",
    "Gender",
    "Annual premium",
    "Actions",
  ]);
  // A hidden header once made the page 2,667 px wide.
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(1366);
});
