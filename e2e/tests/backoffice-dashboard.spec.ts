import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { aed, figure, otherPartnerPage, uniqueWord } from "./backoffice-helpers";
import { createQuotationWithMembers } from "./quotation-documents-helpers";
import { MEMBERS_PATH, uaeToday } from "./quotation-helpers";

test.describe.configure({ timeout: 90_000 });

const HOME = "/partnerhomepage";

type Dashboard = {
  quotationsInProgress: number;
  policiesThisMonth: number;
  premiumThisMonthFils: number;
  renewalsDueIn30Days: number;
  latestQuotations: { quotationNo: string }[];
};

const PRODUCTS = ["basic", "hplus", "pa", "term"] as const;

/** The same figures counted from the partner's lists: quotations in progress, and this month's policies and premium. */
async function countedFromLists(page: Page) {
  const get = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const { y, m } = uaeToday();
  const monthStart = `${y}-${String(m).padStart(2, "0")}-01`;
  let inProgress = 0;
  let policies = 0;
  let premium = 0;
  for (const product of PRODUCTS) {
    for (const status of ["draft", "finalized"]) {
      inProgress += (await get<{ total: number }>(`/api/backoffice/quotations?product=${product}&status=${status}`))
        .total;
    }
    for (let n = 1; ; n++) {
      const query = `product=${product}&from=${monthStart}&pageSize=100&page=${n}`;
      const list = await get<{ total: number; rows: { totalFils: number }[] }>(`/api/backoffice/policies?${query}`);
      policies += list.rows.length;
      premium += list.rows.reduce((sum, row) => sum + row.totalFils, 0);
      if (n * 100 >= list.total) break;
    }
  }
  return { inProgress, policies, premium };
}

/**
 * The figures on the page are the ones the server counts for this partner, and add up to what the partner's lists
 * hold. Other tests may add quotations at the same time, so a mismatch is given another reload before it counts.
 */
async function expectFiguresOfServer(page: Page) {
  const glance = page.getByRole("region", { name: "At a glance" });
  const shows = (label: string, value: string) => expect(figure(glance, label)).toHaveText(value, { timeout: 3000 });
  await expect(async () => {
    await page.reload();
    await expect(figure(glance, "Quotations in progress")).not.toHaveText("");
    const d = (await (await page.request.get("/api/backoffice/dashboard")).json()) as Dashboard;
    await shows("Quotations in progress", String(d.quotationsInProgress));
    await shows("Policies issued this month", String(d.policiesThisMonth));
    await shows("Premium written this month", aed(d.premiumThisMonthFils));
    await shows("Renewals due in the next 30 days", String(d.renewalsDueIn30Days));
    const lists = await countedFromLists(page);
    expect(lists).toEqual({
      inProgress: d.quotationsInProgress,
      policies: d.policiesThisMonth,
      premium: d.premiumThisMonthFils,
    });
  }).toPass({ timeout: 45_000 });
}

const latest = (page: Page) => page.getByRole("region", { name: "Latest quotations" });

test("The home page shows the partner's figures and latest quotations, and Resume continues one", async ({ page }) => {
  await signInPage(page, DEMO.all);
  const word = uniqueWord();
  const left = await createQuotationWithMembers(page, [], { sponsorName: `${word} Latest` });
  await createQuotationWithMembers(page, []);

  await page.goto(HOME);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${DEMO.all.name}`);
  await expectFiguresOfServer(page);
  const glance = page.getByRole("region", { name: "At a glance" });
  await expect(figure(glance, "Quotations in progress")).not.toHaveText("0");

  const entry = latest(page)
    .getByRole("listitem")
    .filter({ hasText: `${left.number} · ${word} Latest` });
  await expect(entry).toContainText("Draft");
  await expect(entry.getByRole("link", { name: `Open quotation ${left.number}` })).toHaveAttribute(
    "href",
    `/quotationdetail/${left.number}`,
  );
  await entry.getByRole("button", { name: `Resume quotation ${left.number}` }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insurance Member(s) Details");
  await expect(page.getByText(/Quotation number:/)).toContainText(left.number);

  await page.goto(HOME);
  await glance.getByRole("link", { name: "See pending renewals" }).click();
  await expect(page).toHaveURL("/policiePendingRenewals/pending");
});

test("Each partner's dashboard counts only that partner's business", async ({ page, browser }) => {
  await signInPage(page, DEMO.all);
  const word = uniqueWord();
  const mine = await createQuotationWithMembers(page, [], { sponsorName: `${word} Mine` });

  const basic = await otherPartnerPage(browser);
  const theirs = await createQuotationWithMembers(basic, [], { sponsorName: `${word} Theirs` });
  await basic.goto(HOME);
  await expect(basic.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${DEMO.basic.name}`);
  await expectFiguresOfServer(basic);
  // agent.basic sells nothing on the PA and Term sites.
  await expect(latest(basic)).toContainText(theirs.number);
  await expect(latest(basic)).not.toContainText(mine.number);
  await expect(latest(basic)).not.toContainText(/PA-|TERM-/);
  await basic.close();

  await page.goto(HOME);
  await expect(latest(page)).toContainText(mine.number);
  await expect(latest(page)).not.toContainText(theirs.number);
});
