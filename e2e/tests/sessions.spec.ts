import { expect, signIn, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";

const partner = TEST_PARTNERS.sessions;

test("Partner ends a session on another browser, which is signed out at its next request", async ({ browser }) => {
  const office = await browser.newContext();
  const laptop = await browser.newContext();
  try {
    const here = await office.newPage();
    const there = await laptop.newPage();
    await signIn(there, partner.userId, partner.password);
    await signIn(here, partner.userId, partner.password);

    await here.goto("/security");
    const list = here.getByRole("list", { name: "Active sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
    const other = list.getByRole("listitem").filter({ hasNotText: "This device" });
    await expect(other).toContainText("Chrome on Linux");
    await other.getByRole("button", { name: /^End session:/ }).click();
    await expect(here.getByRole("status")).toHaveText("Signed out Chrome on Linux.");
    await expect(list.getByRole("listitem")).toHaveCount(1);

    // The other browser still shows the portal until its next request, which ends there.
    await there.goto("/partnerhomepage");
    await expect(there).toHaveURL(/\/login$/);
    await expect(there.getByText("Your session has ended. Please sign in again.")).toBeVisible();

    // This browser carries on.
    await here.reload();
    await expect(here.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
  } finally {
    await office.close();
    await laptop.close();
  }
});
