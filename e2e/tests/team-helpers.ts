import type { Browser, Page } from "@playwright/test";
import { expect, waitForMail } from "../support/fixtures";
import { totpCode } from "../support/totp";

/** Someone an owner invites into the partner's team, with the password they will choose. */
export type Invitee = { name: string; email: string; userId: string; password: string };

/**
 * On the owner's team page: invites `invitee` as an agent (the form's default role) and answers the link of the e-mail
 * the invitation sent them.
 */
export async function inviteFromTeamPage(page: Page, partnerName: string, invitee: Invitee): Promise<string> {
  const invitedAt = Date.now() - 1_000;
  await page.getByRole("button", { name: "Invite a person" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a person" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(invitee.name);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(invitee.email);
  await dialog.getByRole("textbox", { name: "User ID" }).fill(invitee.userId);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `An invitation was e-mailed to ${invitee.email}. Its link works for 72 hours.`,
  );
  await expect(page.getByRole("list", { name: "Waiting invitations" })).toContainText(invitee.name);

  const mail = await waitForMail(invitee.email, {
    after: invitedAt,
    subject: `Join ${partnerName} on the Partner Portal`,
  });
  const link = mail.text.match(/https?:\/\/\S+\/join-team\?token=[\w-]+/)?.[0];
  expect(link, `invitation link in ${mail.file}`).toBeTruthy();
  return link!;
}

/**
 * The invitee, in a browser of their own, follows the link: chooses a password, sets up the second factor with a code
 * of the app and saves the recovery codes, and is signed in on the partner's home page. Answers their page and the
 * authenticator's secret.
 */
export async function acceptInvitation(browser: Browser, link: string, invitee: Invitee, partnerName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Join ${partnerName}` })).toBeVisible();
  await expect(page.getByText(invitee.userId, { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(invitee.password);
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(invitee.password);
  await page.getByRole("button", { name: "Accept and continue" }).click();

  await expect(page).toHaveURL(/\/login\/two-factor-setup$/);
  const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replaceAll(" ", "");
  await page.getByRole("textbox", { name: "Code from your app" }).fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved my codes: continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${partnerName}` })).toBeVisible();
  return { page, secret };
}
