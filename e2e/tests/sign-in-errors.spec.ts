import { DEMO, expect, test } from "../support/fixtures";

test("A wrong password shows the generic message and keeps the visitor on sign-in", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill(DEMO.all.userId);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Not-the-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("alert")).toHaveText("The user ID or password is incorrect.");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveValue("");
});

test("A lost connection keeps what was typed, to sign in again once it is back", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill(DEMO.all.userId);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.all.password);
  await page.route("**/api/auth/login", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("alert")).toHaveText(
    "We could not reach the server. Check your connection and try again.",
  );
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveValue(DEMO.all.password);
  await page.unroute("**/api/auth/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});

test("Empty fields are flagged on the fields themselves", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  const userId = page.getByRole("textbox", { name: "User ID", exact: true });
  await expect(userId).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("User ID is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
});
