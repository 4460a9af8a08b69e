import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, harness, test } from "../support/fixtures";
import { columnTexts, tableRows } from "./backoffice-helpers";
import {
  ACCEPTED_CARD,
  confirmAndFinalize,
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
import { pdfText } from "./renewal-helpers";

/** H+ (decision 010): Basic's steps under the spec's main-layout routes, with the choice of a plan after the members. */
const stepper = (page: Page) =>
  page.getByRole("navigation", { name: "Application steps" }).locator('[aria-current="step"]');

test.beforeEach(async ({ page }) => {
  await signInAsAgent(page);
});

test("Partner sells an H+ plan from New H+ Application to an issued H+ policy listed under H+ › Policies; a declared condition is referred, accepted by the underwriter with a loading and an exclusion, and printed on the schedule", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const files = testFiles();
  const nav = page.getByRole("navigation", { name: "Main menu" });

  // Step 1, opened from the sidebar.
  await page.goto("/partnerhomepage");
  await nav.getByRole("list", { name: "H+", exact: true }).getByRole("link", { name: "New H+ Application" }).click();
  await expect(page).toHaveURL("/sponsormemberdetail");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New H+ Application");
  await expect(stepper(page)).toHaveText(/Sponsor's Details/);
  await fillIndividualSponsor(page, anIndividualSponsor({ dateOfBirth: bornYearsAgo(40) }));
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 2: the spouse is priced under the first plan, Silver (30-39 female, NEXTCARE: AED 4,850.00 + 5% VAT).
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

  // Step 3: every plan priced for this family; Silver is the one the application started on.
  await expect(page).toHaveURL("/selectplan");
  await expect(stepper(page)).toHaveText(/Select Plan/);
  const plan = (name: string) => page.getByRole("article", { name });
  await expect(plan("Silver")).toContainText("AED 5,092.50");
  await expect(plan("Silver")).toContainText("Chosen plan");
  await expect(plan("Gold")).toContainText("AED 7,231.35");
  await expect(plan("Platinum")).toContainText("AED 10,439.63");
  await expect(plan("Gold")).toContainText("Aisha KhanAED 6,887.00");
  await expect(plan("Gold")).not.toContainText("Optical");
  await plan("Gold").getByRole("button", { name: "Show every benefit" }).click();
  await expect(plan("Gold")).toContainText("OpticalUp to AED 750 every two years");
  await plan("Gold").getByRole("button", { name: "Choose the Gold plan" }).click();
  await expect(plan("Gold")).toContainText("Chosen plan");
  await expect(plan("Silver")).not.toContainText("Chosen plan");

  // The three side by side, the rows that differ highlighted; the cheaper one chosen back from there.
  for (const name of ["Silver", "Gold", "Platinum"])
    await plan(name).getByRole("checkbox", { name: "Compare" }).check();
  await page.getByRole("button", { name: "Compare selected plans" }).click();
  await expect(page).toHaveURL("/campare-plan?plans=silver%2Cgold%2Cplatinum");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Benefit", "Silver", "Gold", "Platinum"]);
  await expect(
    table.getByRole("row", { name: /^Annual limit per member \(differs between the plans\)/ }),
  ).toContainText("AED 500,000.00AED 1,500,000.00AED 5,000,000.00");
  await expect(table.getByRole("row", { name: /^Total a year/ })).toContainText(
    "AED 5,092.50AED 7,231.35AED 10,439.63",
  );
  await expect(table.getByRole("row", { name: /^Plan/ })).toContainText("Chosen plan");
  const comparison = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download comparison (PDF)" }).click();
  expect((await comparison).suggestedFilename()).toBe(`Plan-comparison-${quotationNo}.pdf`);
  await table.getByRole("button", { name: "Choose the Silver plan" }).click();
  await expect(page).toHaveURL("/selectplan");
  await expect(plan("Silver")).toContainText("Chosen plan");
  // The quotation for the sponsor: downloaded, and e-mailed from the outbox.
  const quotationPdf = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download quotation (PDF)" }).click();
  expect((await quotationPdf).suggestedFilename()).toBe(`Quotation-${quotationNo}.pdf`);
  await page.getByRole("button", { name: "E-mail quotation to the sponsor" }).click();
  await expect(page.getByText(/^The quotation was e-mailed to \S+@\S+\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 4: the medical declaration; a Yes asks for its details on /additionalque.
  await expect(page).toHaveURL("/question");
  await expect(stepper(page)).toHaveText(/Medical Declaration/);
  const aisha = page.getByRole("region", { name: "1. Aisha Khan" });
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(aisha.getByText("Enter the height in centimetres, from 30 to 250.")).toBeVisible();
  await expect(aisha.getByText("Answer Yes or No.").first()).toBeVisible();
  await aisha.getByRole("textbox", { name: "Height (cm)" }).fill("163");
  await aisha.getByRole("textbox", { name: "Weight (kg)" }).fill("61");
  await expect(aisha).toContainText("BMI 23.0");
  const question = (text: RegExp) => aisha.getByRole("radiogroup", { name: text });
  await question(/long-term condition/)
    .getByRole("radio", { name: "Yes" })
    .check();
  for (const text of [/stayed in hospital/, /currently receiving medical treatment/, /currently pregnant/, /tobacco/])
    await question(text).getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL("/additionalque");
  const details = page.getByRole("region", { name: /^Aisha Khan: Has this member ever been diagnosed/ });
  await details.getByRole("textbox", { name: "Condition or reason" }).fill("Asthma");
  // The portal's own DD/MM/YYYY field, whatever the browser's locale.
  await details.getByRole("textbox", { name: "Date diagnosed or happened" }).fill("15/06/2018");
  await details.getByRole("textbox", { name: "Treatment or operation" }).fill("Salbutamol inhaler when needed");
  await details.getByRole("radio", { name: "Monitored, no treatment" }).check();
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 5: every number and copy.
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

  // Step 6: the declaration.
  await expect(page).toHaveURL("/finalizeapplication");
  await expect(page.getByText(/Quotation number:/)).toContainText(quotationNo);
  await expect(page.getByRole("heading", { level: 1, name: "Finalize Application" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Plan: Silver" })).toContainText("Hospital roomShared room");
  await expect(page.getByRole("region", { name: "Medical Declaration" })).toContainText(
    "Height and weight163 cm, 61 kg (BMI 23.0)",
  );
  await expect(page.getByRole("region", { name: "Medical Declaration" })).toContainText(
    "Yes: Asthma, since 15/06/2018",
  );
  await confirmAndFinalize(page);

  // Step 7: the declared condition refers the application; it cannot be paid yet.
  await expect(page).toHaveURL("/finalizeapplicationreview");
  await expect(stepper(page)).toHaveText(/Underwriting/);
  await expect(page.getByText("Referred to underwriting")).toBeVisible();
  await expect(page.getByRole("list", { name: "Why it was referred" })).toContainText(
    "Aisha Khan: Declared a long-term condition.",
  );

  // The insurer's underwriter, in a browser of their own, lands on the queue and decides.
  const underwriting = await browser.newContext({ baseURL: harness().baseURL });
  const uw = await underwriting.newPage();
  await signInPage(uw, DEMO.underwriter);
  await uw.goto("/Approval");
  await expect(uw.getByRole("heading", { level: 1 })).toHaveText("Underwriting Queue");
  await uw.getByRole("link", { name: quotationNo, exact: true }).click();
  await expect(uw.getByRole("heading", { level: 1 })).toHaveText(`Application ${quotationNo}`);
  await expect(uw.getByRole("region", { name: "Medical declaration" })).toContainText("Asthma");
  await expect(uw.getByRole("region", { name: "Documents" }).getByRole("link")).toHaveCount(6);
  await uw.getByRole("spinbutton", { name: "Premium loading % for Aisha Khan" }).fill("25");
  await uw.getByRole("textbox", { name: "Exclusion for Aisha Khan" }).fill("Asthma and its complications");
  await expect(uw.getByText("Amount due with these terms: AED 6,365.63")).toBeVisible();
  await uw.getByRole("textbox", { name: "Note to the partner (optional)" }).fill("Stable asthma, no admissions.");
  await uw.getByRole("button", { name: "Record the decision" }).click();
  await expect(uw.getByText("Decision recorded: Terms offered. The partner has been e-mailed.")).toBeVisible();
  // An underwriter is not a partner: the partner screens lead back to the queue.
  await uw.goto("/sponsormemberdetail");
  await expect(uw.getByText("Underwriters work from the Approval queue; this is for partners.")).toBeVisible();
  await underwriting.close();

  // The partner sees the new premium and accepts the terms with the customer; only then can it be paid.
  await page.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByText("Accepted with terms")).toBeVisible();
  await expect(page.getByText("Underwriter’s note: “Stable asthma, no admissions.”")).toBeVisible();
  await expect(page.getByRole("table", { name: "Underwriting terms per member" })).toContainText(
    "Aisha KhanAED 4,850.0025%AED 6,062.50Asthma and its complications",
  );
  await page
    .getByRole("checkbox", { name: "The customer has read and accepts the loading and the exclusions above." })
    .check();
  await page.getByRole("button", { name: "Accept the terms" }).click();

  // Step 8 and the sandbox gateway, at the loaded premium.
  await expect(page).toHaveURL("/paymentreview");
  await expect(page.getByText("AED 6,365.63").first()).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });

  // The gateway brings the H+ payment back to the H+ result page, which shows the H+ policy.
  await expect(page).toHaveURL(/^[^?]*\/paymentsuccess\?TransactionID=/);
  expect(new URL(page.url()).pathname).toBe("/paymentsuccess");
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  const issued = page.getByText(/Your payment was successful and your policy HP-\d{4}-\d{6} has been issued\./);
  await expect(issued).toBeVisible();
  const policyNo = (await issued.textContent())!.match(/HP-\d{4}-\d{6}/)![0];
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("Payment Value in AEDAED 6,365.63");
  // The schedule prints the plan, the loading and the exclusion.
  const schedule = await page.request.get(`/api/policies/${policyNo}/schedule.pdf`);
  expect(schedule.status()).toBe(200);
  // Table cells wrap, so words are compared with the layout's spacing folded.
  const scheduleText = (await pdfText(await schedule.body())).replace(/\s+/g, " ");
  expect(scheduleText).toContain("Silver");
  expect(scheduleText).toContain("Underwriting terms");
  expect(scheduleText).toContain("25% (included in the premium)");
  expect(scheduleText).toContain("Asthma and its complications");
  // The purchase is over: the browser keeps nothing in local storage, and the partner is still signed in.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);

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
  const created = await createQuotationWithMembers(page, [], { productCategory: 2, sponsorEmail: email });
  await page.request.put(`/api/quotations/${created.id}/progress`, { data: { page: "addmember" } });
  // The Basic wizard does not pick up the H+ application the browser has open.
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));
  await page.goto("/Basic-B2C/memberdetail");
  await expect(page).toHaveURL("/Basic-B2C/sponsordetail");

  await page.goto("/quotation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("H+ quotations");
  // The step records itself as the partner's progress when it opens; that write must land before the one below,
  // or a slow machine lets it overwrite "uploaddocument" with "addmember".
  const stepRecorded = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/quotations/${created.id}/progress`) && response.request().method() === "PUT",
  );
  await page
    .getByRole("button", { name: `Resume quotation ${created.number} at Insurance Member(s) Details`, exact: true })
    .click();
  await expect(page).toHaveURL("/addmember");
  await expect(page.getByText(/Quotation number:/)).toContainText(created.number);
  await stepRecorded;

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
