import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { expectFound, searchList, tableRows } from "./backoffice-helpers";
import { ACCEPTED_CARD, payOnSandbox } from "./quotation-documents-helpers";
import { answerAsExpected, DEMO_SPONSOR_EMAIL, INSURED } from "./renewal-helpers";

test.describe.configure({ timeout: 120_000 });

/** The partner's renewal screens: the renewal's own addresses under the shell's /renewal. */
const SHELL = {
  details: "/renewal/policydetailsrenewals",
  questions: "/renewal/question",
  finalize: "/renewal/finalizeapplicationrenewals",
  payment: "/renewal/paymentreviewrenewals",
  result: "/renewal/paymentsuccessrenewals",
} as const;

test("A partner invites a customer to renew with the form filled from the policy, then renews and pays it in the shell", async ({
  page,
}) => {
  await signInPage(page, DEMO.all);
  const rashid = INSURED.rashid;
  await page.goto("/policiePendingRenewals/pending");
  await searchList(page, rashid.emiratesId);
  await expectFound(page, 1, "pending renewals");
  const row = tableRows(page).first();
  const policyNo = (await row.getByRole("cell").first().innerText()).trim();

  // "Invite to renew": the invitation form already holds the sponsor and the policy.
  await page.getByRole("button", { name: `Invite the customer to renew policy ${policyNo}` }).click();
  await expect(page).toHaveURL("/invitationsrenewals");
  const form = page.getByRole("form", { name: "Send invitation" });
  await expect(form.getByLabel("E-mail")).toHaveValue(DEMO_SPONSOR_EMAIL);
  await expect(form.getByLabel("Policy number")).toHaveValue(policyNo);
  await expect(form.getByLabel("Mobile number")).not.toHaveValue("");
  expect(await form.getByLabel("Customer name").inputValue()).not.toBe("");
  // The contact details travel in the page's state, never in its address.
  expect(page.url()).not.toContain("@");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText(`The invitation was e-mailed to ${DEMO_SPONSOR_EMAIL}.`)).toBeVisible();

  // "Start renewal": the renewal's screens inside the shell, worded for the partner.
  await page.goto("/policiePendingRenewals/pending");
  await searchList(page, rashid.emiratesId);
  await page.getByRole("button", { name: `Start renewal of policy ${policyNo}` }).click();
  await expect(page).toHaveURL(SHELL.details);
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu).toBeVisible();
  await expect(page.getByText("You are renewing this policy for your customer.")).toBeVisible();
  await expect(page.getByRole("region", { name: "The customer's policy" })).toContainText(policyNo);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(SHELL.questions);
  await answerAsExpected(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(SHELL.finalize);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review the renewal");
  await page.getByRole("checkbox", { name: /I confirm that the information given is accurate/ }).check();
  await page.getByRole("button", { name: "Finalize" }).click();
  await expect(page).toHaveURL(SHELL.payment);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });

  // The gateway brings the partner back into the shell, not to the customer's pages.
  await expect(page).toHaveURL(new RegExp(`${SHELL.result}\\?TransactionID=`));
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  await expect(page.getByText(/The payment was successful and the policy has been renewed as BP-/)).toBeVisible();
  await expect(menu).toBeVisible();
});
