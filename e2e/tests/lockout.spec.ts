import { expect, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";

const INCORRECT = "The user ID or password is incorrect.";
const LOCKED = "Too many failed sign-ins. Try again in 15 minutes or reset your password.";

test("Five wrong passwords lock the account, even against the right password", async ({ page }) => {
  const partner = TEST_PARTNERS.lockout;
  await page.goto("/login");
  const userId = page.getByRole("textbox", { name: "User ID", exact: true });
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  const submit = page.getByRole("button", { name: "Sign in" });
  const alert = page.getByRole("alert");

  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
    await userId.fill(partner.userId);
    await password.fill(`Wrong#Password${attempt}`);
    await submit.click();
    expect((await answered).status()).toBe(401);
    await expect(alert).toHaveText(INCORRECT);
  }

  const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
  await password.fill(partner.password);
  await submit.click();
  expect((await answered).status()).toBe(429);
  await expect(alert).toHaveText(LOCKED);
  await expect(page).toHaveURL(/\/login$/);
});
