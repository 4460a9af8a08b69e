import { DEMO, expect, signIn, test, waitForMail } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";

const REQUESTED =
  "If an account matches what you entered, we have sent a link to reset the password. It is valid for 30 minutes.";

test("Partner resets a forgotten password from the e-mailed link and signs in with it", async ({ page }) => {
  const partner = TEST_PARTNERS.reset;
  const newPassword = "Fresh#Harbour2026";
  const requestedAt = Date.now() - 1_000;

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  await page.getByRole("textbox", { name: "User ID or e-mail address", exact: true }).fill(partner.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(REQUESTED);

  const mail = await waitForMail(partner.email, { after: requestedAt });
  const link = mail.text.match(/https?:\/\/\S+\/resetpassword\?token=[\w-]+/)?.[0];
  expect(link, `reset link in ${mail.file}`).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(`${newPassword}!`);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();

  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed. Sign in with the new password.");

  // The link works once.
  await page.reload();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired. Request a new one.");
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/resetpassword");

  await page.goto("/login");
  await signIn(page, partner.userId, newPassword);
  await expect(page).toHaveURL(/\/partnerhomepage$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${partner.name}` })).toBeVisible();
});

test("A reset request answers the same for an unknown account", async ({ page }) => {
  await page.goto("/resetpassword");
  await page.getByRole("textbox", { name: "User ID or e-mail address", exact: true }).fill("nobody.at.all");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText(REQUESTED);
});

test("A made-up reset link offers to request a new one", async ({ page }) => {
  await page.goto("/resetpassword?token=not-a-real-token-but-long-enough-to-check");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Another#Password2026");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Another#Password2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired. Request a new one.");
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  // The demo partner is untouched by all this.
  await signIn(page, DEMO.basic.userId, DEMO.basic.password);
});
