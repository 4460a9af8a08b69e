import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { otherPartnerPage, PA_POLICIES_PATH, reportPaSale, uniqueWord } from "./backoffice-helpers";
import { createQuotationWithMembers, testFiles, UPLOAD_ERROR } from "./quotation-documents-helpers";
import { choose } from "./quotation-helpers";

test.describe.configure({ timeout: 90_000 });

const UPLOAD_PATH = "/upload-additional-documents";
const NOT_FOUND = "No quotation or policy of yours has this number. Check the number and try again.";
const files = testFiles();

test.beforeEach(async ({ page }) => {
  await signInPage(page, DEMO.all);
});

async function find(page: Page, number: string) {
  await page.getByRole("textbox", { name: "Quotation or policy number" }).fill(number);
  await page.getByRole("button", { name: "Find", exact: true }).click();
}

/** Picks the file through the "Choose file" button and the browser's file chooser, under a name of the test's own. */
async function chooseFile(page: Page, source: string, name: string, mimeType: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /^Choose (another )?file$/ }).click();
  await (await chooser).setFiles({ name, mimeType, buffer: readFileSync(source) });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

/** The record's detail page lists the file (which opens), its kind and note, and the upload in the timeline. */
async function expectDocumentOnDetail(page: Page, file: { name: string; type: string; note: string }) {
  const documents = page.getByRole("region", { name: "Documents", exact: true });
  const named = page.getByRole("link", { name: new RegExp(`^${file.name}`) });
  const entry = documents.getByRole("listitem").filter({ has: named });
  const link = entry.getByRole("link");
  await expect(link).toBeVisible();
  await expect(documents.getByRole("list", { name: "Documents of Additional documents" })).toContainText(file.name);
  await expect(entry).toContainText(`${file.type} ·`);
  await expect(entry).toContainText(`Note: ${file.note}`);
  const opened = await page.request.get((await link.getAttribute("href"))!);
  expect(opened.status()).toBe(200);

  const timeline = page.getByRole("region", { name: "Timeline", exact: true });
  const uploaded = timeline.getByRole("listitem").filter({ hasText: `${file.type}: ${file.name}` });
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded).toContainText("Document uploaded");
}

test("A document uploaded to a quotation appears in its documents and timeline", async ({ page }) => {
  const word = uniqueWord();
  const quotation = await createQuotationWithMembers(page, [], { sponsorName: `${word} Sponsor` });
  const file = { name: `${word}-report.png`, type: "Medical report", note: `Check-up for ${word}` };

  await page.goto(UPLOAD_PATH);
  await find(page, quotation.number.toLowerCase());
  await expect(page.getByRole("status").filter({ hasText: quotation.number })).toContainText(
    `Basic quotation ${quotation.number} of ${word} Sponsor`,
  );
  await choose(page, "Document type", file.type);
  await page.getByRole("textbox", { name: "Note" }).fill(file.note);
  await chooseFile(page, files.png, file.name, "image/png");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`${file.name} was added to quotation ${quotation.number}.`)).toBeVisible();

  await page.getByRole("link", { name: `Open quotation ${quotation.number}` }).click();
  await expect(page).toHaveURL(`/quotationdetail/${quotation.number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quotation.number}`);
  await expectDocumentOnDetail(page, file);
});

test("From a policy's detail page, an uploaded document appears in that policy's documents and timeline", async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const { policyNo } = await reportPaSale(request, { reference: word.toUpperCase(), sponsorName: `${word} Holder` });
  const file = { name: `${word}-salary.pdf`, type: "Salary certificate", note: `Salary of ${word}` };

  await page.goto(`/policydetails/${policyNo}`);
  await page.getByRole("link", { name: "Upload an additional document" }).click();
  await expect(page).toHaveURL(`${UPLOAD_PATH}?number=${policyNo}`);
  await expect(page.getByRole("status").filter({ hasText: policyNo! })).toContainText(
    `PA policy ${policyNo} of ${word} Holder`,
  );
  await choose(page, "Document type", file.type);
  await page.getByRole("textbox", { name: "Note" }).fill(file.note);
  await chooseFile(page, files.pdf, file.name, "application/pdf");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`${file.name} was added to policy ${policyNo}.`)).toBeVisible();

  await page.getByRole("link", { name: `Open policy ${policyNo}` }).click();
  await expect(page).toHaveURL(`/policydetails/${policyNo}`);
  await expectDocumentOnDetail(page, file);
  await page.getByRole("link", { name: "PA policies" }).click();
  await expect(page).toHaveURL(PA_POLICIES_PATH);
});

test("Another partner's number is not found, like a number that does not exist; a refused file says why", async ({
  page,
  browser,
}) => {
  const other = await otherPartnerPage(browser);
  const theirs = await createQuotationWithMembers(other, []);
  await other.close();

  await page.goto(UPLOAD_PATH);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByText("Enter a quotation or policy number.")).toBeVisible();
  await find(page, theirs.number);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toHaveCount(0);
  await find(page, "BQ-2099-999999");
  await expect(page.getByText(NOT_FOUND)).toBeVisible();

  const mine = await createQuotationWithMembers(page, []);
  await find(page, mine.number);
  await expect(page.getByRole("status").filter({ hasText: mine.number })).toBeVisible();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Choose a document type.")).toBeVisible();
  await choose(page, "Document type", "Other");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Choose the file to upload.")).toBeVisible();
  // A program named like a PDF passes the browser's name check; the server's content check refuses it.
  await chooseFile(page, files.exeAsPdf, "setup.pdf", "application/pdf");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(UPLOAD_ERROR)).toBeVisible();
  await expect(page.getByText(/was added to quotation/)).toHaveCount(0);
  // Refused in the browser: under the spec's message, which rule the file broke.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /^Choose (another )?file$/ }).click();
  await (await chooser).setFiles(files.gif);
  await expect(page.getByText("Only PDF, JPEG, JPG or PNG files can be uploaded.")).toBeVisible();
});
