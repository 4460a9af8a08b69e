import type { Page } from "@playwright/test";
import { expect, signIn, test, waitForMail } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import { nextTotpCode, totpCode } from "../support/totp";

const owner = TEST_PARTNERS.team;
const agent = {
  name: "Priya Nair",
  email: "priya.nair@e2e-team.example.test",
  userId: "e2e.team.priya",
  password: "Quiet#Harbour2031",
};
const OWNERS_ONLY = "Only an owner of the partner manages its team.";

async function openMenu(page: Page) {
  await page.getByRole("button", { name: owner.name }).click();
}

/*
 * Decision 060: an owner invites an agent from the team page; the agent follows the e-mailed link, chooses a password,
 * sets up the second factor and is signed in; they sign in again with both; the link works once; an agent has no team
 * page.
 */
test("An owner invites an agent, who sets a password and a second factor from the e-mail and signs in; an agent has no team page", async ({
  page,
  browser,
}) => {
  // Two browsers and three sign-ins: more than the usual time on a loaded machine.
  test.slow();
  const invitedAt = Date.now() - 1_000;
  await signIn(page, owner.userId, owner.password);
  await openMenu(page);
  await page.getByRole("menuitem", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  await page.getByRole("button", { name: "Invite a person" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a person" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(agent.name);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(agent.email);
  await dialog.getByRole("textbox", { name: "User ID" }).fill(agent.userId);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `An invitation was e-mailed to ${agent.email}. Its link works for 72 hours.`,
  );
  await expect(page.getByRole("list", { name: "Waiting invitations" })).toContainText(agent.name);

  const mail = await waitForMail(agent.email, {
    after: invitedAt,
    subject: `Join ${owner.name} on the Partner Portal`,
  });
  const link = mail.text.match(/https?:\/\/\S+\/join-team\?token=[\w-]+/)?.[0];
  expect(link, `invitation link in ${mail.file}`).toBeTruthy();

  // The agent, in a browser of their own.
  const context = await browser.newContext();
  const agentPage = await context.newPage();
  await agentPage.goto(link!);
  await expect(agentPage.getByRole("heading", { level: 1, name: `Join ${owner.name}` })).toBeVisible();
  await expect(agentPage.getByText(agent.userId, { exact: true })).toBeVisible();
  await agentPage.getByRole("textbox", { name: "New password", exact: true }).fill(agent.password);
  await agentPage.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(agent.password);
  await agentPage.getByRole("button", { name: "Accept and continue" }).click();

  await expect(agentPage).toHaveURL(/\/login\/two-factor-setup$/);
  const secret = ((await agentPage.getByTestId("two-factor-secret").textContent()) ?? "").replaceAll(" ", "");
  await agentPage.getByRole("textbox", { name: "Code from your app" }).fill(totpCode(secret));
  await agentPage.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(agentPage.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await agentPage.getByRole("button", { name: "I have saved my codes: continue" }).click();
  await expect(agentPage.getByRole("heading", { level: 1, name: `Welcome, ${owner.name}` })).toBeVisible();

  // An agent's menu has no team page, and its address says it is an owner's.
  await agentPage.getByRole("button", { name: owner.name }).click();
  await expect(agentPage.getByRole("menuitem", { name: "Security" })).toBeVisible();
  await expect(agentPage.getByRole("menuitem", { name: "Team" })).toHaveCount(0);
  await agentPage.getByRole("menuitem", { name: "Logout" }).click();
  await expect(agentPage).toHaveURL(/\/login$/);

  // Signing in again takes the password and a code of the app.
  await agentPage.getByRole("textbox", { name: "User ID", exact: true }).fill(agent.userId);
  await agentPage.getByRole("textbox", { name: "Password", exact: true }).fill(agent.password);
  await agentPage.getByRole("button", { name: "Sign in" }).click();
  await expect(agentPage).toHaveURL(/\/login\/two-factor$/);
  await agentPage.getByRole("textbox", { name: "Code from your app", exact: true }).fill(nextTotpCode(secret));
  await agentPage.getByRole("button", { name: "Verify" }).click();
  await expect(agentPage.getByRole("heading", { level: 1, name: `Welcome, ${owner.name}` })).toBeVisible();
  await agentPage.goto("/team");
  await expect(agentPage.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(agentPage.getByText(OWNERS_ONLY)).toBeVisible();
  await expect(agentPage.getByRole("table", { name: "People" })).toHaveCount(0);

  // The link works once.
  await agentPage.goto(link!);
  await expect(agentPage.getByRole("alert")).toHaveText(
    "This invitation has already been accepted. Sign in with your user id and password.",
  );
  await context.close();

  // The owner sees the agent in the team, with the second factor on.
  await page.reload();
  const row = page.getByRole("table", { name: "People" }).getByRole("row").filter({ hasText: agent.name });
  await expect(row).toContainText("Agent");
  await expect(row).toContainText("On");
  await expect(page.getByRole("list", { name: "Waiting invitations" })).toHaveCount(0);
});
