import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { latinWords } from "./arabic-helpers";

/** Latin a screen in Arabic may show as it is: the language switch's own "English". */
const ALLOWED = ["English", "H+"];

/*
 * The team page is the first screen on the catalogs (decision 065): its texts load with its code in the page's
 * language, English too, and again when the language switches; the roles come from the domain's catalog, and a count
 * chooses its words (72 hours, 72 ساعة).
 */
test("The team page switches between English and Arabic from its catalogs, and opens in Arabic", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.goto("/team");
  const people = page.getByRole("table", { name: "People" });
  await expect(people.getByRole("row").nth(1)).toBeVisible();
  await expect(people).toContainText("Owner");

  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الفريق" })).toBeVisible();
  await expect(page.getByRole("table", { name: "الأشخاص" })).toContainText("المالك");
  expect(await latinWords(page, ALLOWED)).toEqual([]);

  await page.getByRole("button", { name: "دعوة شخص" }).click();
  const dialog = page.getByRole("dialog", { name: "دعوة شخص" });
  await expect(dialog).toContainText("يعمل الرابط مرة واحدة، لمدة 72 ساعة.");
  expect(await latinWords(page, ALLOWED)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // Opened afresh in Arabic: the page's catalog loads in Arabic with its code.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "الفريق" })).toBeVisible();
  await expect(page.getByRole("table", { name: "الأشخاص" })).toContainText("المالك");
  expect(await latinWords(page, ALLOWED)).toEqual([]);

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await page.getByRole("button", { name: "Invite a person" }).click();
  await expect(page.getByRole("dialog", { name: "Invite a person" })).toContainText(
    "The link works once, for 72 hours.",
  );
});
