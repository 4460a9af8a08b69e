import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, readStorage, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";
import { ACCEPTED_CARD, DECLINED_CARD, payOnSandbox, seriousViolations } from "./quotation-documents-helpers";
import { uniqueEmail } from "./quotation-helpers";
import {
  amountDue,
  DEMO_SPONSOR_EMAIL,
  horizontalOverflow,
  INSURED,
  KEEP_ONE_MEMBER,
  masked,
  pdfText,
  QUOTATION_NUMBER,
  RENEWAL,
  renewToPayment,
  searchPolicy,
  unlockWithMailedCode,
} from "./renewal-helpers";

/**
 * Holds back "the receipt is ready" while `held()` is true, so the page is seen generating it first; the page keeps
 * asking the server and shows the download once the answer lets it through.
 */
async function holdReceipt(page: Page, held: () => boolean) {
  const hold = (json: Record<string, unknown>) => Object.assign(json, { receiptReady: false, receiptUrl: null });
  await page.route(/\/api\/renewals\/payments\/[^/?]+(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: held() ? hold(json) : json });
  });
  // The result page comes with the transaction's first answer in its HTML (its early answers): held there too. The
  // gateway's answer redirects to it, and a redirected request is not routed: the redirect is made a new navigation.
  await page.route("**/api/payments/return", async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers().location;
    if (!location) return route.fulfill({ response });
    await route.fulfill({
      contentType: "text/html",
      body: `<meta http-equiv="refresh" content="0;url=${location.replaceAll("&", "&amp;")}">`,
    });
  });
  await page.route(
    (url) => url.pathname === RENEWAL.result,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="early-answers">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const answers = JSON.parse(json) as Record<string, Record<string, unknown>>;
          if (held()) for (const answer of Object.values(answers)) hold(answer);
          return `${open}${JSON.stringify(answers).replaceAll("<", "\\u003c")}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/** Insured with Priya on the demo policy; the customer drops her at renewal. */
const LAKSHMI = "Lakshmi Menon";

test("A customer renews a policy from the search to the payment receipt, dropping a member", async ({ page }) => {
  test.setTimeout(180_000);
  const priya = INSURED.priya;
  const policyNo = await searchPolicy(page, "Emirates ID", priya.emiratesId, priya.dateOfBirth);

  // Policy details, masked as anyone who found the policy sees it: the policy, its members, the amounts.
  const policy = page.getByRole("region", { name: "Your policy" });
  await expect(policy).toContainText("Omar H.");
  await expect(policy).not.toContainText("Haddad");
  await expect(policy).toContainText("NEXTCARE");
  await expect(policy).toContainText("Basic health plan");
  const members = page.getByRole("region", { name: "Insured members" });
  await expect(members.getByRole("heading", { level: 3, name: masked(priya.name) })).toBeVisible();
  await expect(members).not.toContainText("Age at renewal");
  await expect(members).not.toContainText("Date of birth");
  await expect(members).toContainText(/Renewal premium\s*AED [\d,]+\.\d{2}/);
  const withBoth = await amountDue(page);
  expect(withBoth).toMatch(/^AED [\d,]+\.\d{2}$/);
  await expect(members.getByRole("heading", { level: 3, name: masked(LAKSHMI) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact details" })).toContainText("o•••••@e•••••.com");
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveCount(0);

  // Lakshmi is no longer to be insured: dropping her lowers the amount due.
  const keep = page.getByRole("checkbox", { name: `Keep insured: ${masked(priya.name)}` });
  const continueButton = page.getByRole("button", { name: "Continue" });
  await page.getByRole("checkbox", { name: `Keep insured: ${masked(LAKSHMI)}` }).uncheck();
  const due = await amountDue(page);
  expect(due).toMatch(/^AED [\d,]+\.\d{2}$/);
  expect(due).not.toBe(withBoth);
  // Nobody left: the rule shows and Continue is blocked until someone is kept again.
  await keep.uncheck();
  await expect(page.getByRole("alert").filter({ hasText: KEEP_ONE_MEMBER })).toBeVisible();
  await expect(continueButton).toBeDisabled();
  expect(await amountDue(page)).toBe("AED 0.00");
  await keep.check();
  await expect(page.getByText(KEEP_ONE_MEMBER)).toHaveCount(0);
  expect(await amountDue(page)).toBe(due);

  // New contact details need the full details: the code e-mailed to the address on file shows them, and the
  // members ticked stay as they were.
  await unlockWithMailedCode(page, policyNo);
  await expect(policy).toContainText("Omar Haddad");
  await expect(members.getByRole("heading", { level: 3, name: priya.name })).toBeVisible();
  await expect(members).toContainText("Age at renewal");
  await expect(page.getByRole("checkbox", { name: `Keep insured: ${LAKSHMI}` })).not.toBeChecked();
  expect(await amountDue(page)).toBe(due);
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(DEMO_SPONSOR_EMAIL);

  // Contact details, checked with the sponsor form's rules.
  const email = uniqueEmail("rn");
  await page.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
  await page.getByRole("textbox", { name: "Mobile number" }).fill("12");
  await continueButton.click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription("Invalid email address.");
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveAccessibleDescription(
    "Mobile Number is required and It should be 7 digit long.",
  );
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  // The renewal's mobile code is the browser's own select (a phone opens its native picker).
  await page.getByRole("combobox", { name: "Mobile code" }).selectOption("058");
  await page.getByRole("textbox", { name: "Mobile number" }).fill("7654321");
  await continueButton.click();

  // The declaration: every question, with details where the answer is not the usual one.
  await expect(page).toHaveURL(RENEWAL.questions);
  await expect(page.getByRole("heading", { level: 1, name: "Declaration" })).toBeVisible();
  const quotationNo = (await page.getByText(/Renewal quotation number:/).textContent())!.match(QUOTATION_NUMBER)![0];
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Answer this question.")).toHaveCount(3);
  const resident = page.getByRole("radiogroup", { name: /still resident in the UAE/ });
  const employer = page.getByRole("radiogroup", { name: /changed employer or sponsor/ });
  const hospital = page.getByRole("radiogroup", { name: /admitted to hospital/ });
  await resident.getByRole("radio", { name: "Yes" }).check();
  await employer.getByRole("radio", { name: "No" }).check();
  await hospital.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Tell us more about this answer.")).toBeVisible();
  await expect(page.getByText("Answer this question.")).toHaveCount(0);
  await page
    .getByRole("group", { name: /admitted to hospital/ })
    .getByRole("textbox", { name: "Details" })
    .fill("Day surgery for a broken wrist in March; fully recovered.");
  await page.getByRole("button", { name: "Continue" }).click();

  // Review and declaration.
  await expect(page).toHaveURL(RENEWAL.finalize);
  await expect(page.getByRole("region", { name: "Renewal" })).toContainText(policyNo);
  await expect(page.getByRole("region", { name: "Renewal" })).toContainText(quotationNo);
  await expect(page.getByRole("region", { name: "Contact details" })).toContainText(email);
  await expect(page.getByRole("region", { name: "Contact details" })).toContainText("0587654321");
  const reviewed = page.getByRole("region", { name: "Insured members" });
  await expect(reviewed).toContainText("Yes: Day surgery for a broken wrist in March; fully recovered.");
  await expect(reviewed).toContainText(due);
  await expect(reviewed).not.toContainText(LAKSHMI);
  const finalize = page.getByRole("button", { name: "Finalize" });
  await expect(finalize).toBeDisabled();
  await page.getByRole("checkbox", { name: /I confirm that the information given is accurate/ }).check();
  await finalize.click();

  // Payment: the amount the server computed, then the hosted payment page.
  await expect(page).toHaveURL(RENEWAL.payment);
  await expect(page.getByText(/Renewal quotation number:/)).toContainText(quotationNo);
  await expect(page.getByText(due).first()).toBeVisible();
  let receiptHeld = true;
  await holdReceipt(page, () => receiptHeld);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });

  // The result shows what the server recorded, and the receipt once it exists.
  await expect(page).toHaveURL(new RegExp(`${RENEWAL.result}\\?TransactionID=`));
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  await expect(page.getByText(/Renewal quotation number:/)).toContainText(quotationNo);
  await expect(page.getByRole("navigation", { name: "Renewal steps" }).locator('[aria-current="step"]')).toHaveText(
    /Payment/,
  );
  const generating = page.getByRole("button", { name: "Generating payment receipt..." });
  await expect(generating).toBeDisabled();
  receiptHeld = false;
  const download = page.getByRole("link", { name: /Download payment receipt/ });
  await expect(download).toBeVisible();
  await expect(generating).toHaveCount(0);
  const invoiceHref = await page.getByRole("link", { name: /Download tax invoice/ }).getAttribute("href");
  const invoice = await page.request.get(invoiceHref!);
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toContain("application/pdf");
  // The renewed members' health cards, to keep on the phone.
  const cardsHref = await page.getByRole("link", { name: /Download health cards/ }).getAttribute("href");
  const cards = await page.request.get(cardsHref!);
  expect(cards.status()).toBe(200);
  expect(cards.headers()["content-type"]).toContain("application/pdf");

  const transactionId = new URL(page.url()).searchParams.get("TransactionID")!;
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText(`Transaction ID${transactionId}`);
  await expect(summary).toContainText(`Payment Value in AED${due}`);
  await expect(page.getByText(/Your Emirates ID will be activated within 5 working days/)).toBeVisible();
  const config = (await (await page.request.get("/api/config")).json()) as {
    links: { healthInformation: string; feedback: string };
  };
  await expect(page.getByRole("link", { name: /Health information/ })).toHaveAttribute(
    "href",
    config.links.healthInformation,
  );
  await expect(page.getByText(`The policy documents are e-mailed to ${email}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: /Click here to rate us!/ })).toHaveAttribute(
    "href",
    config.links.feedback,
  );
  expect((await readStorage(page)).session.Parent_Quotation_No).toBeUndefined();

  // The receipt names the transaction and the amount.
  const receiptHref = await download.getAttribute("href");
  const receipt = await page.request.get(receiptHref!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()["content-type"]).toContain("application/pdf");
  const text = await pdfText(await receipt.body());
  expect(text).toContain(transactionId);
  expect(text).toContain(due);

  // The result page on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, "paymentsuccessrenewals-360.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Start new application" }).click();
  await expect(page).toHaveURL(RENEWAL.search);
});

test("A declined card shows the failure, and Go Back returns to the renewal payment step", async ({ page }) => {
  test.setTimeout(120_000);
  const grace = INSURED.grace;
  await searchPolicy(page, "Emirates ID", grace.emiratesId, grace.dateOfBirth);
  const renewal = await renewToPayment(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: DECLINED_CARD });

  await expect(page).toHaveURL(new RegExp(RENEWAL.result));
  await expect(page.getByRole("heading", { level: 1, name: "Your payment failed" })).toBeVisible();
  await expect(page.getByText(/Renewal quotation number:/)).toContainText(renewal.quotationNo);
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page.getByText("Congratulations")).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(360);
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, "paymentfailedrenewals-360.png"), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(RENEWAL.payment);
  // Still confirmed and payable.
  await expect(page.getByText(renewal.amountDue).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeEnabled();
});

test("A signed-in partner renews another partner's customer's policy, masked, and the renewal stays with the selling partner", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInPage(page, DEMO.basic);
  const bilal = INSURED.bilal;
  await page.goto(RENEWAL.search);
  await expect(page.getByText(/You are signed in as/)).toBeVisible();
  const searched = page.waitForRequest((r) => r.url().endsWith("/api/renewals/search") && r.method() === "POST");
  await searchPolicy(page, "Passport", bilal.passport, bilal.dateOfBirth);
  const partner = JSON.parse((await readStorage(page)).session.PartnerDetails!) as { partner_sno: number };
  expect((await searched).postDataJSON()).toMatchObject({ partner_sno: partner.partner_sno });
  // agent.all sold this policy: agent.basic sees it as the customer would.
  await expect(page.getByRole("region", { name: "Insured members" })).toContainText(masked(bilal.name));
  await expect(page.getByRole("button", { name: "Show full details / change contact details" })).toBeVisible();

  const renewal = await renewToPayment(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  const shown = (await page.getByText(/Renewal quotation number:/).textContent())!.match(QUOTATION_NUMBER)![0];
  expect(shown).toBe(renewal.quotationNo);

  // The renewal is recorded for agent.all, who sold the policy, never for agent.basic, who searched.
  const quotationsOf = async (p: Page) => {
    const list = await p.request.get(`/api/backoffice/quotations?product=basic&q=${encodeURIComponent(shown)}`);
    expect(list.status()).toBe(200);
    return ((await list.json()) as { rows: { quotationNo: string }[] }).rows.map((r) => r.quotationNo);
  };
  expect(await quotationsOf(page)).toEqual([]);
  const seller = await browser.newContext();
  const sellerPage = await seller.newPage();
  await signInPage(sellerPage, DEMO.all);
  expect(await quotationsOf(sellerPage)).toEqual([shown]);
  await seller.close();
});
