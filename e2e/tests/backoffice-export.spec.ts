import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import {
  BASIC_QUOTATIONS_PATH,
  columnTexts,
  expectFound,
  PA_POLICIES_PATH,
  parseCsv,
  reportPaSale,
  searchList,
  uniqueWord,
} from "./backoffice-helpers";
import { createFinalizedQuotation, createQuotationWithMembers } from "./quotation-documents-helpers";
import { choose } from "./quotation-helpers";

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInPage(page, DEMO.all);
});

/** Clicks "Export CSV" and answers the downloaded file, parsed: the header, then one array per row. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...rows] = parseCsv(await readFile((await file.path())!, "utf8"));
  return { header: header!, rows };
}

/** The values of one named column of the CSV. */
const csvColumn = (csv: { header: string[]; rows: string[][] }, name: string) => {
  const index = csv.header.indexOf(name);
  expect(index, `a "${name}" column in ${csv.header.join(", ")}`).toBeGreaterThanOrEqual(0);
  return csv.rows.map((row) => row[index]!);
};

test("The quotations export holds exactly the rows the search and status filter show", async ({ page }) => {
  const word = uniqueWord();
  const drafts: string[] = [];
  for (const name of ["Alpha", "Bravo", "Charlie"]) {
    drafts.push((await createQuotationWithMembers(page, [], { sponsorName: `${word} ${name}` })).number);
  }
  const finalized = await createFinalizedQuotation(page, { sponsorName: `${word} Delta` });

  await page.goto(BASIC_QUOTATIONS_PATH);
  await searchList(page, word);
  await choose(page, "Status", "Draft");
  await expectFound(page, 3, "quotations");
  const shown = await columnTexts(page, 1);
  expect(shown.sort()).toEqual([...drafts].sort());

  const csv = await exportCsv(page);
  expect(csv.header).toEqual([
    "Quotation number",
    "Product",
    "Status",
    "Sponsor",
    "E-mail",
    "Mobile",
    "Total (AED)",
    "Created (Dubai time)",
    "Sold by",
    "Last action by",
  ]);
  expect(csvColumn(csv, "Quotation number").sort()).toEqual(shown.sort());
  expect(csvColumn(csv, "Quotation number")).not.toContain(finalized.number);
  expect(csvColumn(csv, "Status")).toEqual(["Draft", "Draft", "Draft"]);
  // Kept as text for Excel, so the leading zero stays.
  expect(new Set(csvColumn(csv, "Mobile"))).toEqual(new Set(['="0501234567"']));
  expect(csvColumn(csv, "Sponsor").sort()).toEqual([`${word} Alpha`, `${word} Bravo`, `${word} Charlie`]);

  const api = await page.request.get(`/api/backoffice/quotations?product=basic&status=draft&q=${word}`);
  expect(csv.rows).toHaveLength(((await api.json()) as { total: number }).total);
});

test("The policies export holds every filtered row, not just the page on screen", async ({ page, request }) => {
  const word = uniqueWord();
  // Fifteen PA policies, every fourth one cancelled: eleven active, more than one page of ten.
  const active: string[] = [];
  for (let i = 0; i < 15; i++) {
    const { policyNo } = await reportPaSale(request, {
      reference: `${word.toUpperCase()}-${i + 1}`,
      sponsorName: `${word} Customer`,
      status: i % 4 === 0 ? "cancelled" : "active",
    });
    if (i % 4 !== 0) active.push(policyNo!);
  }

  await page.goto(`${PA_POLICIES_PATH}?pageSize=10`);
  await searchList(page, word);
  await choose(page, "Status", "Active");
  await expectFound(page, 11, "policies");
  await expect(page.getByText("1–10 of 11")).toBeVisible();
  const firstPage = await columnTexts(page, 1);
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText("11–11 of 11")).toBeVisible();
  const secondPage = await columnTexts(page, 1);
  expect([...firstPage, ...secondPage].sort()).toEqual([...active].sort());

  const csv = await exportCsv(page);
  expect(csvColumn(csv, "Policy number").sort()).toEqual([...active].sort());
  expect(new Set(csvColumn(csv, "Product"))).toEqual(new Set(["PA"]));
  expect(new Set(csvColumn(csv, "Sponsor"))).toEqual(new Set([`${word} Customer`]));

  const api = await page.request.get(`/api/backoffice/policies?product=pa&status=active&q=${word}`);
  expect(csv.rows).toHaveLength(((await api.json()) as { total: number }).total);
});
