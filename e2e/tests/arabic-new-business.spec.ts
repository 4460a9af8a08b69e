import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import { untranslatedTexts } from "./arabic-helpers";
import { seriousViolations } from "./quotation-documents-helpers";
import { ARABIC_PICKER, bornYearsAgo, MEMBERS_PATH, pickDate, SPONSOR_PATH, uniqueEmail } from "./quotation-helpers";

const partner = TEST_PARTNERS.arabic;

async function signInInArabic(page: Page) {
  await page.getByRole("textbox", { name: "اسم المستخدم", exact: true }).fill(partner.userId);
  await page.getByRole("textbox", { name: "كلمة المرور", exact: true }).fill(partner.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

test("A partner works steps 1 and 2 of new business in Arabic; the account keeps the language for the next browser", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Arabic chosen on the sign-in page, before signing in.
  await page.goto("/login");
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "تسجيل الدخول" })).toBeVisible();
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByText("اسم المستخدم مطلوب.")).toBeVisible();
  expect(await untranslatedTexts(page)).toEqual([]);
  await signInInArabic(page);

  // The shell in Arabic, right to left, with the switch in the top bar.
  await expect(page).toHaveURL(/\/partnerhomepage$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();
  expect(await untranslatedTexts(page)).toEqual([]);

  // Step 1: the form's own rules say what is missing, in Arabic.
  await page.goto(SPONSOR_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "أظهر ما ينقص" }).click();
  await expect(page.getByText("عنوان البريد الإلكتروني مطلوب.")).toBeVisible();
  await expect(page.getByText("نوع الكفيل مطلوب.")).toBeVisible();
  await page.getByRole("radio", { name: "فرد", exact: true }).check();
  await page.getByRole("radio", { name: "مقيم وافد", exact: true }).check();
  const firstName = page.getByRole("textbox", { name: "الاسم الأول", exact: true });
  await firstName.fill("Ahmed1");
  await firstName.blur();
  await expect(firstName).toHaveAccessibleDescription("أدخل حروفًا إنجليزية فقط.");
  expect(await untranslatedTexts(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // Filled in Arabic, step 1 saves like in English.
  await firstName.fill("Ahmed Khan");
  await page.getByRole("textbox", { name: "رقم الهاتف المتحرك", exact: true }).fill("1234567");
  await page.getByRole("textbox", { name: "البريد الإلكتروني", exact: true }).fill(uniqueEmail("ar"));
  await page.getByRole("radio", { name: "ذكر", exact: true }).check();
  await pickDate(page, "تاريخ الميلاد", bornYearsAgo(35), ARABIC_PICKER);
  await page.getByRole("textbox", { name: "الرقم الموحد", exact: true }).fill("201/2020/1234567");
  await page.getByRole("button", { name: "حفظ ومتابعة" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);

  // Step 2 in Arabic too: the list of members and the member form, with nothing left in English.
  await expect(page.getByRole("heading", { level: 1, name: "تفاصيل الأعضاء المؤمَّن عليهم" })).toBeVisible();
  expect(await untranslatedTexts(page)).toEqual([]);
  await page.getByRole("button", { name: "إضافة عضو", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "إضافة عضو" });
  await expect(dialog).toBeVisible();
  expect(await untranslatedTexts(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "إلغاء", exact: true }).click();
  await expect(dialog).toBeHidden();

  // Another browser, never told a language: the account's Arabic follows the partner there.
  const other = await browser.newPage();
  await other.goto("/login");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await other.getByRole("textbox", { name: "User ID", exact: true }).fill(partner.userId);
  await other.getByRole("textbox", { name: "Password", exact: true }).fill(partner.password);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(other.getByRole("button", { name: "English" })).toBeVisible();
  // Back to English there; the first browser's next page follows the account too once it signs in again.
  await other.getByRole("button", { name: "English" }).click();
  await expect(other.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(other.getByRole("button", { name: "العربية" })).toBeVisible();
  await other.close();
});

test("Arabic that cannot be loaded says so in both languages, keeps the page in English and works on the next try", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill("kept.while.offline");
  await page.route("**/assets/arabic-*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Arabic could not be loaded. Check your connection and try again.",
  );
  await expect(page.getByRole("alert")).toContainText("تعذّر تحميل العربية");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("textbox", { name: "User ID", exact: true })).toHaveValue("kept.while.offline");
  // Back online, the same button switches, and what was typed is still there.
  await page.unroute("**/assets/arabic-*");
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "اسم المستخدم", exact: true })).toHaveValue("kept.while.offline");
});
