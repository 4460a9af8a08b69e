import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";
import {
  ACCEPTED_CARD,
  createFinalizedQuotation,
  FINALIZE_PATH,
  PAYMENT_PATH,
  payOnSandbox,
  seriousViolations,
} from "./quotation-documents-helpers";
import { signInAsAgent } from "./quotation-helpers";

test.use({ viewport: { width: 360, height: 740 } });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

test("Finalize, payment and the payment result fit a 360 px wide phone without serious accessibility violations", async ({
  page,
}) => {
  // Several pages, screenshots and axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  mkdirSync(artifactsDir, { recursive: true });
  await signInAsAgent(page);
  await createFinalizedQuotation(page);
  await page.goto(FINALIZE_PATH);
  await expect(page.getByText("This application is finalized and ready for payment.")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "finalizeapplication-360.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(PAYMENT_PATH);
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "paymentreview-360.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  // One press for every document, and each of them still a link of its own, all within the screen's width.
  const all = page.getByRole("link", { name: "Download all documents" });
  await expect(all).toBeVisible();
  // The page fetches the ZIP itself (so a failure is its own message) and hands it to the browser as a download.
  const zip = page.waitForEvent("download");
  await all.click();
  expect((await zip).suggestedFilename()).toMatch(/\.zip$/);
  for (const name of ["Download payment receipt", "Download tax invoice", "Download policy schedule"]) {
    const box = await page.getByRole("link", { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} within 360 px`).toBe(true);
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "paymentsuccess-360.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
