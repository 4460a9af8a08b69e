import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import { nextTotpCode, totpCode } from "../support/totp";

const partner = TEST_PARTNERS.twoFactor;
const USED = "The code is incorrect or has already been used. Enter the code your authenticator app shows now.";

async function logOut(page: Page) {
  await page.getByRole("button", { name: partner.name }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function typePassword(page: Page) {
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill(partner.userId);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(partner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The password step of a partner with a second factor: it leads to the code, not into the portal. */
async function passwordStep(page: Page) {
  await typePassword(page);
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
}

async function enterCode(page: Page, label: string, code: string) {
  await page.getByRole("textbox", { name: label, exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("Partner turns on two-factor sign-in, then signs in with the app's code and with each recovery code once", async ({
  page,
  browser,
}) => {
  // Six sign-ins and a second browser: three times the usual time on a loaded machine.
  test.slow();
  await signIn(page, partner.userId, partner.password);
  await page.getByRole("button", { name: partner.name }).click();
  await page.getByRole("menuitem", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await expect(section).toContainText("Two-factor sign-in is off.");
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await section.getByTestId("two-factor-secret").textContent()) ?? "";
  expect(secret.replaceAll(" ", "")).toMatch(/^[A-Z2-7]{32}$/);

  await section.getByRole("textbox", { name: "Code from your app" }).fill(totpCode(secret));
  await section.getByRole("textbox", { name: "Your password" }).fill(partner.password);
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  await section.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(section).toContainText("Two-factor sign-in is on");
  await expect(section).toContainText("You have 10 of 10 recovery codes left.");

  // With the app: the password alone no longer opens the portal.
  await logOut(page);
  await passwordStep(page);
  await enterCode(page, "Code from your app", nextTotpCode(secret));
  await expect(page).toHaveURL(/\/partnerhomepage$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${partner.name}` })).toBeVisible();

  // With a recovery code instead of the phone.
  await logOut(page);
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await enterCode(page, "Recovery code", recovery[0]!);
  await expect(page).toHaveURL(/\/partnerhomepage$/);

  // The same recovery code a second time is refused; the next one works.
  await logOut(page);
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await enterCode(page, "Recovery code", recovery[0]!);
  await expect(page.getByText(USED)).toBeVisible();
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await enterCode(page, "Recovery code", recovery[1]!);
  await expect(page).toHaveURL(/\/partnerhomepage$/);

  await page.goto("/security");
  await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toContainText(
    "You have 8 of 10 recovery codes left.",
  );

  // Trusting this browser: its own key answers the second step from then on, and no code is asked here.
  await logOut(page);
  await passwordStep(page);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByRole("checkbox", { name: "Trust this browser for 30 days" }).check();
  await enterCode(page, "Recovery code", recovery[2]!);
  await expect(page).toHaveURL(/\/partnerhomepage$/);
  await logOut(page);
  await typePassword(page);
  await expect(page).toHaveURL(/\/partnerhomepage$/);

  // The cookie copied into another browser, with the password, still leads to the code: the key stayed here.
  const trusted = (await page.context().cookies()).filter((c) => c.name.endsWith("pp_trusted"));
  expect(trusted).toHaveLength(1);
  const thief = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await thief.addCookies(trusted);
  const stolen = await thief.newPage();
  await stolen.goto("/login");
  await passwordStep(stolen);
  await expect(stolen.getByRole("textbox", { name: "Code from your app", exact: true })).toBeVisible();
  await thief.close();
});
