import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, readStorage, test } from "../support/fixtures";
import {
  ACCEPTED_CARD,
  createFinalizedQuotation,
  DECLINED_CARD,
  DOCUMENTS_PATH,
  FINALIZE_PATH,
  NEWBORN_EMIRATES_ID,
  PAYMENT_PATH,
  panel,
  payOnSandbox,
  RESULT_PATH,
  REVIEW_CARD,
  slot,
  testFiles,
  uploadFile,
  VALID_EMIRATES_ID,
} from "./quotation-documents-helpers";
import {
  aDomesticWorker,
  addDays,
  addMember,
  anIndividualSponsor,
  bornYearsAgo,
  createQuotation,
  signInAsAgent,
  uaeToday,
} from "./quotation-helpers";

test.beforeEach(async ({ page }) => {
  await signInAsAgent(page);
});

/** Text of every page of a PDF, through pdf.js. */
async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}\n`;
  }
  return text;
}

test("Partner takes a new application from sponsor details to an issued policy and downloads the payment receipt", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const files = testFiles();

  // Steps 1 and 2, through the screens.
  const quotationNo = await createQuotation(page, anIndividualSponsor({ dateOfBirth: bornYearsAgo(35) }));
  await addMember(page, aDomesticWorker());
  await addMember(page, {
    type: "Dependent",
    relation: "Spouse",
    first: "Aisha",
    family: "Khan",
    gender: "Female",
    born: bornYearsAgo(33),
    marital: "Married",
    nationality: "India",
    occupation: "Homemaker",
  });
  await addMember(page, {
    type: "Dependent",
    relation: "Child",
    first: "Omar",
    family: "Khan",
    gender: "Male",
    born: addDays(uaeToday(), -5),
    marital: "Single",
    nationality: "India",
    occupation: "Child",
    newborn: true,
  });
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 3: every required number and copy.
  await expect(page).toHaveURL(DOCUMENTS_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Upload Required Documents" })).toBeVisible();
  await expect(page.getByText(/Quotation number:/)).toContainText(quotationNo);
  await expect(page.getByRole("navigation", { name: "Application steps" }).locator('[aria-current="step"]')).toHaveText(
    /Upload Required Documents/,
  );
  const saveButton = page.getByRole("button", { name: "Save & Proceed" });
  await expect(saveButton).toBeDisabled();

  const sponsor = panel(page, "Sponsor details");
  await sponsor.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  // Typed without hyphens, shown with them.
  await sponsor.getByRole("textbox", { name: "Emirates ID number" }).fill("784198012345678");
  await expect(sponsor.getByRole("textbox", { name: "Emirates ID number" })).toHaveValue(VALID_EMIRATES_ID);
  await expect(slot(sponsor, "Passport copy")).toHaveCount(0);
  await uploadFile(page, sponsor, "Emirates ID copy", files.png);
  await uploadFile(page, sponsor, "Visa / UID copy", files.pdf);

  for (const title of ["1. Worker – Maria Santos", "2. Dependent – Aisha Khan"]) {
    const member = panel(page, title);
    await member.getByRole("textbox", { name: "Emirates ID number" }).fill(VALID_EMIRATES_ID);
    await member.getByRole("textbox", { name: "Passport number" }).fill("N1234567");
    await member.getByRole("textbox", { name: "UID Number" }).fill("123456789");
    await expect(slot(member, "Birth certificate")).toHaveCount(0);
    await expect(slot(member, "Labour contract")).toHaveCount(0);
    for (const label of ["Emirates ID copy", "Passport copy", "Visa copy"])
      await uploadFile(page, member, label, files.png);
    await uploadFile(page, member, "Photograph", files.photo);
  }
  const newborn = panel(page, "3. Dependent – Omar Khan");
  await newborn.getByRole("textbox", { name: "Emirates ID number" }).fill(NEWBORN_EMIRATES_ID);
  await newborn.getByRole("textbox", { name: "Birth Certificate Number" }).fill("BC-2026-1");
  await uploadFile(page, newborn, "Birth certificate", files.pdf);
  await uploadFile(page, newborn, "Photograph", files.photo);

  await expect(saveButton).toBeEnabled();
  // The save is held until "Please Wait..." has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/quotations/*/documents", async (route) => {
    if (route.request().method() === "PUT") await held;
    await route.continue();
  });
  await saveButton.click();
  await expect(page.getByRole("button", { name: "Please Wait..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(FINALIZE_PATH);
  // The router keeps the documents page on screen until the next page has loaded; its own
  // Previous button would lead to step 2.
  await expect(page.getByRole("heading", { level: 1, name: "Finalize Application" })).toBeVisible();
  await page.unrouteAll();
  expect((await readStorage(page)).local).toMatchObject({ TempStatus: "Next", UploadDocsData: "true" });

  // Coming back shows what was saved.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(DOCUMENTS_PATH);
  await expect(sponsor.getByRole("radio", { name: "Emirates ID", exact: true })).toBeChecked();
  await expect(sponsor.getByRole("textbox", { name: "Emirates ID number" })).toHaveValue(VALID_EMIRATES_ID);
  await expect(slot(sponsor, "Visa / UID copy").getByRole("link", { name: /visa\.pdf/ })).toBeVisible();
  await expect(newborn.getByRole("textbox", { name: "Birth Certificate Number" })).toHaveValue("BC-2026-1");
  await expect(panel(page, "2. Dependent – Aisha Khan").getByRole("textbox", { name: "Passport number" })).toHaveValue(
    "N1234567",
  );
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 4: review, declaration, Finalize.
  await expect(page).toHaveURL(FINALIZE_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Finalize Application" })).toBeVisible();
  const documents = page.getByRole("region", { name: "Documents" });
  // Sponsor 2 copies, worker and spouse 4 each, newborn 2: each opens in a new tab.
  await expect(documents.getByRole("link", { name: /\(opens in a new tab\)$/ })).toHaveCount(12);
  await expect(documents.getByRole("link", { name: /visa\.pdf/ }).first()).toHaveAttribute("target", "_blank");
  await expect(documents.getByText("Missing")).toHaveCount(0);
  const amountDue = (await page
    .getByRole("region", { name: "Insured Members" })
    .getByText(/^AED [\d,]+\.\d{2}$/)
    .last()
    .textContent())!;
  const finalize = page.getByRole("button", { name: "Finalize" });
  await expect(finalize).toBeDisabled();
  await page
    .getByRole("checkbox", {
      name: "I confirm the information is correct and the customer consents to the processing of their personal data.",
    })
    .check();
  await finalize.click();

  // Step 5: the amount the server computed, then the gateway.
  await expect(page).toHaveURL(PAYMENT_PATH);
  await expect(page.getByText("Status: Finalized")).toBeVisible();
  await expect(page.getByText(amountDue).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });

  // The result page shows what the server recorded.
  await expect(page).toHaveURL(new RegExp(`${RESULT_PATH}\\?TransactionID=`));
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  await expect(page.getByText(/Your payment was successful and your policy \S+ has been issued\./)).toBeVisible();
  const transactionId = new URL(page.url()).searchParams.get("TransactionID")!;
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText(`Transaction ID${transactionId}`);
  await expect(summary).toContainText(`Payment Value in AED${amountDue}`);
  await expect(page.getByText(/The policy documents were e-mailed to \S+@example\.com\./)).toBeVisible();
  await expect(page.getByRole("link", { name: /Click here to rate us!/ })).toBeVisible();

  // The wizard forgot the quotation; the partner is still signed in.
  const stored = await readStorage(page);
  expect(stored.local.Quotation_Id).toBeUndefined();
  expect(stored.local.Quotation_No).toBeUndefined();
  expect(stored.local.TempStatus).toBeUndefined();
  expect(stored.session.PartnerDetails).toBeTruthy();

  // The receipt names the transaction and the amount.
  const receiptHref = await page.getByRole("link", { name: /Download payment receipt/ }).getAttribute("href");
  expect(receiptHref).toMatch(/^\/api\/policies\/[^/]+\/receipt\.pdf$/);
  const receipt = await page.request.get(receiptHref!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()["content-type"]).toContain("application/pdf");
  const text = await pdfText(await receipt.body());
  expect(text).toContain(transactionId);
  expect(text).toContain(amountDue);
  // And the tax invoice, numbered, with the VAT and the same total.
  const invoiceHref = await page.getByRole("link", { name: /Download tax invoice/ }).getAttribute("href");
  const invoice = await page.request.get(invoiceHref!);
  expect(invoice.status()).toBe(200);
  const invoiceText = await pdfText(await invoice.body());
  expect(invoiceText).toContain("Tax Invoice");
  expect(invoiceText).toMatch(/TI-\d{7}/);
  expect(invoiceText).toContain(amountDue);
  // The schedule completes the document pack.
  const scheduleHref = await page.getByRole("link", { name: /Download policy schedule/ }).getAttribute("href");
  expect(scheduleHref).toMatch(/^\/api\/policies\/[^/]+\/schedule\.pdf$/);
  expect((await page.request.get(scheduleHref!)).status()).toBe(200);

  // The same sponsor again: step 1 filled in from this application, which stays as it was.
  await page.getByRole("button", { name: "New application for the same sponsor" }).click();
  await expect(page).toHaveURL("/Basic-B2C/sponsordetail");
  await expect(page.getByText(`Filled in with the sponsor of ${quotationNo}.`, { exact: false })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Ahmed Khan");
  await expect(page.getByText(/Quotation number:/)).toHaveCount(0);
  await page.goBack();
  await page.getByRole("button", { name: "Start new application" }).click();
  await expect(page).toHaveURL("/Basic-B2C/sponsordetail");
  await expect(page.getByLabel("First Name")).toHaveValue("");
});

test("A declined card shows the failure with the server's message, and Go Back returns to the payment step", async ({
  page,
}) => {
  const quotation = await createFinalizedQuotation(page);
  await page.goto(PAYMENT_PATH);
  await expect(page.getByText(/Quotation number:/)).toContainText(quotation.number);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: DECLINED_CARD });

  await expect(page).toHaveURL(new RegExp(RESULT_PATH));
  await expect(page.getByRole("heading", { level: 1, name: "Your payment failed" })).toBeVisible();
  // The server's message for the recorded outcome: the sandbox's words for its general decline (DECLINE 203).
  await expect(page.getByRole("alert")).toHaveText("General decline of the card.");
  await expect(page.getByText("Congratulations")).toHaveCount(0);
  // The customer may pay from their own device: the link goes out from here.
  await page.getByRole("button", { name: "Send the customer a payment link" }).click();
  await expect(page.getByText(/^A payment link was e-mailed to /)).toBeVisible();
  // Another card, at once: straight back to the gateway (declined again here, so Go Back is tried after it).
  await page.getByRole("button", { name: "Try another card" }).click();
  await payOnSandbox(page, { number: DECLINED_CARD });
  await expect(page.getByRole("heading", { level: 1, name: "Your payment failed" })).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(PAYMENT_PATH);
  expect((await readStorage(page)).local.TempStatus).toBe("Previous");
  // Still finalized and payable.
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeEnabled();
});

test("A payment accepted after the application was edited is held, and the page says not to pay again", async ({
  page,
}) => {
  const quotation = await createFinalizedQuotation(page);
  await page.goto(PAYMENT_PATH);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  // Meanwhile, in another tab, the application is changed: the amount on the card form no longer buys it.
  const reopened = await page.request.post(`/api/quotations/${quotation.id}/members`, {
    data: {
      member_type: 1,
      relation: "child",
      first_name: "Sami",
      family_name: "Khan",
      gender: 1,
      date_of_birth: `${uaeToday().y - 6}-03-01`,
      marital_status: "single",
      nationality: "IN",
      occupation: "Child",
      salary_band: null,
      is_newborn: false,
    },
  });
  expect(reopened.status()).toBe(201);
  await payOnSandbox(page, { number: ACCEPTED_CARD });

  await expect(page).toHaveURL(new RegExp(RESULT_PATH));
  await expect(page.getByRole("heading", { level: 1, name: "Your payment needs a check" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Please do not pay again");
  await expect(page.getByText("Congratulations")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Go Back" })).toHaveCount(0);
  await expect(page.getByText(/Transaction ID/)).toBeVisible();
});

test("A payment the bank holds for review says so, offers Refresh, and nothing to pay again", async ({ page }) => {
  await createFinalizedQuotation(page);
  await page.goto(PAYMENT_PATH);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: REVIEW_CARD });

  await expect(page).toHaveURL(new RegExp(RESULT_PATH));
  await expect(page.getByRole("heading", { level: 1, name: "Your payment is being reviewed" })).toBeVisible();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your payment is being reviewed" })).toBeVisible();
  // Paying again while the bank decides is refused with a way forward.
  await page.goto(PAYMENT_PATH);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText(/being reviewed by the bank\. Please wait for its result/)).toBeVisible();
});

test("A result address that claims ACCEPT for an unknown transaction shows the failure view", async ({ page }) => {
  await page.goto(
    `${RESULT_PATH}?TransactionID=FAKE-${Date.now()}&status=ACCEPT&message=Approved&amount=840.00&Currency=AED&card=xxxx1111`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Your payment failed" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Payment not found.");
  await expect(page.getByText("Congratulations")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
});

test("The payment step of a quotation that was changed after finalizing asks to finalize again", async ({ page }) => {
  const quotation = await createFinalizedQuotation(page);
  // Saving the documents step again reopens the application.
  const screen = await page.request.get(`/api/quotations/${quotation.id}/documents`);
  const saved = await page.request.put(`/api/quotations/${quotation.id}/documents`, {
    data: ((await screen.json()) as { form: unknown }).form,
  });
  expect(saved.status()).toBe(200);

  await page.goto(PAYMENT_PATH);
  await expect(page.getByText("Status: Draft")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Finalize Application" }).click();
  await expect(page).toHaveURL(FINALIZE_PATH);
  await expect(page.getByText(/changed after it was finalized/)).toBeVisible();
  await page.getByRole("checkbox", { name: /I confirm the information is correct/ }).check();
  await page.getByRole("button", { name: "Finalize" }).click();
  await expect(page).toHaveURL(PAYMENT_PATH);

  await page.getByRole("button", { name: "Send payment link" }).click();
  await expect(page.getByText(/A payment link was e-mailed to \S+@example\.com\./)).toBeVisible();
});
