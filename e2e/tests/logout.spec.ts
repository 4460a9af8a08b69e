import { DEMO, expect, readStorage, signIn, test } from "../support/fixtures";

test("Partner logs out and the browser keeps nothing but where to go after the next sign-in", async ({ page }) => {
  await signIn(page, DEMO.all.userId, DEMO.all.password);
  await page.evaluate(() => localStorage.setItem("Quotation_Id", "42"));

  await page.getByRole("button", { name: DEMO.all.name }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();

  await expect(page).toHaveURL(/\/login$/);
  // Spec §2.1: logout clears both storages and stores the redirect target (PathRedirectTo).
  expect(await readStorage(page)).toEqual({ local: {}, session: { PathRedirectTo: "/partnerhomepage" } });

  // The server session is gone too: the portal sends the visitor back to sign in.
  const session = await page.request.get("/api/session");
  expect(session.status()).toBe(401);
  await page.goto("/partnerhomepage");
  await expect(page).toHaveURL(/\/login$/);
});
