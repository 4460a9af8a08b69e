import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { columnTexts, tableRows } from "./backoffice-helpers";
import {
  ACCEPTED_CARD,
  createQuotationWithMembers,
  panel,
  payOnSandbox,
  testFiles,
  uploadFile,
  VALID_EMIRATES_ID,
} from "./quotation-documents-helpers";
import {
  anIndividualSponsor,
  aSpouse,
  bornYearsAgo,
  fillDependent,
  fillIndividualSponsor,
  memberDialog,
  QUOTATION_NUMBER,
  signInAsAgent,
  uniqueEmail,
} from "./quotation-helpers";

/** H+ v1 (decision 010): Basic's five steps under the spec's main-layout routes, priced from the H+ rates. */
const stepper = (page: Page) =>
  page.getByRole("navigation", { name: "Application steps" }).locator('[aria-current="step"]');

test.beforeEach(async ({ page }) => {
  await signInAsAgent(page);
});

test("Partner sells an H+ plan from New H+ Application to an issued H+ policy listed under H+ › Policies", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const files = testFiles();
  const nav = page.getByRole("navigation", { name: "Main menu" });

  // Step 1, opened from the sidebar.
  await nav.getByRole("list", { name: "H+", exact: true }).getByRole("link", { name: "New H+ Application" }).click();
  await expect(page).toHaveURL("/sponsormemberdetail");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New H+ Application");
  await expect(stepper(page)).toHaveText(/Sponsor's Details/);
  await fillIndividualSponsor(page, anIndividualSponsor({ dateOfBirth: bornYearsAgo(40) }));
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 2: the spouse is priced from the H+ rates (30-39 female, NEXTCARE: AED 4,850.00 + 5% VAT).
  await expect(page).toHaveURL("/addmember");
  const number = page.getByText(/Quotation number:/);
  await expect(number).toContainText(QUOTATION_NUMBER);
  const quotationNo = (await number.textContent())!.match(QUOTATION_NUMBER)![0];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insurance Member(s) Details");
  await page.getByRole("button", { name: "Add member" }).click();
  await fillDependent(page, aSpouse({ firstName: "Aisha" }));
  await memberDialog(page).getByRole("button", { name: "Add member" }).click();
  await expect(memberDialog(page)).toBeHidden();
  await expect(page.getByText("Aisha Khan")).toBeVisible();
  await expect(page.getByText("AED 4,850.00").first()).toBeVisible();
  await expect(page.getByText("AED 5,092.50").first()).toBeVisible();
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 3: every number and copy.
  await expect(page).toHaveURL("/uploaddocument");
  await expect(stepper(page)).toHaveText(/Upload Required Documents/);
  const sponsor = panel(page, "Sponsor details");
  await sponsor.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  await sponsor.getByRole("textbox", { name: "Emirates ID number" }).fill(VALID_EMIRATES_ID);
  await uploadFile(page, sponsor, "Emirates ID copy", files.png);
  await uploadFile(page, sponsor, "Visa / UID copy", files.pdf);
  const spouse = panel(page, "1. Dependent – Aisha Khan");
  await spouse.getByRole("textbox", { name: "Emirates ID number" }).fill(VALID_EMIRATES_ID);
  await spouse.getByRole("textbox", { name: "Passport number" }).fill("N1234567");
  await spouse.getByRole("textbox", { name: "UID Number" }).fill("123456789");
  for (const label of ["Emirates ID copy", "Passport copy", "Visa copy"])
    await uploadFile(page, spouse, label, files.png);
  await uploadFile(page, spouse, "Photograph", files.photo);
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 4: the declaration.
  await expect(page).toHaveURL("/finalizeapplication");
  await expect(page.getByText(/Quotation number:/)).toContainText(quotationNo);
  await expect(page.getByRole("heading", { level: 1, name: "Finalize Application" })).toBeVisible();
  await page
    .getByRole("checkbox", {
      name: "I confirm the information is correct and the customer consents to the processing of their personal data.",
    })
    .check();
  await page.getByRole("button", { name: "Finalize" }).click();

  // Step 5 and the sandbox gateway.
  await expect(page).toHaveURL("/paymentreview");
  await expect(page.getByText("AED 5,092.50").first()).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });

  // The gateway brings the H+ payment back to the H+ result page, which shows the H+ policy.
  await expect(page).toHaveURL(/^[^?]*\/paymentsuccess\?TransactionID=/);
  expect(new URL(page.url()).pathname).toBe("/paymentsuccess");
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  const issued = page.getByText(/Your payment was successful and your policy HP-\d{4}-\d{6} has been issued\./);
  await expect(issued).toBeVisible();
  const policyNo = (await issued.textContent())!.match(/HP-\d{4}-\d{6}/)![0];
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("Payment Value in AEDAED 5,092.50");

  // "Start new application" on the H+ result stays in H+.
  await page.getByRole("button", { name: "Start new application" }).click();
  await expect(page).toHaveURL("/sponsormemberdetail");
  await expect(page.getByText(/Quotation number:/)).toHaveCount(0);

  // H+ › Policies lists it; the Basic list does not.
  await nav.getByRole("list", { name: "H+", exact: true }).getByRole("link", { name: "Policies", exact: true }).click();
  await expect(page).toHaveURL("/policies/all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("H+ policies");
  await expect(tableRows(page).first()).toBeVisible();
  expect(await columnTexts(page, 1)).toContain(policyNo);
  await page.goto("/policieNewBusinessAll/all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Basic policies");
  await expect(tableRows(page).first()).toBeVisible();
  expect(await columnTexts(page, 1)).not.toContain(policyNo);
});

test("An H+ application resumes from H+ › Quotations and from Quotation Retrieval on its own step, and a Basic step does not open it", async ({
  page,
}) => {
  const email = uniqueEmail("hp");
  const created = await createQuotationWithMembers(page, [], { im_prod_categ_sno: 2, sponosor_email: email });
  await page.request.put(`/api/quotations/${created.id}/progress`, { data: { page: "addmember" } });
  // The Basic wizard does not pick up the H+ application the browser has open.
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));
  await page.goto("/Basic-B2C/memberdetail");
  await expect(page).toHaveURL("/Basic-B2C/sponsordetail");

  await page.goto("/quotation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("H+ quotations");
  await page
    .getByRole("button", { name: `Resume quotation ${created.number} at Insurance Member(s) Details`, exact: true })
    .click();
  await expect(page).toHaveURL("/addmember");
  await expect(page.getByText(/Quotation number:/)).toContainText(created.number);

  // H+ › Quotation Retrieval lands on the H+ step the partner was last on.
  await page.request.put(`/api/quotations/${created.id}/progress`, { data: { page: "uploaddocument" } });
  await page.goto("/Quotation-Retrieval");
  await page.getByLabel("Quotation reference number").fill(created.number);
  await page.getByLabel("Contact number").fill("0501234567");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Retrieve" }).click();
  await expect(page).toHaveURL("/uploaddocument");
  await expect(page.getByText(/Quotation number:/)).toContainText(created.number);
});
