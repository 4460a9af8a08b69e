import { signInPage } from "../support/api-session";
import { type CreatedQuotation, quotationThroughApi } from "../support/api-setup";
import { DEMO, expect, readStorage } from "../support/fixtures";
import { test as workerTest } from "../support/worker-fixtures";
import { uniqueWord } from "./backoffice-helpers";
import { createQuotationWithMembers, DOCUMENTS_PATH, domesticWorker } from "./quotation-documents-helpers";

/**
 * A quotation under a sponsor's name no other test uses, made once per worker through the API: the tests that only
 * search for it and open it share it.
 */
const test = workerTest.extend<object, { found: CreatedQuotation & { word: string } }>({
  found: [
    async ({ agentApi }, use) => {
      const word = uniqueWord();
      await use({ word, ...(await quotationThroughApi(agentApi, [], { sponsorName: `${word} Trading` })) });
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInPage(page, DEMO.all);
});

const searchBox = (page: import("@playwright/test").Page) =>
  page.getByRole("searchbox", { name: "Search policies and quotations" });

test("The top-bar search finds a quotation by its member's name and resumes it on its step", async ({ page }) => {
  const family = uniqueWord();
  const left = await createQuotationWithMembers(page, [{ ...domesticWorker(), family_name: family }], {
    sponsorName: "Search Sponsor",
  });
  const progress = await page.request.put(`/api/quotations/${left.id}/progress`, { data: { page: "uploaddocuments" } });
  expect(progress.status()).toBe(204);
  // Another quotation opened afterwards: resuming must switch the wizard to the found one.
  const other = await createQuotationWithMembers(page, []);
  expect((await readStorage(page)).local.Quotation_No).toBe(other.number);

  await page.goto("/policies/all");
  await searchBox(page).fill(`Maria ${family}`);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByText(`Quotation ${left.number} · Draft`)).toBeVisible();
  await expect(results.getByText(`Member: Maria ${family}`)).toBeVisible();
  await results.getByRole("button", { name: `Resume quotation ${left.number} at Upload Required Documents` }).click();

  await expect(page).toHaveURL(DOCUMENTS_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload Required Documents");
  expect((await readStorage(page)).local.Quotation_No).toBe(left.number);
  await expect(results).toBeHidden();
});

test("The top-bar search opens a found quotation, says when nothing matches, and closes with Escape", async ({
  page,
  found: { word, ...made },
}) => {
  await page.goto("/partnerhomepage");
  await searchBox(page).fill(word);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByText("1 found")).toBeVisible();
  await results.getByRole("link", { name: `Open quotation ${made.number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${made.number}`);

  await searchBox(page).fill(`${word}zz`);
  await expect(results.getByText(`Nothing of yours matches "${word}zz".`, { exact: false })).toBeVisible();
  await searchBox(page).press("Escape");
  await expect(results).toBeHidden();
});

test("On a 360 px phone the search folds into a button and opens over the top bar without widening the page", async ({
  page,
  found: { word, ...made },
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/partnerhomepage");
  await expect(searchBox(page)).toBeHidden();
  await page.getByRole("button", { name: "Search policies and quotations" }).click();
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill(word);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("link", { name: `Open quotation ${made.number}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Close search" }).click();
  await expect(searchBox(page)).toBeHidden();
});
