import { expect, readStorage, test, waitForMail } from "../support/fixtures";
import { addDays, display, iso, pickDate, uaeToday } from "./quotation-helpers";
import {
  DEMO_SPONSOR_EMAIL,
  fillSearch,
  INSURED,
  masked,
  RENEWAL,
  SESSION_ENDED,
  searchPolicy,
} from "./renewal-helpers";

const searchButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Search & Proceed" });

test("A customer finds a policy by Emirates ID, by policy number and by passport, and reaches its details", async ({
  page,
}) => {
  const juan = INSURED.juan;
  await page.goto(RENEWAL.search);
  await expect(page.getByRole("heading", { level: 1, name: "Renew your existing policy" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Renewal steps" }).locator('[aria-current="step"]')).toHaveText(
    /Search policy/,
  );
  // The page names the insurer the customer deals with (the demonstration one without configuration).
  await expect(page.getByRole("banner")).toContainText("Demonstration Insurance");
  await expect(page.getByRole("banner")).toContainText("Your renewal");
  await expect(page.getByRole("banner")).not.toContainText("Partner Portal");

  // Emirates ID, typed without hyphens: the field puts them in.
  await fillSearch(page, "Emirates ID", juan.emiratesId.replace(/-/g, ""));
  await expect(page.getByRole("textbox", { name: "Emirates ID number" })).toHaveValue(juan.emiratesId);
  const policyNo = await searchPolicy(page, "Emirates ID", juan.emiratesId, juan.dateOfBirth);
  await expect(page.getByRole("heading", { level: 1, name: "Policy Details" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Renewal steps" }).locator('[aria-current="step"]')).toHaveText(
    /Policy Details/,
  );
  const policy = page.getByRole("region", { name: "Your policy" });
  await expect(policy).toContainText("NEXTCARE");
  // Masked, as anyone who found the policy sees it: the first name and the family name's initial.
  await expect(page.getByRole("region", { name: "Insured members" })).toContainText(masked(juan.name));
  await expect(page.getByRole("region", { name: "Insured members" })).not.toContainText(juan.name);
  const stored = await readStorage(page);
  expect(stored.session.Parent_Quotation_No).toMatch(/^BQ-\d{4}-\d{6,}$/);
  expect(stored.local.Parent_Quotation_No).toBe(stored.session.Parent_Quotation_No);

  // The policy number the details page showed, in lower case: the search ignores the case.
  await page.goto(RENEWAL.search);
  expect(await searchPolicy(page, "Policy Number", policyNo.toLowerCase(), juan.dateOfBirth)).toBe(policyNo);

  await page.goto(RENEWAL.search);
  expect(await searchPolicy(page, "Passport", juan.passport.toLowerCase(), juan.dateOfBirth)).toBe(policyNo);
});

test("A customer who reloads the policy details sees them come with the page, without a separate read", async ({
  page,
}) => {
  const juan = INSURED.juan;
  await page.goto(RENEWAL.search);
  const policyNo = await searchPolicy(page, "Emirates ID", juan.emiratesId, juan.dateOfBirth);
  const reads: string[] = [];
  page.on("request", (request) => reads.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByRole("region", { name: "Your policy" })).toContainText(policyNo);
  await expect(page.getByRole("region", { name: "Insured members" })).toBeVisible();
  expect(reads).not.toContain("/api/renewals/current");
});

// The search's own messages (no type chosen, each wrong number, a missing date of birth) are
// apps/web/src/features/renewal/search/search-policy-page.test.tsx: here only what the server answers.
test("A search with a wrong date of birth finds no record", async ({ page }) => {
  const juan = INSURED.juan;
  await fillSearch(page, "Passport", juan.passport, { ...juan.dateOfBirth, d: juan.dateOfBirth.d - 1 });
  await searchButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "No record found" })).toBeVisible();
  await expect(page).toHaveURL(RENEWAL.search);
  // Choosing the type again clears the answer with the other messages.
  await page.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  await expect(page.getByText("No record found")).toHaveCount(0);
});

test("A policy that is not yet due says from when it can be renewed and offers nothing to pay", async ({ page }) => {
  const amina = INSURED.amina;
  await searchPolicy(page, "Passport", amina.passport, amina.dateOfBirth);
  // Seeded to end in 120 days; renewals open 60 days before the end.
  const opensOn = display(addDays(uaeToday(), 120 - 60));
  await expect(page.getByText(`This policy can be renewed from ${opensOn}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Insured members" })).toContainText(masked(amina.name));
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /Keep insured/ })).toHaveCount(0);
  await expect(page.getByText("Amount due")).toHaveCount(0);
  await page.getByRole("link", { name: "Search for another policy" }).click();
  await expect(page).toHaveURL(RENEWAL.search);
});

test("Opening a renewal screen without a search says the renewal session has ended and links back to the search", async ({
  page,
}) => {
  for (const path of [RENEWAL.details, RENEWAL.questions, RENEWAL.finalize, RENEWAL.payment]) {
    await page.goto(path);
    await expect(page.getByRole("alert")).toContainText(SESSION_ENDED);
  }
  // Public pages: no redirect to the partner sign-in.
  await expect(page).toHaveURL(RENEWAL.payment);
  await page.getByRole("link", { name: "Search for your policy" }).click();
  await expect(page).toHaveURL(RENEWAL.search);
});

test("A renewal result address that claims ACCEPT for an unknown transaction shows the failure view", async ({
  page,
}) => {
  const juan = INSURED.juan;
  await searchPolicy(page, "Passport", juan.passport, juan.dateOfBirth);
  await page.goto(
    `${RENEWAL.result}?TransactionID=FAKE-${Date.now()}&status=ACCEPT&message=Approved&amount=682.50&Currency=AED&card=xxxx1111`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Your payment failed" })).toBeVisible();
  await expect(page.getByText("Congratulations")).toHaveCount(0);
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(RENEWAL.payment);
});

test("A renewal reminder's secret link opens the search with the policy number in, asking only the date of birth", async ({
  request,
  browser,
}) => {
  const hessa = INSURED.hessa;
  // Her policy ends in 25 days: the server queued its 30-day reminder when it started. Its number comes from the
  // search's API (the browser's search is the first test's journey).
  const found = await request.post("/api/renewals/search", {
    // searchBy 1: by Emirates ID (SEARCH_BY in packages/domain/src/renewal-search-rule.ts).
    data: { searchBy: 1, searchText: hessa.emiratesId, dateOfBirth: iso(hessa.dateOfBirth) },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { policyNo } = (await found.json()) as { policyNo: string };
  const mail = await waitForMail(DEMO_SPONSOR_EMAIL, {
    subjectPrefix: `Your health insurance policy ${policyNo} expires on`,
  });
  expect(mail.text).toMatch(/Amount due to renew \(including VAT\): AED [\d,]+\.\d{2}/);
  const link = mail.text.match(/https?:\/\/\S+\/renew\/[\w-]{20,}/)?.[0];
  expect(link, `reminder link in ${mail.file}`).toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(link!);
  await expect(customer).toHaveURL(new RegExp(`${RENEWAL.search}#policy=`));
  await expect(
    customer.getByText(`Enter the insured member's date of birth to renew policy ${policyNo}.`),
  ).toBeVisible();
  await expect(customer.getByRole("radio", { name: "Policy Number", exact: true })).toBeChecked();
  await expect(customer.getByRole("textbox", { name: "Policy number", exact: true })).toHaveValue(policyNo);
  await pickDate(customer, "Date of birth", hessa.dateOfBirth);
  await customer.getByRole("button", { name: "Search & Proceed" }).click();
  await expect(customer).toHaveURL(RENEWAL.details);
  await expect(customer.getByRole("region", { name: "Your policy" })).toContainText(policyNo);
  await context.close();
});
