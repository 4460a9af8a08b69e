import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";

test("The partner's menu works from the keyboard: arrows move, Escape returns to its button, Tab closes it", async ({
  page,
}) => {
  await signInPage(page, DEMO.all);
  await page.goto("/partnerhomepage");
  const button = page.getByRole("button", { name: DEMO.all.name });
  const menu = page.getByRole("menu");
  // An owner's menu: Team (decision 060), Commission, Security, Logout.
  const team = page.getByRole("menuitem", { name: "Team" });
  const commission = page.getByRole("menuitem", { name: "Commission" });
  const security = page.getByRole("menuitem", { name: "Security" });
  const logout = page.getByRole("menuitem", { name: "Logout" });

  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(team).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(commission).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(security).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(logout).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(team).toBeFocused();
  await page.keyboard.press("End");
  await expect(logout).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expect(logout).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // A press anywhere else closes it, and Security opens the partner's security page.
  await button.click();
  await expect(team).toBeFocused();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).toBeHidden();
  await button.click();
  await security.click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(menu).toBeHidden();
});

test("The first Tab on a page reaches Skip to main content, which moves past the menus", async ({ page }) => {
  await signInPage(page, DEMO.basic);
  // A page as it first loads, nothing focused yet.
  await page.goto("/partnerhomepage");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu drawer takes the focus, holds the page behind it, and Escape gives the focus back", async ({
    page,
  }) => {
    await signInPage(page, DEMO.basic);
    await page.goto("/partnerhomepage");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Main menu" })).toBeFocused();
    // The page behind cannot be reached while the menu is over it.
    expect(await page.evaluate(() => document.querySelector("#main-content")?.closest("[inert]") !== null)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // The toggle above the drawer closes it again.
    await toggle.click();
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });
});
