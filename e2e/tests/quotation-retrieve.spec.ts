import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { quotationThroughApi } from "../support/api-setup";
import { DEMO, expect, readStorage, test } from "../support/fixtures";
import { createQuotationWithMembers, DOCUMENTS_PATH, domesticWorker, panel } from "./quotation-documents-helpers";
import {
  anIndividualSponsor,
  type IndividualSponsor,
  iso,
  MEMBERS_PATH,
  SPONSOR_PATH,
  uniqueEmail,
} from "./quotation-helpers";

// Each journey drives real forms against the real server; a loaded machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

/**
 * Step 1 as the wizard sends it for `sponsor` (an expatriate), made through the API: the application to retrieve
 * (quotation-flow.spec.ts fills step 1 in the browser). Its quotation number.
 */
async function savedApplication(page: Page, sponsor: IndividualSponsor) {
  await signInPage(page, DEMO.all);
  const made = await quotationThroughApi(page.request, [], {
    sponsorName: sponsor.name,
    sponsorMobile: `${sponsor.mobilePrefix}${sponsor.mobile}`,
    sponsorEmail: sponsor.email,
    gender: sponsor.gender === "Male" ? 1 : 2,
    sponsorDate: iso(sponsor.dateOfBirth),
    sponsorFileNumber: sponsor.uid,
  });
  return made.number;
}

test("A saved application is retrieved from a fresh start and continues on the step it was left at", async ({
  page,
  browser,
}) => {
  const sponsor = anIndividualSponsor({ mobilePrefix: "052", mobile: "5550101" });
  const quotationNo = await savedApplication(page, sponsor);

  // Another browser: nothing of the wizard is stored there.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInPage(other, DEMO.all);
  await other.goto(SPONSOR_PATH);
  await expect(other.getByLabel("First Name")).toHaveValue("");
  await other.getByRole("button", { name: "Retrieve your application" }).click();
  const dialog = other.getByRole("dialog", { name: "Retrieve your application" });
  await dialog.getByLabel("Quotation reference number").fill(quotationNo);
  await dialog.getByLabel("Contact number").fill("0525550101");
  await dialog.getByLabel("E-mail").fill(sponsor.email);
  await dialog.getByRole("button", { name: "Retrieve" }).click();

  await expect(other).toHaveURL(MEMBERS_PATH);
  await expect(other.getByText(/Quotation number:/)).toContainText(quotationNo);
  const stored = await readStorage(other);
  expect(stored.local).toMatchObject({ Quotation_No: quotationNo, TempStatus: "Next" });

  // Back on step 1 the retrieved sponsor is filled in.
  await other.getByRole("button", { name: "Previous" }).click();
  await expect(other.getByLabel("First Name")).toHaveValue(sponsor.name);
  await context.close();
});

test("A quotation left on the documents step is retrieved onto the documents step", async ({ page, browser }) => {
  await signInPage(page, DEMO.all);
  const email = uniqueEmail("docs");
  const { number } = await createQuotationWithMembers(page, [domesticWorker()], {
    sponsorMobile: "0505550102",
    sponsorEmail: email,
  });
  await page.goto(DOCUMENTS_PATH);
  await expect(panel(page, "1. Worker – Maria Santos")).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await signInPage(other, DEMO.all);
  await other.goto("/Quotation-Retrieval");
  await other.getByLabel("Quotation reference number").fill(number);
  await other.getByLabel("Contact number").fill("0505550102");
  await other.getByLabel("E-mail").fill(email);
  await other.getByRole("button", { name: "Retrieve" }).click();
  await expect(other).toHaveURL(DOCUMENTS_PATH);
  await expect(panel(other, "1. Worker – Maria Santos")).toBeVisible();
  await context.close();
});

test("A retrieval that matches nothing shows the server's message in the dialog and keeps the input", async ({
  page,
}) => {
  const sponsor = anIndividualSponsor();
  const quotationNo = await savedApplication(page, sponsor);
  await page.goto(SPONSOR_PATH);
  // A press before the step has rendered would open nothing.
  await expect(page.getByText("Tell us who sponsors the plan.", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "Retrieve your application" }).click();
  const dialog = page.getByRole("dialog", { name: "Retrieve your application" });
  const wrongEmail = uniqueEmail("nobody");
  await dialog.getByLabel("Quotation reference number").fill(quotationNo);
  await dialog.getByLabel("Contact number").fill("0501234567");
  await dialog.getByLabel("E-mail").fill(wrongEmail);
  await dialog.getByRole("button", { name: "Retrieve" }).click();

  await expect(dialog.getByRole("alert")).toContainText("No application matches");
  await expect(page).toHaveURL(SPONSOR_PATH);
  await expect(dialog.getByLabel("Quotation reference number")).toHaveValue(quotationNo);
  await expect(dialog.getByLabel("E-mail")).toHaveValue(wrongEmail);
});

test("The retrieve dialog names each missing field and a malformed e-mail", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto(SPONSOR_PATH);
  await page.getByRole("button", { name: "Retrieve your application" }).click();
  const dialog = page.getByRole("dialog", { name: "Retrieve your application" });
  await dialog.getByRole("button", { name: "Retrieve" }).click();
  await expect(dialog.getByText("Quotation No. is required.", { exact: true })).toBeVisible();
  await expect(dialog.getByText("ContactNumber No. is required.", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Email is required.", { exact: true })).toBeVisible();

  await dialog.getByLabel("E-mail").fill("someone@nowhere");
  await dialog.getByLabel("E-mail").blur();
  await expect(dialog.getByText("Invalid email.", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription("Invalid email.");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
