import path from "node:path";
import { expect, test } from "../support/fixtures";
import { artifactsDir } from "../support/paths";
import { untranslatedTexts } from "./arabic-helpers";
import { ACCEPTED_CARD, payOnSandbox, seriousViolations } from "./quotation-documents-helpers";
import { ARABIC_PICKER, pickDate } from "./quotation-helpers";
import { INSURED, POLICY_NUMBER, pdfText, RENEWAL } from "./renewal-helpers";

/**
 * A customer who reads Arabic renews on a phone: the switch turns the page right to left, every step is in Arabic
 * (the questions and the server's messages too), and the receipt downloads at the end.
 */
test.use({ viewport: { width: 360, height: 780 } });

test("A customer renews in Arabic, right to left, from the search to the payment receipt", async ({ page }) => {
  test.setTimeout(180_000);
  const layla = INSURED.layla;
  await page.goto(RENEWAL.search);
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "جدّد وثيقتك الحالية" })).toBeVisible();
  // The switch names the other language in itself.
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();

  // The form's own rules answer in Arabic.
  await page.getByRole("radio", { name: "الهوية الإماراتية", exact: true }).check();
  const idField = page.getByRole("textbox", { name: "رقم الهوية الإماراتية", exact: true });
  await idField.fill("784-1995-0089120-0");
  await page.getByRole("button", { name: "بحث ومتابعة" }).click();
  await expect(page.getByText("يرجى إدخال تاريخ الميلاد", { exact: true })).toBeVisible();
  expect(await untranslatedTexts(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // A reload keeps the language: the server marks the first HTML from the visitor's choice.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("radio", { name: "الهوية الإماراتية", exact: true }).check();
  await idField.fill(layla.emiratesId);
  await pickDate(page, "تاريخ الميلاد", layla.dateOfBirth, ARABIC_PICKER);
  await page.getByRole("button", { name: "بحث ومتابعة" }).click();

  // Policy details, in Arabic; numbers stay as they are written.
  await expect(page).toHaveURL(RENEWAL.details);
  const policy = page.getByRole("region", { name: "وثيقتك" });
  await expect(policy).toContainText(POLICY_NUMBER);
  const policyNo = (await policy.textContent())!.match(POLICY_NUMBER)![0];
  await expect(page.getByRole("region", { name: "ملخص القسط" })).toContainText(/AED [\d,]+\.\d{2}/);
  expect(await untranslatedTexts(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "متابعة", exact: true }).click();

  // The declaration's questions come in Arabic, and so do the server's field errors.
  await expect(page).toHaveURL(RENEWAL.questions);
  await expect(page.getByRole("heading", { level: 1, name: "الإقرار" })).toBeVisible();
  await page.getByRole("button", { name: "متابعة", exact: true }).click();
  await expect(page.getByText("أجب عن هذا السؤال.")).toHaveCount(3);
  await page
    .getByRole("radiogroup", { name: /لا يزال|ما زال/ })
    .getByRole("radio", { name: "نعم" })
    .check();
  await page
    .getByRole("radiogroup", { name: /صاحب العمل/ })
    .getByRole("radio", { name: "لا" })
    .check();
  await page
    .getByRole("radiogroup", { name: /المستشفى/ })
    .getByRole("radio", { name: "لا" })
    .check();
  expect(await untranslatedTexts(page)).toEqual([]);
  await page.getByRole("button", { name: "متابعة", exact: true }).click();

  // The review, and the declaration.
  await expect(page).toHaveURL(RENEWAL.finalize);
  await expect(page.getByRole("region", { name: "التجديد" })).toContainText(policyNo);
  expect(await untranslatedTexts(page)).toEqual([]);
  // The marketing opt-in is its own box, unticked; this customer asks for news.
  const optIn = page.getByRole("checkbox", { name: /أخبار شركة التأمين وعروضها/ });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await page.getByRole("checkbox", { name: /أؤكد أن المعلومات المقدمة دقيقة/ }).check();
  await page.getByRole("button", { name: "اعتماد" }).click();

  // Payment: the bank's page, then back to the result in Arabic.
  await expect(page).toHaveURL(RENEWAL.payment);
  expect(await untranslatedTexts(page)).toEqual([]);
  await page.getByRole("button", { name: "ادفع", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD, name: "Layla Nasser" });
  await expect(page).toHaveURL(/paymentsuccessrenewals/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "تهانينا" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const download = page.getByRole("link", { name: /تنزيل إيصال الدفع/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  expect(await untranslatedTexts(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(artifactsDir, "paymentsuccessrenewals-ar-360.png"), fullPage: true });

  const receipt = await page.request.get((await download.getAttribute("href"))!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()["content-type"]).toBe("application/pdf");
  expect(await pdfText(await receipt.body())).toMatch(/AED [\d,]+\.\d{2}/);
});
