import { signInPage } from "../support/api-session";
import { DEMO, expect, test, waitForMail } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import {
  ACCEPTED_CARD,
  createFinalizedQuotation,
  iso,
  PAYMENT_PATH,
  payOnSandbox,
} from "./quotation-documents-helpers";
import { addDays, choose, pickDate, uaeToday, uniqueEmail } from "./quotation-helpers";

test("A customer pays through the e-mailed link and sees the outcome; another browser with the same address sees nothing", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, DEMO.all);
  const email = uniqueEmail("paylink");
  await createFinalizedQuotation(page, { sponsorEmail: email });
  await page.goto(PAYMENT_PATH);
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Send payment link" }).click();
  await expect(page.getByText(`A payment link was e-mailed to ${email}.`)).toBeVisible();

  // The quotation's own mail goes to the same address, and the outbox may deliver it after the click.
  const mail = await waitForMail(email, { after: sentAt, containing: "/pay/" });
  const link = mail.text.match(/https?:\/\/\S+\/pay\/[\w-]+/)?.[0];
  expect(link, `payment link in ${mail.file}`).toBeTruthy();
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(link!);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Pay for your health insurance");
  await customer.getByRole("button", { name: "Pay by card" }).click();
  await payOnSandbox(customer, { number: ACCEPTED_CARD });
  await expect(customer).toHaveURL(/\/pay\/result\?TransactionID=/);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Congratulations");
  await expect(customer.getByText(/Policy BP-\d{4}-\d+ has been issued/)).toBeVisible();
  const resultUrl = customer.url();
  await customerContext.close();

  // Someone who got hold of the address, without the link: nothing about the payment.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const answer = await stranger.goto(resultUrl);
  expect(answer?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Payment result");
  await expect(stranger.getByText("We cannot show this payment here.", { exact: false })).toBeVisible();
  await expect(stranger.getByText(/AED|BP-\d{4}/)).toHaveCount(0);
  await strangerContext.close();
});

test("A partner past the day's video call invites is told the limit and when it resets, and keeps what was typed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const partner = TEST_PARTNERS.quota;
  await signInPage(page, partner);
  const day = addDays(uaeToday(), 3);
  const call = (n: number) => ({
    name: "Omar Farouk",
    email: `quota.${n}@example.com`,
    mobile_prefix: "050",
    mobile_number: "7654321",
    date: iso(day),
    time: "10:30",
    duration: 30,
    meeting_url: "https://zoom.us/j/123456789",
  });
  // The day's invites, sent as fast as the API takes them (the default limit is 30).
  let sent = 0;
  for (;;) {
    const res = await page.request.post("/api/video-calls", { data: call(sent) });
    if (res.status() === 429) break;
    expect(res.status(), await res.text()).toBe(201);
    sent++;
  }
  expect(sent).toBe(30);

  await page.goto("/videocall-invite");
  const form = page.getByRole("form", { name: "Send video call invite" });
  await form.getByRole("textbox", { name: "Customer name" }).fill("Layla Haddad");
  await form.getByRole("textbox", { name: "E-mail" }).fill("layla.haddad@example.com");
  await choose(page, "Mobile code", "055");
  await form.getByRole("textbox", { name: "Mobile number" }).fill("1234567");
  await pickDate(page, "Date", day);
  await form.getByLabel("Time (Dubai)").fill("11:00");
  await form.getByRole("textbox", { name: "Meeting link" }).fill("https://zoom.us/j/987654321");
  await form.getByRole("button", { name: "Send video call invite" }).click();
  const reset = addDays(uaeToday(), 1);
  const resetDay = `${String(reset.d).padStart(2, "0")}/${String(reset.m).padStart(2, "0")}/${reset.y}`;
  await expect(form.getByRole("alert")).toHaveText(
    `Your account can send 30 video call invites a day, and today's are used up. You can send more from 00:00 UAE time on ${resetDay}. If you need a higher limit, ask your account manager. Your entries are kept.`,
  );
  await expect(form.getByRole("textbox", { name: "Customer name" })).toHaveValue("Layla Haddad");
  await expect(form.getByRole("textbox", { name: "Meeting link" })).toHaveValue("https://zoom.us/j/987654321");
});
