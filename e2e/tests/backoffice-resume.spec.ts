import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, readStorage, test } from "../support/fixtures";
import {
  BASIC_QUOTATIONS_PATH,
  expectFound,
  PA_QUOTATIONS_PATH,
  searchList,
  tableRows,
  uniqueWord,
} from "./backoffice-helpers";
import {
  createFinalizedQuotation,
  createQuotationWithMembers,
  DOCUMENTS_PATH,
  domesticWorker,
  PAYMENT_PATH,
} from "./quotation-documents-helpers";
import { MEMBERS_PATH } from "./quotation-helpers";
import { INSURED, QUOTATION_NUMBER } from "./renewal-helpers";

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInPage(page, DEMO.all);
});

/** The wizard step the page shows: its level-1 heading, the stepper's current step and the quotation number. */
async function expectWizardStep(page: Page, heading: string, quotationNo: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("navigation", { name: "Application steps" }).locator('[aria-current="step"]')).toHaveText(
    new RegExp(heading.replace(/[()]/g, "\\$&")),
  );
  await expect(page.getByText(/Quotation number:/)).toContainText(quotationNo);
  expect((await readStorage(page)).local).toMatchObject({ Quotation_No: quotationNo, TempStatus: "Next" });
}

test("Resume in the quotations list opens a quotation left at member details on that step", async ({ page }) => {
  const word = uniqueWord();
  const left = await createQuotationWithMembers(page, [], { sponsorName: `${word} Left` });
  // Another quotation opened afterwards, so the browser's open quotation is not the one to resume.
  const other = await createQuotationWithMembers(page, []);
  expect((await readStorage(page)).local.Quotation_No).toBe(other.number);

  await page.goto(BASIC_QUOTATIONS_PATH);
  await searchList(page, left.number);
  await expectFound(page, 1, "quotations");
  await page
    .getByRole("button", { name: `Resume quotation ${left.number} at Insurance Member(s) Details`, exact: true })
    .click();

  await expect(page).toHaveURL(MEMBERS_PATH);
  await expectWizardStep(page, "Insurance Member(s) Details", left.number);
});

test("Resume on the detail page opens a quotation left at the documents step on that step", async ({ page }) => {
  const left = await createQuotationWithMembers(page, [domesticWorker()], { sponsorName: "Resume Docs" });
  const progress = await page.request.put(`/api/quotations/${left.id}/progress`, { data: { page: "uploaddocuments" } });
  expect(progress.status()).toBe(204);
  await createQuotationWithMembers(page, []);

  await page.goto(`/quotationdetail/${left.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${left.number}`);
  await expect(page.getByText("last step: Upload Required Documents")).toBeVisible();
  await page.getByRole("button", { name: "Resume", exact: true }).click();

  await expect(page).toHaveURL(DOCUMENTS_PATH);
  await expectWizardStep(page, "Upload Required Documents", left.number);
  await expect(page.getByRole("region", { name: /Maria Santos/ })).toBeVisible();
});

test("A finalized quotation resumes at payment; a paid one and a PA site's one offer no resume", async ({ page }) => {
  const word = uniqueWord();
  const finalized = await createFinalizedQuotation(page, { sponsorName: `${word} Ready` });
  await createQuotationWithMembers(page, []);

  await page.goto(BASIC_QUOTATIONS_PATH);
  await searchList(page, word);
  await expectFound(page, 1, "quotations");
  await page.getByRole("button", { name: `Resume quotation ${finalized.number} at Payment`, exact: true }).click();
  await expect(page).toHaveURL(PAYMENT_PATH);
  await expectWizardStep(page, "Payment", finalized.number);

  // The demo's issued Basic policies were paid: their quotations can be opened, not resumed.
  await page.goto(`${BASIC_QUOTATIONS_PATH}?status=policy_issued`);
  await expect(page.getByRole("link", { name: /^Open quotation/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Resume quotation/ })).toHaveCount(0);

  // A PA application continues on the PA site, even as a draft.
  await page.goto(`${PA_QUOTATIONS_PATH}?status=draft`);
  await expect(page.getByRole("link", { name: /^Open quotation/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Resume quotation/ })).toHaveCount(0);
});

test("A renewal started from Pending Renewals goes on in the renewal journey and is never resumed as new business", async ({
  page,
}) => {
  // Juan's seeded policy is due (45 days left) and no journey pays its renewal, so it stays due.
  const juan = INSURED.juan;
  await page.goto("/policiePendingRenewals/pending");
  await searchList(page, juan.emiratesId);
  await expectFound(page, 1, "pending renewals");
  const policyNo = (await tableRows(page).first().getByRole("cell").first().innerText()).trim();
  await page.getByRole("button", { name: `Start renewal of policy ${policyNo}` }).click();
  // The partner's renewal goes on inside the shell (partner-renewal.spec.ts pays one there).
  await expect(page).toHaveURL("/renewal/policydetailsrenewals");
  await expect(page.getByRole("region", { name: "The customer's policy" })).toContainText(policyNo);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/renewal/question");
  const renewalNo = (await page.getByText(/Renewal quotation number:/).textContent())!.match(QUOTATION_NUMBER)![0];

  // The dashboard, the list and the detail page open it, and offer no resume into the new-business wizard.
  await page.goto("/partnerhomepage");
  const entry = page
    .getByRole("region", { name: "Latest quotations" })
    .getByRole("listitem")
    .filter({ hasText: renewalNo });
  await expect(entry.getByRole("link", { name: `Open quotation ${renewalNo}` })).toBeVisible();
  await expect(entry.getByRole("button", { name: /^Resume/ })).toHaveCount(0);

  await page.goto(BASIC_QUOTATIONS_PATH);
  await searchList(page, renewalNo);
  await expectFound(page, 1, "quotations");
  await expect(page.getByRole("button", { name: /^Resume quotation/ })).toHaveCount(0);
  await page.getByRole("link", { name: `Open quotation ${renewalNo}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${renewalNo}`);
  await expect(page.getByText("Renewal", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume", exact: true })).toHaveCount(0);
});
