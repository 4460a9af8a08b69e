import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";
import { seriousViolations } from "./quotation-documents-helpers";
import { horizontalOverflow, INSURED, masked, RENEWAL, searchPolicy } from "./renewal-helpers";

test.use({ viewport: { width: 360, height: 740 } });

async function checkScreen(page: Page, name: string) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}-360.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
}

test("The renewal search, policy details and declaration fit a 360 px wide phone without serious accessibility violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(RENEWAL.search);
  await expect(page.getByRole("heading", { level: 1, name: "Renew your existing policy" })).toBeVisible();
  // On phones the progress bar names the current step in one line.
  await expect(page.getByText("Step 1 of 3: Search policy")).toBeVisible();
  await page.getByRole("button", { name: "Search & Proceed" }).click();
  await expect(page.getByText("Please Select Search Tab")).toBeVisible();
  await checkScreen(page, "searchpolicy-error");

  await page.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  await page.getByRole("textbox", { name: "Emirates ID number" }).fill("78419901112220");
  await checkScreen(page, "searchpolicy");

  const juan = INSURED.juan;
  await searchPolicy(page, "Emirates ID", juan.emiratesId, juan.dateOfBirth);
  await expect(page.getByRole("checkbox", { name: `Keep insured: ${masked(juan.name)}` })).toBeChecked();
  await checkScreen(page, "policydetailsrenewals");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(RENEWAL.questions);
  await expect(page.getByRole("radiogroup").first()).toBeVisible();
  await checkScreen(page, "question");
});
