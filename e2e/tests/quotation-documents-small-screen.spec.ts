import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";
import {
  createQuotationWithMembers,
  DOCUMENTS_PATH,
  domesticWorker,
  newbornChild,
  panel,
  seriousViolations,
  testFiles,
  uploadFile,
} from "./quotation-documents-helpers";
import { signInAsAgent } from "./quotation-helpers";

test.use({ viewport: { width: 360, height: 740 } });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

test("The documents step fits a 360 px wide phone and has no serious accessibility violations, with an upload done and a message showing", async ({
  page,
}) => {
  // Several pages, screenshots and axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  mkdirSync(artifactsDir, { recursive: true });
  await signInAsAgent(page);
  await createQuotationWithMembers(page, [domesticWorker(), newbornChild()]);
  await page.goto(DOCUMENTS_PATH);
  const sponsor = panel(page, "Sponsor details");
  await sponsor.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  await sponsor.getByRole("textbox", { name: "Emirates ID number" }).fill("784-1980");
  await uploadFile(page, sponsor, "Visa / UID copy", testFiles().pdf);
  await expect(sponsor.getByText("Cannot be less than 18 digits")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(artifactsDir, "uploaddocuments-360.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
