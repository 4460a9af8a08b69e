import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import { nextTotpCode } from "../support/totp";
import { acceptInvitation, inviteFromTeamPage } from "./team-helpers";

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
  await signIn(page, owner.userId, owner.password);
  await openMenu(page);
  await page.getByRole("menuitem", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  const link = await inviteFromTeamPage(page, owner.name, agent);

  // The agent, in a browser of their own.
  const { page: agentPage, secret } = await acceptInvitation(browser, link, agent, owner.name);
  const context = agentPage.context();

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
  await agentPage.goto(link);
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
