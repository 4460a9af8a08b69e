import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { otherPartnerPage } from "./backoffice-helpers";
import { createQuotationWithMembers } from "./quotation-documents-helpers";

test.describe.configure({ timeout: 90_000 });

const MISSING_QUOTATION = "BQ-2099-999999";
const MISSING_POLICY = "BP-2099-999999";

/** What a detail page says, with the number it was opened for replaced, so two answers can be compared. */
async function answerFor(page: Page, path: string, number: string) {
  await page.goto(`${path}/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const text = await page.getByRole("main").innerText();
  return text.replaceAll(number, "{number}");
}

/** The API's answer for a detail, as status and body. */
async function apiAnswer(page: Page, kind: "quotations" | "policies", number: string) {
  const response = await page.request.get(`/api/backoffice/${kind}/${number}`);
  return { status: response.status(), body: await response.text() };
}

test("Another partner's quotation is 'not found', exactly like a quotation that does not exist", async ({
  page,
  browser,
}) => {
  const other = await otherPartnerPage(browser);
  const theirs = await createQuotationWithMembers(other, []);
  // The owner sees it.
  await other.goto(`/quotationdetail/${theirs.number}`);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${theirs.number}`);
  await other.close();

  await signInPage(page, DEMO.all);
  for (const path of ["/quotationdetail", "/QuotationH", "/quotationdetail-tp"]) {
    const foreign = await answerFor(page, path, theirs.number);
    const missing = await answerFor(page, path, MISSING_QUOTATION);
    expect(foreign).toContain("Quotation not found");
    expect(foreign).toContain("No quotation of yours has the number {number}.");
    expect(foreign).toEqual(missing);
  }
  const foreignApi = await apiAnswer(page, "quotations", theirs.number);
  expect(foreignApi.status).toBe(404);
  expect(foreignApi).toEqual(await apiAnswer(page, "quotations", MISSING_QUOTATION));
});

test("Another partner's policy is 'not found', exactly like a policy that does not exist", async ({
  page,
  browser,
}) => {
  await signInPage(page, DEMO.all);
  const list = await page.request.get("/api/backoffice/policies?product=basic&view=nb&pageSize=1");
  const [{ policyNo }] = ((await list.json()) as { rows: { policyNo: string }[] }).rows as [{ policyNo: string }];
  await page.goto(`/policydetails/${policyNo}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Policy ${policyNo}`);

  const other = await otherPartnerPage(browser);
  for (const path of ["/policydetails", "/QuotationNewBusiness", "/QuotationPendingRenewals"]) {
    const foreign = await answerFor(other, path, policyNo);
    const missing = await answerFor(other, path, MISSING_POLICY);
    expect(foreign).toContain("Policy not found");
    expect(foreign).toContain("No policy of yours has the number {number}.");
    expect(foreign).toEqual(missing);
  }
  const foreignApi = await apiAnswer(other, "policies", policyNo);
  expect(foreignApi.status).toBe(404);
  expect(foreignApi).toEqual(await apiAnswer(other, "policies", MISSING_POLICY));
  await other.close();
});
