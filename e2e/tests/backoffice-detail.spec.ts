import { readFile } from "node:fs/promises";
import { signInPage } from "../support/api-session";
import { paidPolicyThroughApi } from "../support/api-setup";
import { DEMO, expect, test } from "../support/fixtures";
import { BASIC_QUOTATIONS_PATH, expectFound, searchList, uniqueWord } from "./backoffice-helpers";

// The application is sold and paid through the API (decision 044); the pages that read it are the journey.
test.describe.configure({ timeout: 90_000 });

test("A paid application's detail pages show sponsor, members, documents, payment, policy documents and timeline", async ({
  page,
}) => {
  await signInPage(page, DEMO.all);
  const word = uniqueWord();
  const sponsorName = `${word} Paid`;
  const { quotation } = await paidPolicyThroughApi(page.request, { sponsorName: sponsorName });

  await page.goto(BASIC_QUOTATIONS_PATH);
  await searchList(page, word);
  await expectFound(page, 1, "quotations");
  await page.getByRole("link", { name: `Open quotation ${quotation.number}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quotation ${quotation.number}`);
  const section = (name: string) => page.getByRole("region", { name, exact: true });
  await expect(section("Sponsor")).toContainText(sponsorName);
  await expect(section("Members")).toContainText("Maria Santos");
  await expect(section("Premium")).toContainText(/Total\s*AED [\d,]+\.\d{2}/);
  // Two sponsor copies and four of the domestic worker, each one opening the stored file.
  const documents = section("Documents").getByRole("link");
  await expect(documents).toHaveCount(6);
  const opened = await page.request.get((await documents.first().getAttribute("href"))!);
  expect(opened.status()).toBe(200);
  await expect(section("Payments")).toContainText(/Accept/i);
  const timeline = section("Timeline");
  for (const event of [
    "Quotation created",
    "Member added",
    "Document uploaded",
    "Application finalized",
    "Paid",
    "Policy issued",
  ]) {
    await expect(timeline.getByText(event, { exact: true }).first()).toBeVisible();
  }
  // The e-mails written for it: the quotation e-mail at least, sent or waiting for the outbox.
  await expect(timeline.getByText(/^E-mail (sent|queued): /).first()).toBeVisible();

  const policyLink = section("Policy").getByRole("link");
  const policyNo = (await policyLink.textContent())!.trim();
  await policyLink.click();
  await expect(page).toHaveURL(`/policydetails/${policyNo}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Policy ${policyNo}`);
  await expect(section("Policy")).toContainText(quotation.number);
  // The record's answer was checked with its schemas in the answers' worker, which loaded them; the page did not.
  const answers = page.workers().find((worker) => worker.url().includes("/assets/answer-worker-"));
  const fetched = () => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);
  expect(await answers?.evaluate(fetched)).toContainEqual(expect.stringMatching(/^\/assets\/backoffice-api-/));
  expect(await page.evaluate(fetched)).not.toContainEqual(expect.stringMatching(/^\/assets\/backoffice-api-/));
  await expect(section("Sponsor")).toContainText(sponsorName);
  await expect(section("Members")).toContainText("Maria Santos");
  // The summary band on top: status, term, members, what was paid, and the documents to download.
  const summary = section("Summary");
  await expect(summary).toContainText("Members1");
  await expect(summary).toContainText(/days left/);
  await expect(summary).toContainText(/Premium with VATAED [\d,]+\.\d{2}/);
  // The uploaded files under whose they are: the sponsor's, then the worker's by name.
  await expect(section("Documents").getByRole("heading", { level: 3 })).toHaveText(["Sponsor", "Maria Santos"]);
  await expect(section("Documents").getByRole("list", { name: "Documents of Maria Santos" })).toContainText(
    "Photograph",
  );
  for (const name of ["Payment receipt", "Tax invoice", "Policy schedule"]) {
    const link = summary.getByRole("link", { name: new RegExp(`^${name}`) });
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  }
  await expect(section("Timeline").getByText("Policy issued", { exact: true })).toBeVisible();

  // The policy's row in New Business downloads its receipt.
  await page.goto("/policieNewBusiness/nb");
  await searchList(page, word);
  await expectFound(page, 1, "new business policies");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download the receipt of policy ${policyNo}` }).click();
  const receipt = await download;
  expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
});
