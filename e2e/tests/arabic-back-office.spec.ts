import { expect, test } from "../support/fixtures";
import { TEST_PARTNERS } from "../support/test-partners";
import { signInInArabic, untranslatedTexts } from "./arabic-helpers";
import { PA_POLICIES_PATH, PA_QUOTATIONS_PATH, reportPaSale, uniqueWord } from "./backoffice-helpers";
import { seriousViolations } from "./quotation-documents-helpers";

const partner = TEST_PARTNERS.arabicOffice;
/** A value inside Arabic text is isolated (U+2068 … U+2069), so it keeps its own direction. */
const isolated = (value: string) => `\u2068${value}\u2069`;

test("The back office in Arabic: lists, a policy, a quotation, the sponsor record and additional documents show no English", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sponsorName = `${uniqueWord()} Trading`;
  const policy = await reportPaSale(request, {
    reference: uniqueWord(10).toUpperCase(),
    sponsorName,
    partnerUserId: partner.userId,
  });
  const quotation = await reportPaSale(request, {
    reference: uniqueWord(10).toUpperCase(),
    sponsorName,
    kind: "quotation",
    partnerUserId: partner.userId,
  });

  await signInInArabic(page, partner);

  /** The screen has settled (nothing loading) and says nothing in English. */
  const expectAllArabic = async (what: string) => {
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    expect(await untranslatedTexts(page), what).toEqual([]);
  };

  await page.goto(PA_POLICIES_PATH);
  await expect(page.getByRole("status").filter({ hasText: /^عدد/ })).toBeVisible();
  await expectAllArabic("the policy list");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `فتح الوثيقة ${isolated(policy.policyNo!)}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(policy.policyNo!);
  await expectAllArabic("the policy's record");

  await page.goto(PA_QUOTATIONS_PATH);
  await expect(page.getByRole("status").filter({ hasText: /^عدد/ })).toBeVisible();
  await expectAllArabic("the quotation list");
  await page.getByRole("link", { name: `فتح عرض السعر ${isolated(quotation.quotationNo)}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(quotation.quotationNo);
  await expectAllArabic("the quotation's record");

  await page.goto(`/sponsordetail?q=${encodeURIComponent(sponsorName)}`);
  // The two sales were reported with different e-mail addresses: two sponsor records under one name. The count is a
  // number from the back office's catalog: digits, not isolated as a text value is (decision 065).
  await expect(page.getByRole("status").filter({ hasText: "عدد الكفلاء الذين تم العثور عليهم: 2." })).toBeVisible();
  await expectAllArabic("the sponsor record");

  // A search that finds nothing says so in Arabic too.
  await page.goto(`${PA_POLICIES_PATH}?q=${uniqueWord()}`);
  await expect(page.getByText(/لا شيء من \u2068الوثائق\u2069 يطابق/)).toBeVisible();
  await expectAllArabic("an empty search");

  await page.goto("/upload-additional-documents");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAllArabic("additional documents");
});
