import { signInPage } from "../support/api-session";
import { DEMO, expect, readStorage, signIn, test } from "../support/fixtures";

test("A signed-out visitor is sent to sign in and comes back to the page asked for", async ({ page }) => {
  await page.goto("/partnerhomepage?tab=quotes");
  await expect(page).toHaveURL(/\/login$/);
  expect((await readStorage(page)).session.PathRedirectTo).toBe("/partnerhomepage?tab=quotes");

  await signIn(page, DEMO.basic.userId, DEMO.basic.password);
  await expect(page).toHaveURL(/\/partnerhomepage\?tab=quotes$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${DEMO.basic.name}` })).toBeVisible();
  const stored = await readStorage(page);
  expect(stored.session.PathRedirectTo).toBeUndefined();
  expect(JSON.parse(stored.session.PartnerDetails ?? "{}")).toMatchObject({
    partner_userid: DEMO.basic.userId,
    basic_allowed: true,
  });
});

test("When the server ends the session the partner is sent to sign in with a message", async ({ page, context }) => {
  await signIn(page, DEMO.basic.userId, DEMO.basic.password);
  await expect(page).toHaveURL(/\/partnerhomepage$/);
  // Leave the home page first: a call it makes after the cookie is gone would end the session there, and the visit
  // below would then find no session in the tab at all (sent to sign in without a message, as it should be).
  await page.goto("about:blank");
  await context.clearCookies();

  await page.goto("/partnerhomepage?after=expiry");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  const stored = await readStorage(page);
  expect(stored.session).toEqual({ PathRedirectTo: "/partnerhomepage?after=expiry" });

  await signIn(page, DEMO.basic.userId, DEMO.basic.password);
  await expect(page).toHaveURL(/\/partnerhomepage\?after=expiry$/);
});

test("An address the portal does not know shows Page not found with a way home", async ({ page }) => {
  await signInPage(page, DEMO.basic);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/partnerhomepage$/);
});
