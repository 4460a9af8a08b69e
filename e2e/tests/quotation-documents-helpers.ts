import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import {
  type CreatedQuotation,
  domesticWorker,
  finalizedQuotationThroughApi,
  quotationThroughApi,
  VALID_EMIRATES_ID,
} from "../support/api-setup";
import { addDays, iso, MEMBERS_PATH, uaeToday } from "./quotation-helpers";

export { type CreatedQuotation, domesticWorker, iso, VALID_EMIRATES_ID };

/** Shared steps of the documents and payment journeys (quotation-documents*.spec.ts, quotation-payment*.spec.ts). */
export const DOCUMENTS_PATH = "/Basic-B2C/uploaddocuments";
export const FINALIZE_PATH = "/Basic-B2C/finalizeapplication";
export const PAYMENT_PATH = "/Basic-B2C/paymentreview";
export const RESULT_PATH = "/Basic-B2C/paymentsuccess";

export const UPLOAD_ERROR = "Wrong format or image size is too big.";
export const NEWBORN_EMIRATES_ID = "333-3333-3333333-3";

export const TINY_PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** Files for the upload slots, written once per test run into a fresh temp folder. */
/** A tiny real file by its name: a PNG for ".png", else a PDF. */
export const documentFile = (name: string) => ({
  name,
  mimeType: name.endsWith(".png") ? "image/png" : "application/pdf",
  buffer: name.endsWith(".png") ? TINY_PNG : TINY_PDF,
});

export function testFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pp-e2e-files-"));
  // Removed when the worker ends, so runs do not pile up megabytes in the temp folder.
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  };
  return {
    png: write("emirates-id.png", TINY_PNG),
    photo: write("photo.png", TINY_PNG),
    pdf: write("visa.pdf", TINY_PDF),
    /** Just over the 2048 KB limit: refused in the browser, never sent. */
    bigPng: write("too-big.png", Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)])),
    /** A Windows program named like a PDF: passes the name check, refused by the server's content check. */
    exeAsPdf: write("setup.pdf", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4096, 0x90)])),
    /** A picture of a type the rules do not allow (GIF): refused in the browser by its name. */
    gif: write("contract.gif", Buffer.from("474946383961010001000000002c00000000010001000002", "hex")),
    /** A real PDF named like a PNG: accepted, stored as the PDF it is. */
    pdfAsPng: write("scan.png", TINY_PDF),
  };
}

/** The accordion panel (a region named by its title) of the sponsor or of one member. */
export const panel = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** One upload slot inside a panel: a group named by the document's label. */
export const slot = (scope: Locator, label: string) => scope.getByRole("group", { name: label, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Picks a file for a slot through its button and the browser's file chooser, as a partner would. */
export async function chooseFile(page: Page, scope: Locator, label: string, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await slot(scope, label)
    .getByRole("button", { name: new RegExp(`^(Upload|Replace) ${escapeRegExp(label)}$`) })
    .click();
  await (await chooser).setFiles(file);
}

/** Uploads a file and waits for the slot's tick and file name. */
export async function uploadFile(page: Page, scope: Locator, label: string, file: string) {
  await chooseFile(page, scope, label, file);
  const target = slot(scope, label);
  await expect(target.getByRole("img", { name: "Uploaded" })).toBeVisible();
  await expect(target.getByRole("link", { name: new RegExp(escapeRegExp(path.basename(file))) })).toBeVisible();
}

type MemberInput = Record<string, unknown>;

export const newbornChild = (): MemberInput => ({
  member_type: 1,
  relation: "child",
  first_name: "Omar",
  family_name: "Khan",
  gender: 1,
  date_of_birth: iso(addDays(uaeToday(), -5)),
  marital_status: "single",
  nationality: "IN",
  occupation: "Child",
  salary_band: null,
  is_newborn: true,
});

/**
 * Steps 1 and 2 through the API with the signed-in page's cookies (the journey test does them through the UI once),
 * and the wizard's browser state as step 2 leaves it. `sponsor` overrides fields of the create payload (spec §3).
 */
export async function createQuotationWithMembers(
  page: Page,
  members: MemberInput[],
  sponsor: Record<string, unknown> = {},
): Promise<CreatedQuotation> {
  return openInWizard(page, await quotationThroughApi(page.request, members, sponsor));
}

/**
 * Step 2 of a new quotation with no members yet, for the tests of the members screen: step 1 through the API (the
 * journey specs save it through the form), an individual sponsor with the default TPA, NEXTCARE.
 */
export async function openMembersStep(page: Page): Promise<CreatedQuotation> {
  const quotation = await createQuotationWithMembers(page, []);
  await page.goto(MEMBERS_PATH);
  await expect(page.getByText(/Quotation number:/)).toContainText(quotation.number);
  // The members come in after the quotation: until then a loader stands where the list will be, and the buttons below
  // it move down when the list replaces it. A press on one while it moves lands beside it (seen: Previous, missed).
  await expect(page.getByRole("region", { name: "Premium summary" })).toBeVisible();
  return quotation;
}

/**
 * A quotation with domestic workers (one unless told), every document in place and finalized, ready to pay — steps
 * 1–4 through the API, open in the page's wizard, so a test can start at the payment step.
 */
export async function createFinalizedQuotation(
  page: Page,
  sponsor: Record<string, unknown> = {},
  workers: MemberInput[] = [domesticWorker()],
): Promise<CreatedQuotation> {
  return openInWizard(page, await finalizedQuotationThroughApi(page.request, sponsor, workers));
}

/** The wizard's browser state for a quotation, as step 2 leaves it: the page's wizard then works on that quotation. */
async function openInWizard(page: Page, quotation: CreatedQuotation) {
  await page.evaluate(
    ({ id, number }) => {
      localStorage.setItem("Quotation_Id", String(id));
      localStorage.setItem("Quotation_No", number);
      localStorage.setItem("planfor", "1");
      localStorage.setItem("TempStatus", "Next");
    },
    { id: quotation.id, number: quotation.number },
  );
  return quotation;
}

/** Step 4: ticks the declaration and presses Finalize, as the partner does once the review is read. */
export async function confirmAndFinalize(page: Page) {
  await page
    .getByRole("checkbox", {
      name: "I confirm the information is correct and the customer consents to the processing of their personal data.",
    })
    .check();
  await page.getByRole("button", { name: "Finalize" }).click();
}

export type Card = { number: string; expiry?: string; cvv?: string; name?: string };
export const ACCEPTED_CARD = "4111 1111 1111 1111";
export const DECLINED_CARD = "4000 0000 0000 0002";
export const REVIEW_CARD = "4000 0000 0000 0101";

/** Fills the sandbox gateway's hosted card form and presses Pay. */
export async function payOnSandbox(page: Page, card: Card) {
  await expect(page).toHaveURL(/\/sandbox-gateway\//);
  await page.getByLabel("Card number").fill(card.number);
  await page.getByLabel("Expiry (MM/YY)").fill(card.expiry ?? "12/39");
  await page.getByLabel("Security code").fill(card.cvv ?? "123");
  await page.getByLabel("Name on card").fill(card.name ?? "Ahmed Khan");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

/** Serious or critical axe findings (WCAG 2.1 A/AA and best practice), as accessibility.spec.ts checks them. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
