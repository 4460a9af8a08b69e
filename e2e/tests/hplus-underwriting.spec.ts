import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, harness, test, waitForMail } from "../support/fixtures";
import { createFinalizedQuotation, createQuotationWithMembers, domesticWorker } from "./quotation-documents-helpers";
import { uniqueEmail } from "./quotation-helpers";

test.beforeEach(async ({ page }) => {
  await signInPage(page, DEMO.all);
});

/** Opens the H+ wizard on an application the test made through the API. */
async function openInHplusWizard(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));
  await page.goto(path);
}

test("A clean H+ declaration is accepted at once: the underwriting review says so and leads to payment", async ({
  page,
}) => {
  await createFinalizedQuotation(page, { productCategory: 2 });
  await openInHplusWizard(page, "/finalizeapplicationreview");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Underwriting Review");
  await expect(
    page.getByText("No answer of the declaration needs an underwriter: the application is accepted and can be paid."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL("/paymentreview");
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeEnabled();
});

test("A declined application says why on the partner's Approval list and review, and offers nothing to pay", async ({
  page,
  browser,
}) => {
  const q = await createFinalizedQuotation(page, { productCategory: 2 });
  // The worker declares a hospital stay, with its details: the rules refer it.
  const declaration = await (await page.request.get(`/api/quotations/${q.id}/declaration`)).json();
  const member = declaration.members[0] as { id: number; gender: number };
  const answers = Object.fromEntries(
    (declaration.questions as { id: string; applies_to: string }[])
      .filter((x) => x.applies_to === "all" || member.gender === 2)
      .map((x) => [x.id, x.id === "hospital-stay"]),
  );
  await page.request.put(`/api/quotations/${q.id}/declaration`, {
    data: { members: [{ member_id: member.id, height_cm: 170, weight_kg: 70, answers }] },
  });
  const detailed = await page.request.put(`/api/quotations/${q.id}/declaration/details`, {
    data: {
      details: [
        {
          member_id: member.id,
          question_id: "hospital-stay",
          condition: "Heart failure",
          diagnosed_on: "2024-01-10",
          treatment: "Admitted for a week",
          current_state: "under_treatment",
        },
      ],
    },
  });
  expect(detailed.status(), await detailed.text()).toBe(200);
  const finalized = await page.request.post(`/api/quotations/${q.id}/finalize`, { data: { declaration: true } });
  expect(await finalized.json()).toEqual({ status: "referred" });

  // The underwriter sees the decline the rules recommend, and declines.
  const underwriting = await browser.newContext({ baseURL: harness().baseURL });
  const uw = await underwriting.newPage();
  await signInPage(uw, DEMO.underwriter);
  await uw.goto("/Approval");
  const row = uw.getByRole("row").filter({ hasText: q.number });
  await expect(row).toContainText("Decline recommended");
  await row.getByRole("link", { name: q.number }).click();
  await uw.getByRole("radio", { name: "Decline" }).check();
  await uw.getByRole("button", { name: "Record the decision" }).click();
  await expect(uw.getByText("Write the reason for declining.")).toBeVisible();
  await uw
    .getByRole("textbox", { name: "Reason for declining" })
    .fill("Heart failure under treatment is outside the plans.");
  await uw.getByRole("button", { name: "Record the decision" }).click();
  await expect(uw.getByText(/^Decision recorded: Declined\./)).toBeVisible();
  await underwriting.close();

  // The partner's Approval list shows it, and opens it on the review.
  await page.goto("/Approval");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Underwriting Approvals");
  const mine = page.getByRole("row").filter({ hasText: q.number });
  await expect(mine).toContainText("Declined");
  await mine.getByRole("button", { name: `Open ${q.number}` }).click();
  await expect(page).toHaveURL("/finalizeapplicationreview");
  await expect(
    page.getByText("The underwriter declined this application; it cannot be paid or changed."),
  ).toBeVisible();
  await expect(
    page.getByText("Underwriter’s note: “Heart failure under treatment is outside the plans.”"),
  ).toBeVisible();
  await page.goto("/paymentreview");
  await expect(
    page.getByText("The underwriter declined this application; it cannot be paid or changed."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
});

test("The applicant answers and signs the declaration through their own link, and the partner sees it signed", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("applicant");
  await createQuotationWithMembers(page, [domesticWorker()], { productCategory: 2, sponsorEmail: email });
  await openInHplusWizard(page, "/question");
  await page.getByRole("link", { name: "e-mail the applicant a link to answer and sign it themselves" }).click();
  await expect(page).toHaveURL("/applicantdetail");
  await expect(page.getByText("No link has been sent for this application.")).toBeVisible();
  const sentAt = Date.now();
  await page.getByRole("button", { name: "E-mail the link to the applicant" }).click();
  await expect(page.getByText(`The declaration link was e-mailed to ${email}.`)).toBeVisible();
  // The quotation's own mail goes to the same address, and the outbox may deliver it after the click: the link's mail
  // is the one that holds the link.
  const mail = await waitForMail(email, { after: sentAt - 1000, containing: "/applicantdettail/" });
  const link = mail.text.match(/https?:\/\/\S+\/applicantdettail\/[A-Za-z0-9_-]{43}/)![0];

  // The applicant, without an account.
  const own = await browser.newContext({ baseURL: harness().baseURL });
  const applicant = await own.newPage();
  await applicant.goto(new URL(link).pathname);
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Your health declaration");
  await expect(applicant.getByText("prepared by Al Noor Insurance Brokers")).toBeVisible();
  await applicant.getByRole("button", { name: "Save answers" }).click();
  await expect(applicant.getByText("Enter the height in centimetres, from 30 to 250.")).toBeVisible();
  const maria = applicant.getByRole("region", { name: "1. Maria Santos" });
  await maria.getByRole("textbox", { name: "Height (cm)" }).fill("158");
  await maria.getByRole("textbox", { name: "Weight (kg)" }).fill("55");
  for (const group of await maria.getByRole("radiogroup").all()) await group.getByRole("radio", { name: "No" }).check();
  await applicant.getByRole("button", { name: "Save answers" }).click();
  await expect(applicant.getByRole("region", { name: "Check your declaration" })).toContainText("No to every question");
  await applicant.getByRole("button", { name: "Sign the declaration" }).click();
  await expect(applicant.getByText("Tick the box to confirm the declaration.")).toBeVisible();
  // The message is read with the box it is about.
  await expect(applicant.getByRole("checkbox")).toHaveAccessibleDescription("Tick the box to confirm the declaration.");
  await applicant.getByRole("checkbox").check();
  await applicant.getByRole("textbox", { name: "Your full name" }).fill("Ahmed Khan");
  await applicant.getByRole("button", { name: "Sign the declaration" }).click();
  await expect(applicant.getByText(/^Signed by Ahmed Khan on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await own.close();

  // The partner sees it opened and signed, and the declaration as the applicant gave it.
  await page.reload();
  await expect(page.getByText("The declaration is exactly what the applicant signed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Link to the applicant" })).toContainText("SignedAhmed Khan");
  await page.goto("/question");
  await expect(
    page.getByRole("region", { name: "1. Maria Santos" }).getByRole("textbox", { name: "Height (cm)" }),
  ).toHaveValue("158");
});
