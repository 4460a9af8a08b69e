import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  chooseFile,
  createQuotationWithMembers,
  DOCUMENTS_PATH,
  domesticWorker,
  iso,
  newbornChild,
  panel,
  slot,
  testFiles,
  UPLOAD_ERROR,
  uploadFile,
} from "./quotation-documents-helpers";
import { addDays, SPONSOR_PATH, signInAsAgent, uaeToday } from "./quotation-helpers";

test.beforeEach(async ({ page }) => {
  // Many fields and uploads on one screen: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signInAsAgent(page);
});

/** Types into a field, leaves it, and expects its message (the field's accessible description). */
async function expectMessage(field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.blur();
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute("aria-invalid", "true");
}

test("Every ID number on the documents step says what is wrong with it, word for word", async ({ page }) => {
  await createQuotationWithMembers(page, [domesticWorker(), newbornChild()]);
  await page.goto(DOCUMENTS_PATH);
  await expect(page.getByText(/Quotation number:/)).toBeVisible();
  await expect(page.getByText("Fields marked with * are required")).toBeVisible();

  const sponsor = panel(page, "Sponsor details");
  await sponsor.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  const sponsorEid = sponsor.getByRole("textbox", { name: "Emirates ID number" });
  await expectMessage(sponsorEid, "784-1980", "Cannot be less than 18 digits");
  await expectMessage(sponsorEid, "78A-1980", "Enter digits only");
  await expectMessage(sponsorEid, "", "Emirates ID number is required");
  // The Passport choice asks for the passport instead and drops the Emirates ID fields.
  await sponsor.getByRole("radio", { name: "Passport", exact: true }).check();
  await expect(sponsorEid).toHaveCount(0);
  await expect(slot(sponsor, "Emirates ID copy")).toHaveCount(0);
  await expect(slot(sponsor, "Passport copy")).toBeVisible();
  const sponsorPassport = sponsor.getByRole("textbox", { name: "Passport number" });
  await expectMessage(sponsorPassport, "N12", "Cannot be less than 6 digits");
  await expectMessage(sponsorPassport, "N 123!", "No special characters or spaces allowed");
  await expectMessage(sponsorPassport, "", "Passport number is required");

  const worker = panel(page, "1. Worker – Maria Santos");
  const uid = worker.getByRole("textbox", { name: "UID Number" });
  await expectMessage(uid, "12345", "Cannot be less than 6 digits");
  await expectMessage(uid, "12345a", "Enter digits only");
  await expectMessage(uid, "", "UID Number is required");
  await expectMessage(worker.getByRole("textbox", { name: "Passport number" }), "", "Passport number is required");
  const workerEid = worker.getByRole("textbox", { name: "Emirates ID number" });
  await expectMessage(workerEid, "7841980123", "Cannot be less than 18 digits");
  await expect(workerEid).toHaveValue("784-1980-123");

  const newborn = panel(page, "2. Dependent – Omar Khan");
  await expectMessage(
    newborn.getByRole("textbox", { name: "Birth Certificate Number" }),
    "",
    "Birth Certificate Number is required",
  );
  await expect(newborn.getByRole("button", { name: "Numbers to use without an Emirates ID" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save & Proceed" })).toBeDisabled();
});

test("Missing copies are named per slot, and a file is checked before and after it is sent", async ({ page }) => {
  const files = testFiles();
  await createQuotationWithMembers(page, [domesticWorker(), newbornChild()]);
  await page.goto(DOCUMENTS_PATH);
  const sponsor = panel(page, "Sponsor details");
  const worker = panel(page, "1. Worker – Maria Santos");
  const newborn = panel(page, "2. Dependent – Omar Khan");
  await expect(worker).toBeVisible();
  await sponsor.getByRole("radio", { name: "Passport", exact: true }).check();

  // With Save & Proceed disabled, the partner can ask what is missing.
  await page.getByRole("button", { name: "Show what is missing" }).click();
  const missing: [Locator, string, string][] = [
    [sponsor, "Passport copy", "Passport copy is required"],
    [sponsor, "Visa / UID copy", "Visa / UID copy is required"],
    [worker, "Emirates ID copy", "Emirates ID copy is required"],
    [worker, "Passport copy", "Passport copy is required"],
    [worker, "Visa copy", "Visa copy is required"],
    [worker, "Photograph", "Photograph is required"],
    [newborn, "Birth certificate", "Birth Certificate is required"],
    [newborn, "Photograph", "Photograph is required"],
  ];
  for (const [scope, label, message] of missing) await expect(slot(scope, label)).toContainText(message);
  // Newborns need no passport, Emirates ID or visa copy; nobody here needs a labour contract.
  for (const label of ["Emirates ID copy", "Passport copy", "Visa copy"]) {
    await expect(slot(newborn, label)).not.toContainText("is required");
  }
  await expect(slot(worker, "Labour contract")).toHaveCount(0);
  await expect(slot(worker, "Insurance certificate")).not.toContainText("is required");
  // The focus moves to the first thing missing, in the sponsor's panel.
  await expect(sponsor.locator(":focus")).toHaveCount(1);

  // A valid photograph first, then files the rules refuse: the error shows and the stored photograph stays.
  const photo = slot(worker, "Photograph");
  // The upload is held until its spinner has been seen, so the check never races the server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/quotations/*/documents", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await chooseFile(page, worker, "Photograph", files.photo);
  await expect(photo.getByRole("status")).toHaveText("Uploading photo.png…");
  await expect(photo.getByRole("button", { name: "Upload Photograph" })).toBeDisabled();
  release();
  await expect(photo.getByRole("img", { name: "Uploaded" })).toBeVisible();
  await expect(photo.getByRole("link", { name: /photo\.png/ })).toBeVisible();
  await expect(photo).not.toContainText("Photograph is required");
  await page.unrouteAll();
  let uploads = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/documents")) uploads++;
  });
  await chooseFile(page, worker, "Photograph", files.bigPng);
  await expect(photo).toContainText(UPLOAD_ERROR);
  expect(uploads).toBe(0);
  await expect(photo.getByRole("link", { name: /photo\.png/ })).toBeVisible();

  // Named like a PDF but a program: the browser lets it through, the server refuses it.
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/documents"));
  await chooseFile(page, worker, "Photograph", files.exeAsPdf);
  expect((await refused).status()).toBe(400);
  await expect(photo).toContainText(UPLOAD_ERROR);
  await expect(photo.getByRole("link", { name: /photo\.png/ })).toBeVisible();

  // A PDF named .png is a PDF: accepted.
  await chooseFile(page, newborn, "Birth certificate", files.pdfAsPng);
  const certificate = slot(newborn, "Birth certificate");
  await expect(certificate.getByRole("img", { name: "Uploaded" })).toBeVisible();
  await expect(certificate.getByRole("link", { name: /scan\.png/ })).toBeVisible();
  await expect(certificate).not.toContainText(UPLOAD_ERROR);
  await expect(certificate).not.toContainText("is required");
});

test("A company's employee needs a labour contract, and a file of another type is refused in the browser", async ({
  page,
}) => {
  const files = testFiles();
  await createQuotationWithMembers(
    page,
    [
      {
        ...domesticWorker(),
        member_type: 2,
        first_name: "Ravi",
        family_name: "Kumar",
        gender: 1,
        nationality: "IN",
        occupation: "Employee",
      },
    ],
    {
      planfor: 2,
      documentType: null,
      sponsorName: "Gulf Trading",
      gender: null,
      sponsorDate: iso(addDays(uaeToday(), 200)),
      sponsorFileNumber: "12345678",
    },
  );
  await page.goto(DOCUMENTS_PATH);
  const employee = panel(page, "1. Worker – Ravi Kumar");
  const contract = slot(employee, "Labour contract");
  await expect(contract).toBeVisible();
  await page.getByRole("button", { name: "Show what is missing" }).click();
  await expect(contract).toContainText("Labour contract is required");

  let uploads = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/documents")) uploads++;
  });
  await chooseFile(page, employee, "Labour contract", files.gif);
  await expect(contract).toContainText(UPLOAD_ERROR);
  expect(uploads).toBe(0);

  await uploadFile(page, employee, "Labour contract", files.pdf);
  await expect(contract).not.toContainText(UPLOAD_ERROR);
  await expect(contract).not.toContainText("is required");
});

test("The documents step without a quotation in progress sends the partner to sponsor details", async ({ page }) => {
  await page.goto(DOCUMENTS_PATH);
  await expect(page).toHaveURL(SPONSOR_PATH);
});
