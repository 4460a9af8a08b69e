import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isolate } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages as ARABIC } from "../../src/i18n/locales/ar";
import { textOf } from "../support/compiled-text";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

const SRC = path.join(import.meta.dirname, "../../src");
/** What the server writes that is not an answer to a request: command-line tools and the operators' refusals. */
const NOT_ANSWERS = [/cli\.ts$/, /partner-admin\.ts$/, /^db\//, /^operations\//];

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !NOT_ANSWERS.some((rule) => rule.test(file.replaceAll(path.sep, "/"))))
  .map((file) => ({ file, source: readFileSync(path.join(SRC, file), "utf8") }));

/** An answer written with an English sentence in the code instead of words with an id (decision 065). */
const ENGLISH_ANSWER = [
  /new HttpError\(\s*\d+,\s*["`]/,
  /\b(?:notFound|unauthorized|badRequest|malformed)\(\s*["`]/,
  /\.send\(\{\s*message:\s*["`]/,
  /fieldErrors\[[^\]]+\]\s*=\s*\[\s*["`]/,
];

describe("the server's answers (decision 065)", () => {
  it("are words with ids: no answer is an English sentence written in the code", () => {
    const english = sources.flatMap(({ file, source }) =>
      source
        .split("\n")
        .filter((line) => ENGLISH_ANSWER.some((pattern) => pattern.test(line)))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(english).toEqual([]);
  });

  it("are Arabic in the Arabic catalog, not English copied over", () => {
    const answers = Object.entries(ARABIC).filter(([id]) => id.startsWith("answer."));
    expect(answers.length).toBeGreaterThan(60);
    expect(answers.filter(([, message]) => !/[\u0600-\u06FF]/.test(textOf(message))).map(([id]) => id)).toEqual([]);
  });
});

describe("an Arabic request", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signInAs(t, "agent.all");
  });
  afterAll(() => t.close());
  const arabic = { "accept-language": "ar-AE,ar;q=0.9" };

  it("gets the error handler's own answers in Arabic: an unknown address, a method, a query key", async () => {
    const unknown = await t.app.inject({ url: "/api/no-such-thing", headers: arabic });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "غير موجود." });
    const method = await t.app.inject({ url: "/api/policies/BP-2026-000001/additions", headers: arabic });
    expect(method.statusCode).toBe(405);
    expect(method.json()).toEqual({ message: "هذا الإجراء غير مسموح به هنا." });
    const query = await t.app.inject({ url: "/api/health/live?verbose=1", headers: arabic });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({
      message: "هذا العنوان لا يقبل بعض معاملات الاستعلام المرسلة.",
      fieldErrors: { verbose: ["ليس من معاملات الاستعلام لهذا العنوان."] },
    });
  });

  it("gets a route's own message in Arabic, and a refusal before any route", async () => {
    const logo = await t.app.inject({ url: "/api/config/insurer-logo", headers: arabic });
    expect(logo.statusCode).toBe(404);
    expect(logo.json()).toEqual({ message: "لم يتم إعداد شعار لشركة التأمين." });
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/quotations",
      payload: {},
      headers: { ...arabic, cookie: `pp_session=${session}`, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: "رُفض هذا الطلب لأنه جاء من موقع آخر." });
  });

  it("gets a refinement of the server's own schema in Arabic, its value isolated", async () => {
    const fields = new URLSearchParams(Array.from({ length: 201 }, (_, i): [string, string] => [`f${i}`, "x"]));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payments/return",
      payload: fields.toString(),
      headers: { ...arabic, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ body: [`${isolate("200")} حقلًا على الأكثر.`] });
  });

  it("gets a refusal in Arabic, and a count in the words Arabic gives it", async () => {
    const wrong = { quotationNo: "Q-NONE-1", sponsorMobile: "0500000000", sponsorEmail: "nobody@example.com" };
    const retrieve = () =>
      t.app.inject({
        method: "POST",
        url: "/api/quotations/retrieve",
        payload: wrong,
        headers: { ...arabic, cookie: `pp_session=${session}` },
      });
    const first = await retrieve();
    expect(first.json()).toEqual({
      message:
        "لا يوجد طلب يطابق رقم عرض السعر ورقم الاتصال والبريد الإلكتروني هذه. تحقّق من التفاصيل في رسالة عرض السعر وحاول مرة أخرى.",
    });
    let last = first;
    for (let i = 0; i < 10; i++) last = await retrieve();
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: "محاولات غير ناجحة كثيرة. يرجى الانتظار 15 دقيقة والمحاولة مرة أخرى." });
  });
});
