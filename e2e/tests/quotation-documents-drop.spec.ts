import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  chooseFile,
  createQuotationWithMembers,
  DOCUMENTS_PATH,
  domesticWorker,
  newbornChild,
  panel,
  seriousViolations,
  slot,
  TINY_PDF,
  TINY_PNG,
  testFiles,
  UPLOAD_ERROR,
} from "./quotation-documents-helpers";
import { signInAsAgent } from "./quotation-helpers";

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAgent(page);
});

const file = (name: string) => ({
  name,
  mimeType: name.endsWith(".png") ? "image/png" : "application/pdf",
  buffer: name.endsWith(".png") ? TINY_PNG : TINY_PDF,
});

/** Picks several files at once through a drop's "Choose files" button and the browser's file chooser. */
async function chooseFiles(page: Page, owner: string, names: string[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Choose files for ${owner}`, exact: true }).click();
  await (await chooser).setFiles(names.map(file));
}

const listed = (page: Page, owner: string) => page.getByRole("list", { name: `Files chosen for ${owner}` });
const row = (list: Locator, name: string) => list.getByRole("listitem", { name, exact: true });
const documentOf = (list: Locator, name: string) => row(list, name).getByRole("combobox", { name: "Document" });

/** The slot shows the uploaded tick and the file's name. */
async function expectUploaded(scope: Locator, label: string, fileName: string) {
  const target = slot(scope, label);
  await expect(target.getByRole("img", { name: "Uploaded" })).toBeVisible();
  await expect(target.getByRole("link", { name: new RegExp(fileName.replace(".", "\\.")) })).toBeVisible();
}

test("A member's files go up in one drop, each to the document its name suggests, movable before upload", async ({
  page,
}) => {
  await createQuotationWithMembers(page, [domesticWorker(), newbornChild()]);
  await page.goto(DOCUMENTS_PATH);
  const worker = panel(page, "1. Worker – Maria Santos");
  await expect(worker).toBeVisible();

  await chooseFiles(page, "Maria Santos", [
    "maria passport.pdf",
    "EID front.png",
    "residence visa.pdf",
    "photo.png",
    "notes.docx",
    "scan0001.pdf",
  ]);
  const files = listed(page, "Maria Santos");
  await expect(documentOf(files, "maria passport.pdf").locator("option:checked")).toHaveText("Passport copy");
  await expect(documentOf(files, "EID front.png").locator("option:checked")).toHaveText("Emirates ID copy");
  await expect(documentOf(files, "residence visa.pdf").locator("option:checked")).toHaveText("Visa copy");
  await expect(documentOf(files, "photo.png").locator("option:checked")).toHaveText("Photograph");
  // A type the rules refuse: the spec's message, then which rule it broke; it has no document to go to.
  const refused = row(files, "notes.docx");
  await expect(refused).toContainText(UPLOAD_ERROR);
  await expect(refused).toContainText("Only PDF, JPEG, JPG or PNG files can be uploaded.");
  await expect(refused.getByRole("combobox")).toHaveCount(0);
  // A name that says nothing waits for the partner; a document another file took cannot be chosen twice.
  await expect(row(files, "scan0001.pdf")).toContainText("Choose which document this is.");
  const scan = documentOf(files, "scan0001.pdf");
  await expect(scan.getByRole("option", { name: "Photograph" })).toBeDisabled();
  await scan.selectOption({ label: "Insurance certificate" });
  expect(await seriousViolations(page)).toEqual([]);
  // By the keyboard: Tab goes from a file's document to its remove button, and Enter there removes the file.
  await scan.focus();
  await page.keyboard.press("Tab");
  await expect(row(files, "scan0001.pdf").getByRole("button", { name: "Remove scan0001.pdf" })).toBeFocused();
  await row(files, "notes.docx").getByRole("button", { name: "Remove notes.docx" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(files, "notes.docx")).toHaveCount(0);

  // The visa's upload fails once: it says so, and only it is sent again.
  let failVisa = true;
  const sent: string[] = [];
  await page.route("**/api/quotations/*/documents", async (route) => {
    const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
    const name = /filename="([^"]+)"/.exec(body)?.[1] ?? "";
    sent.push(name);
    if (name === "residence visa.pdf" && failVisa) {
      failVisa = false;
      await route.abort("failed");
      return;
    }
    await route.continue();
  });
  await page.getByRole("button", { name: "Upload 5 files" }).click();
  await expect(row(files, "residence visa.pdf")).toContainText("We could not reach the server.");
  for (const name of ["maria passport.pdf", "EID front.png", "photo.png", "scan0001.pdf"]) {
    await expect(row(files, name)).toContainText("Uploaded");
  }
  await expect(page.getByRole("status").filter({ hasText: "4 of 5 uploaded" })).toBeVisible();
  await page.getByRole("button", { name: "Upload 1 file" }).click();
  await expect(row(files, "residence visa.pdf")).toContainText("Uploaded");
  expect(sent.sort()).toEqual(
    [
      "EID front.png",
      "maria passport.pdf",
      "photo.png",
      "residence visa.pdf",
      "residence visa.pdf",
      "scan0001.pdf",
    ].sort(),
  );

  // Every document is in its slot, as if picked one by one; a moved file cannot be moved after it went up.
  await expectUploaded(worker, "Passport copy", "maria passport.pdf");
  await expectUploaded(worker, "Emirates ID copy", "EID front.png");
  await expectUploaded(worker, "Visa copy", "residence visa.pdf");
  await expectUploaded(worker, "Photograph", "photo.png");
  await expectUploaded(worker, "Insurance certificate", "scan0001.pdf");
  await expect(scan).toBeDisabled();

  // What went up is stored: after a reload the slots still show the files.
  await page.reload();
  await expectUploaded(panel(page, "1. Worker – Maria Santos"), "Visa copy", "residence visa.pdf");
});

test("The whole application's files go up in one drop, each to its owner by the name in the file", async ({ page }) => {
  await createQuotationWithMembers(page, [domesticWorker(), newbornChild()]);
  await page.goto(DOCUMENTS_PATH);
  const sponsor = panel(page, "Sponsor details");
  await sponsor.getByRole("radio", { name: "Emirates ID", exact: true }).check();

  const owner = "the whole application";
  await chooseFiles(page, owner, [
    "sponsor emirates id.png",
    "sponsor visa.pdf",
    "omar birth certificate.pdf",
    "Omar photo.png",
    "maria photo.png",
    "passport.pdf",
  ]);
  const files = listed(page, owner);
  const expected: [string, string][] = [
    ["sponsor emirates id.png", "Sponsor – Emirates ID copy"],
    ["sponsor visa.pdf", "Sponsor – Visa / UID copy"],
    ["omar birth certificate.pdf", "2. Omar Khan – Birth certificate"],
    ["Omar photo.png", "2. Omar Khan – Photograph"],
    ["maria photo.png", "1. Maria Santos – Photograph"],
  ];
  for (const [name, label] of expected)
    await expect(documentOf(files, name).locator("option:checked")).toHaveText(label);
  // Two people have a passport copy and the name names neither: the partner chooses.
  await expect(row(files, "passport.pdf")).toContainText("Choose which document this is.");
  await documentOf(files, "passport.pdf").selectOption({ label: "1. Maria Santos – Passport copy" });

  await page.getByRole("button", { name: "Upload 6 files" }).click();
  await expect(page.getByRole("status").filter({ hasText: "6 of 6 uploaded" })).toBeVisible();
  await expectUploaded(sponsor, "Emirates ID copy", "sponsor emirates id.png");
  await expectUploaded(sponsor, "Visa / UID copy", "sponsor visa.pdf");
  const newborn = panel(page, "2. Dependent – Omar Khan");
  await expectUploaded(newborn, "Birth certificate", "omar birth certificate.pdf");
  await expectUploaded(newborn, "Photograph", "Omar photo.png");
  const worker = panel(page, "1. Worker – Maria Santos");
  await expectUploaded(worker, "Photograph", "maria photo.png");
  await expectUploaded(worker, "Passport copy", "passport.pdf");
});

test("A single slot says which rule a refused file broke, under the spec's message", async ({ page }) => {
  const files = testFiles();
  await createQuotationWithMembers(page, [domesticWorker()]);
  await page.goto(DOCUMENTS_PATH);
  const worker = panel(page, "1. Worker – Maria Santos");
  await chooseFile(page, worker, "Photograph", files.bigPng);
  await expect(slot(worker, "Photograph")).toContainText(`${UPLOAD_ERROR}This file is larger than 2 MB.`);
  await chooseFile(page, worker, "Photograph", files.gif);
  await expect(slot(worker, "Photograph")).toContainText(
    `${UPLOAD_ERROR}Only PDF, JPEG, JPG or PNG files can be uploaded.`,
  );
});
