import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO, expect, type Mail, test, waitForMail } from "../support/fixtures";
import { tableRows } from "./backoffice-helpers";
import { ACCEPTED_CARD, payOnSandbox, seriousViolations } from "./quotation-documents-helpers";
import { addDays, choose, pickDate, uaeToday, uniqueEmail } from "./quotation-helpers";
import { INSURED, renewToPayment } from "./renewal-helpers";

const nav = (page: Page, section: "New Business" | "Renewed Business", entry: string) =>
  page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("list", { name: "Invitations", exact: true })
    .getByRole("list", { name: section, exact: true })
    .getByRole("link", { name: entry, exact: true });

/** The row of the list that names the customer's e-mail. */
const rowOf = (page: Page, email: string) => tableRows(page).filter({ hasText: email });

/** The text of one attachment of a mail. */
function attachmentText(mail: Mail, filename: string) {
  const attachment = mail.attachments.find((a) => a.filename === filename);
  if (!attachment) throw new Error(`no ${filename} in ${mail.file}`);
  return attachment.text;
}

test("A partner invites a customer to renew; the customer renews and pays through the link", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const fatima = INSURED.fatima;
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  const found = await page.request.get(`/api/backoffice/policies?product=basic&q=${fatima.emiratesId}`);
  const policyNo = ((await found.json()) as { rows: { policyNo: string }[] }).rows[0]!.policyNo;

  await nav(page, "Renewed Business", "Basic renewal").click();
  await expect(page).toHaveURL("/invitationsrenewals");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Basic renewal invitations");

  // A number the partner does not hold: the server's message on the field, and nothing typed is lost.
  const email = uniqueEmail("inv");
  const form = page.getByRole("form", { name: "Send invitation" });
  await form.getByRole("textbox", { name: "Customer name" }).fill(fatima.name);
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await choose(page, "Mobile code", "055");
  await form.getByRole("textbox", { name: "Mobile number" }).fill("3344556");
  const policyField = form.getByRole("textbox", { name: "Policy number" });
  await policyField.fill("BP-1999-000001");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(policyField).toHaveAccessibleDescription("Policy not found.");
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);

  await policyField.fill(policyNo);
  const sentAt = Date.now();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The invitation was e-mailed to ${email}.` })).toBeVisible();
  await expect(rowOf(page, email)).toContainText("Sent");
  await expect(rowOf(page, email)).toContainText(policyNo);
  expect(await seriousViolations(page)).toEqual([]);

  // The customer, in a browser of their own, follows the link from the e-mail.
  const mail = await waitForMail(email, { after: sentAt });
  expect(mail.headers).toContain(`Renew your Basic health insurance (${policyNo})`);
  const link = mail.text.match(/https?:\/\/\S+\/invite\/[\w-]+/)?.[0];
  expect(link, `invitation link in ${mail.file}`).toBeTruthy();
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(link!);
  await expect(customer.getByRole("region", { name: "Your policy" })).toContainText(policyNo);
  await renewToPayment(customer);
  await customer.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(customer, { number: ACCEPTED_CARD });
  await expect(customer).toHaveURL(/\/Basic-Renewals\/invitations-renewal\?TransactionID=/);
  await expect(customer.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();

  // The same link now says the renewal is done; the partner sees the invitation completed.
  await customer.goto(link!);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Already done");
  await context.close();
  await page.reload();
  await expect(rowOf(page, email)).toContainText("Completed");
});

test("A partner books a video call; the customer's e-mail carries the calendar entry", async ({ page }) => {
  test.setTimeout(120_000);
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  await nav(page, "Renewed Business", "Video Call Invite").click();
  await expect(page).toHaveURL("/videocall-invite");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video call invites");

  const email = uniqueEmail("vc");
  const day = addDays(uaeToday(), 3);
  const form = page.getByRole("form", { name: "Send video call invite" });
  await form.getByRole("textbox", { name: "Customer name" }).fill("Omar Farouk");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("textbox", { name: "Mobile number" }).fill("7654321");
  await pickDate(page, "Date", day);
  await form.getByLabel("Time (Dubai)").fill("10:30");
  await choose(page, "Duration", "45 minutes");
  const link = form.getByRole("textbox", { name: "Meeting link" });
  await link.fill("http://zoom.us/j/123");
  await form.getByRole("button", { name: "Send video call invite" }).click();
  await expect(link).toHaveAccessibleDescription("Enter the https link of your Teams, Zoom or Meet meeting.");
  // A link from the portal's address leads only to a meeting service, never to a site of the partner's choosing.
  await link.fill("https://zoom.us.meetings.example/j/123");
  await form.getByRole("button", { name: "Send video call invite" }).click();
  await expect(link).toHaveAccessibleDescription(
    "Use a meeting link on teams.microsoft.com, teams.live.com, zoom.us, zoom.com, meet.google.com, webex.com.",
  );
  await link.fill("https://zoom.us/j/123456789");
  const sentAt = Date.now();
  await form.getByRole("button", { name: "Send video call invite" }).click();
  await expect(page.getByRole("status").filter({ hasText: `e-mailed to ${email}` })).toBeVisible();
  await expect(rowOf(page, email)).toContainText("Upcoming");
  await expect(rowOf(page, email)).toContainText("45 minutes");
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await waitForMail(email, { after: sentAt });
  expect(mail.headers).toMatch(/text\/calendar|multipart/i);
  const ics = attachmentText(mail, "invite.ics");
  const ymd = `${day.y}${String(day.m).padStart(2, "0")}${String(day.d).padStart(2, "0")}`;
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain(`DTSTART:${ymd}T063000Z`);
  expect(ics).toContain(`DTEND:${ymd}T071500Z`);
  const uid = ics.match(/UID:(\S+)/)?.[1];
  expect(uid).toBeTruthy();

  // Cancelling sends the same calendar entry cancelled, one sequence later.
  const cancelledAt = Date.now();
  await rowOf(page, email).getByRole("button", { name: "Cancel the video call with Omar Farouk" }).click();
  // It asks first: keeping the call changes nothing.
  const confirm = page.getByRole("dialog", { name: "Cancel the call with Omar Farouk?" });
  await confirm.getByRole("button", { name: "Keep the call" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rowOf(page, email)).not.toContainText("Cancelled");
  await rowOf(page, email).getByRole("button", { name: "Cancel the video call with Omar Farouk" }).click();
  await confirm.getByRole("button", { name: "Cancel call" }).click();
  await expect(rowOf(page, email)).toContainText("Cancelled");
  const cancel = await waitForMail(email, { after: cancelledAt });
  const cancelIcs = attachmentText(cancel, "cancel.ics");
  expect(cancelIcs).toContain("METHOD:CANCEL");
  expect(cancelIcs).toContain(`UID:${uid}`);
  expect(cancelIcs).toContain("SEQUENCE:1");
});

test("Cancelling a PA invitation asks first, then ends the customer's link", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  await nav(page, "New Business", "PA").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PA invitations");

  const email = uniqueEmail("inv-pa");
  const form = page.getByRole("form", { name: "Send invitation" });
  await form.getByRole("textbox", { name: "Customer name" }).fill("Yusuf Rahman");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await choose(page, "Mobile code", "050");
  await form.getByRole("textbox", { name: "Mobile number" }).fill("7654321");
  const sentAt = Date.now();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(rowOf(page, email)).toContainText("Sent");
  const link = (await waitForMail(email, { after: sentAt })).text.match(/https?:\/\/\S+\/invite\/[\w-]+/)![0];

  const cancel = rowOf(page, email).getByRole("button", { name: "Cancel the invitation to Yusuf Rahman" });
  const confirm = page.getByRole("dialog", { name: "Cancel the invitation to Yusuf Rahman?" });
  await cancel.click();
  await expect(confirm).toContainText(`The link e-mailed to ${email} stops working at once.`);
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(rowOf(page, email)).toContainText("Sent");

  await cancel.click();
  await confirm.getByRole("button", { name: "Cancel invitation" }).click();
  await expect(rowOf(page, email)).toContainText("Cancelled");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invitation cancelled");
});
