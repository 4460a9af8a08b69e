import { expect, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import { latinWords, signInInArabic } from "./arabic-helpers";
import { tableRows } from "./backoffice-helpers";
import { uniqueEmail } from "./quotation-helpers";

const partner = TEST_PARTNERS.arabicOffice;
/** A value inside Arabic text is isolated (U+2068 … U+2069), so it keeps its own direction. */
const isolated = (value: string) => `\u2068${value}\u2069`;
/** Latin words the screen may show as they are: the partner's and the customer's names. */
const NAMES = ["Arabic", "Office", "Yusuf", "Rahman"];

test("Invitations in Arabic: the statuses, what was sent, the question before a cancel and what it did are said in Arabic", async ({
  page,
}) => {
  await signInInArabic(page, partner);
  await page.goto("/invitation-pa");
  // The list's status filter offers every status in Arabic.
  for (const status of ["مُرسلة", "فُتحت", "مكتملة", "منتهية", "ملغاة"])
    await expect(page.getByRole("option", { name: status, exact: true })).toHaveCount(1);

  const email = uniqueEmail("inv-ar");
  const name = "Yusuf Rahman";
  const form = page.getByRole("form", { name: "إرسال الدعوة" });
  await form.getByRole("textbox", { name: "اسم العميل" }).fill(name);
  await form.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(email);
  await form.getByRole("textbox", { name: "رقم الهاتف المتحرك" }).fill("7654321");
  await form.getByRole("button", { name: "إرسال الدعوة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "أُرسلت الدعوة بالبريد الإلكتروني إلى" })).toContainText(
    isolated(email),
  );
  const row = tableRows(page).filter({ hasText: email });
  await expect(row).toBeVisible();
  expect(await latinWords(page, NAMES), "the invitations after a send").toEqual([]);

  await row.getByRole("button", { name: `إلغاء الدعوة المرسلة إلى ${isolated(name)}` }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(`يتوقف الرابط المرسل بالبريد الإلكتروني إلى ${isolated(email)} عن العمل فورًا.`);
  expect(await latinWords(page, NAMES), "the question before a cancel").toEqual([]);
  await confirm.getByRole("button", { name: "إلغاء الدعوة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "أُلغيت الدعوة المرسلة إلى" })).toContainText(isolated(name));
  expect(await latinWords(page, NAMES), "the invitations after a cancel").toEqual([]);
});
