import { isolate, LANGUAGE_COOKIE, SPONSOR_MESSAGES } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bornYearsAgo, validSponsor } from "../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  session = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

// One bad sponsor: a name in Arabic letters, a two-year-old, no gender.
const badSponsor = validSponsor({ sponsorName: "راهول", sponsorDate: bornYearsAgo(1), gender: null });
const createQuotation = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/quotations",
    payload: badSponsor,
    headers: { ...headers, cookie: [`pp_session=${session}`, headers.cookie].filter(Boolean).join("; ") },
  });

describe("answers follow the request's language", () => {
  it("the same bad input gets its field errors in English or in Arabic", async () => {
    const english = await createQuotation({ "accept-language": "en-GB,en;q=0.9" });
    const arabic = await createQuotation({ "accept-language": "ar-AE,ar;q=0.9,en;q=0.8" });
    expect(english.statusCode).toBe(400);
    expect(arabic.statusCode).toBe(400);
    const en = english.json();
    const ar = arabic.json();
    expect(en.message).toBe("Please correct the highlighted fields.");
    expect(ar.message).toBe("يرجى تصحيح الحقول المظللة.");
    expect(en.fieldErrors.sponsorName).toEqual([SPONSOR_MESSAGES.alphabetsOnly]);
    expect(ar.fieldErrors.sponsorName).toEqual(["أدخل حروفًا إنجليزية فقط."]);
    expect(en.fieldErrors.gender).toEqual([SPONSOR_MESSAGES.genderRequired]);
    expect(ar.fieldErrors.gender).toEqual(["الجنس مطلوب."]);
    // The same fields, with the dates of the window carried into the Arabic sentence.
    expect(Object.keys(ar.fieldErrors).sort()).toEqual(Object.keys(en.fieldErrors).sort());
    const [window] = en.fieldErrors.sponsorDate as string[];
    const dates = window?.match(/\d{2}\/\d{2}\/\d{4}/g);
    expect(dates).toHaveLength(2);
    // Each date is isolated, so it reads left to right, whole, inside the Arabic sentence.
    expect(ar.fieldErrors.sponsorDate).toEqual([
      `يجب أن يكون تاريخ الميلاد بين ${isolate(dates![0]!)} و${isolate(dates![1]!)}.`,
    ]);
  });

  it("the visitor's chosen language (its cookie) comes before the browser's", async () => {
    const res = await createQuotation({ "accept-language": "en-US", cookie: `${LANGUAGE_COOKIE}=ar` });
    expect(res.json().fieldErrors.gender).toEqual(["الجنس مطلوب."]);
    const back = await createQuotation({ "accept-language": "ar", cookie: `${LANGUAGE_COOKIE}=en` });
    expect(back.json().fieldErrors.gender).toEqual([SPONSOR_MESSAGES.genderRequired]);
  });

  it("a language it does not speak, or junk, gets English", async () => {
    for (const header of ["fr-FR,de;q=0.5", "ar;q=0", ";;;,,,q=x", "x".repeat(600)]) {
      const res = await createQuotation({ "accept-language": header });
      expect(res.json().message, header).toBe("Please correct the highlighted fields.");
    }
    const junkCookie = await createQuotation({ cookie: `${LANGUAGE_COOKIE}=klingon` });
    expect(junkCookie.json().message).toBe("Please correct the highlighted fields.");
  });

  it("errors the server writes itself, and the sign-in's, are in Arabic too", async () => {
    const stranger = await t.app.inject({ url: "/api/quotations/1", headers: { "accept-language": "ar" } });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe("يرجى تسجيل الدخول للمتابعة.");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "agent.all", password: "wrong-password-1" },
      headers: { "accept-language": "ar" },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe("اسم المستخدم أو كلمة المرور غير صحيحة.");
  });
});
