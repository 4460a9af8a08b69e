import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import {
  aed,
  BASIC_QUOTATIONS_PATH,
  columnTexts,
  expectFound,
  PA_POLICIES_PATH,
  reportPaSale,
  searchList,
  tableRows,
  uniqueWord,
} from "./backoffice-helpers";
import { createFinalizedQuotation, createQuotationWithMembers } from "./quotation-documents-helpers";
import { addDays, choose, display, shownChoice, uaeToday } from "./quotation-helpers";

// Each test makes a dozen records through the API and reloads the list several times.
test.describe.configure({ timeout: 90_000 });

const NAMES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo"];

test.beforeEach(async ({ page }) => {
  await signInPage(page, DEMO.all);
});

test("PA policies: search, status filter, sort and paging change the rows, and a reload keeps them", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  // Eleven policies, premiums rising with the name; every fourth one cancelled by the site.
  const sales = NAMES.map((name, i) => ({
    reference: `${word.toUpperCase()}-${i + 1}`,
    sponsorName: `${word} ${name}`,
    premiumFils: (i + 1) * 10_000,
    status: i % 4 === 0 ? "cancelled" : "active",
  }));
  const policyNos: string[] = [];
  for (const sale of sales) policyNos.push((await reportPaSale(request, sale)).policyNo!);
  const byTotalDesc = [...policyNos].reverse();
  const cancelledDesc = byTotalDesc.filter((_, i) => (sales.length - 1 - i) % 4 === 0);

  await page.goto(PA_POLICIES_PATH);
  await searchList(page, word);
  await expectFound(page, 11, "policies");

  // Sorting: the first click on an amount shows the largest first, the second the smallest.
  await page.getByRole("button", { name: "Total", exact: true }).click();
  await expect(page).toHaveURL(/sort=total/);
  await expect.poll(() => columnTexts(page, 1)).toEqual(byTotalDesc);
  await expect(tableRows(page).first().getByRole("cell").nth(4)).toHaveText(aed(11 * 10_000 * 1.05));
  await page.getByRole("button", { name: "Total", exact: true }).click();
  await expect(page).toHaveURL(/dir=asc/);
  await expect.poll(() => columnTexts(page, 1)).toEqual(policyNos);
  await page.getByRole("button", { name: "Total", exact: true }).click();
  await expect.poll(() => columnTexts(page, 1)).toEqual(byTotalDesc);

  // Paging: ten a page, then the last one.
  await choose(page, "Rows per page:", "10");
  await expect.poll(() => columnTexts(page, 1)).toEqual(byTotalDesc.slice(0, 10));
  await expect(page.getByText("1–10 of 11")).toBeVisible();
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => columnTexts(page, 1)).toEqual(byTotalDesc.slice(10));

  await page.reload();
  await expectFound(page, 11, "policies");
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue(word);
  await expect(page.getByText("11–11 of 11")).toBeVisible();
  await expect.poll(() => columnTexts(page, 1)).toEqual(byTotalDesc.slice(10));
  await expect(page.getByRole("columnheader", { name: "Total" })).toHaveAttribute("aria-sort", "descending");

  // A filter starts again at page 1.
  await choose(page, "Status", "Cancelled");
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page).not.toHaveURL(/page=2/);
  await expectFound(page, cancelledDesc.length, "policies");
  await expect.poll(() => columnTexts(page, 1)).toEqual(cancelledDesc);

  await page.reload();
  await expectFound(page, cancelledDesc.length, "policies");
  await expect(shownChoice(page, "Status")).toHaveText("Cancelled");
  await expect.poll(() => columnTexts(page, 1)).toEqual(cancelledDesc);

  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("");
  await expect(page).not.toHaveURL(/[?&](q|status)=/);
  await expect(shownChoice(page, "Status")).toHaveText("All statuses");
});

test("Basic quotations: search, status and date filters and sorting by sponsor survive a reload", async ({ page }) => {
  const word = uniqueWord();
  const name = (n: string) => `${word} ${n}`;
  // The UAE day the first quotation is created on: a slow run may cross midnight in Dubai (20:00 UTC) before the
  // date filters are tried, and every quotation below is created on this day or later.
  const firstDay = uaeToday();
  // Created in this order; the finalized one last.
  for (const n of ["Charlie", "Alpha", "Bravo"]) {
    await createQuotationWithMembers(page, [], { sponsorName: name(n) });
  }
  const finalized = await createFinalizedQuotation(page, { sponsorName: name("Delta") });

  await page.goto(BASIC_QUOTATIONS_PATH);
  await searchList(page, word);
  await expectFound(page, 4, "quotations");
  const sponsors = async () => (await columnTexts(page, 2)).map((sponsor) => sponsor.replace(`${word} `, ""));
  // Newest first by default.
  await expect.poll(sponsors).toEqual(["Delta", "Bravo", "Alpha", "Charlie"]);
  // Each row's total is its own members' premium with VAT, as on its detail page; the drafts have no members yet.
  const detail = await page.request.get(`/api/backoffice/quotations/${finalized.number}`);
  const { totals } = (await detail.json()) as { totals: { total: number } };
  expect(totals.total).toBeGreaterThan(0);
  await expect.poll(() => columnTexts(page, 4)).toEqual([aed(totals.total), aed(0), aed(0), aed(0)]);

  await page.getByRole("button", { name: "Sponsor", exact: true }).click();
  await expect(page).toHaveURL(/sort=sponsor_name/);
  await expect.poll(sponsors).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);

  await choose(page, "Status", "Finalized");
  await expectFound(page, 1, "quotations");
  await expect.poll(() => columnTexts(page, 1)).toEqual([finalized.number]);
  await choose(page, "Status", "Draft");
  await expectFound(page, 3, "quotations");
  await expect.poll(sponsors).toEqual(["Alpha", "Bravo", "Charlie"]);

  await page.reload();
  await expectFound(page, 3, "quotations");
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue(word);
  await expect(shownChoice(page, "Status")).toHaveText("Draft");
  await expect.poll(sponsors).toEqual(["Alpha", "Bravo", "Charlie"]);

  // None was created before the first one's day, so a range ending the day before holds none of them, and says how
  // to get them back.
  const yesterday = addDays(firstDay, -1);
  const createdTo = page.getByRole("textbox", { name: "Created to" });
  await createdTo.click();
  await createdTo.pressSequentially(display(yesterday).replaceAll("/", ""));
  await expect(page).toHaveURL(/to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText("No quotations match these filters. Clear the filters to see all.")).toBeVisible();
  await page.reload();
  await expect(createdTo).toHaveValue(display(yesterday));
  await expect(page.getByText("No quotations match these filters. Clear the filters to see all.")).toBeVisible();

  // A range starting on that day holds them again.
  await createdTo.click();
  await createdTo.press("ControlOrMeta+a");
  await createdTo.press("Backspace");
  await expect(page).not.toHaveURL(/[?&]to=/);
  const createdFrom = page.getByRole("textbox", { name: "Created from" });
  await createdFrom.click();
  await createdFrom.pressSequentially(display(firstDay).replaceAll("/", ""));
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expectFound(page, 3, "quotations");

  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("");
  await expect(createdFrom).toHaveValue("");
});
