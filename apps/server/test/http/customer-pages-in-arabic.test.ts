import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page at `url` in Arabic, as a customer who switched to it gets it. */
async function inArabic(url: string, status: number) {
  const res = await t.app.inject({ url: `${url}?lang=ar` });
  expect(res.statusCode).toBe(status);
  expect(res.body).toContain('<html lang="ar" dir="rtl">');
  // The foot of every customer's page, from the catalogs.
  expect(res.body).toContain("<footer><p>علاقات العملاء: ");
  expect(res.body).toMatch(
    /<p>تتحمل \u2068[^<]+\u2069 \(رقم التسجيل لدى الجهة الرقابية على التأمين \u2068[^<]+\u2069\) /,
  );
  expect(res.body).toContain(">الشكاوى</a> · <a");
  expect(res.body).toContain(">إشعار الخصوصية</a>");
  return res.body;
}

describe("a customer's page in Arabic", () => {
  it("says that an invitation link is not valid, and what to do", async () => {
    const body = await inArabic(`/invite/${"x".repeat(43)}`, 404);
    expect(body).toContain("<title>لم يتم العثور على الدعوة</title>");
    expect(body).toContain("<h1>لم يتم العثور على الدعوة</h1>");
    expect(body).toContain("<p>رابط الدعوة هذا غير صالح. اطلب من شريك التأمين رابطًا جديدًا.</p>");
  });

  it("says that a renewal reminder's link has expired, with the way to the search", async () => {
    const body = await inArabic(`/renew/${"x".repeat(43)}`, 410);
    expect(body).toContain("<h1>انتهت صلاحية رابط التجديد هذا</h1>");
    expect(body).toContain("<p>يعمل الرابط في تذكير التجديد إلى أن يتعذّر تجديد الوثيقة.");
    expect(body).toContain('<a href="/Basic-Renewals/searchpolicy">ابحث عن وثيقتك</a>');
  });

  it("says that a marketing consent's link is not valid", async () => {
    const body = await inArabic(`/marketing/stop/${"x".repeat(43)}`, 404);
    expect(body).toContain("<h1>هذا الرابط غير صالح</h1>");
  });
});
