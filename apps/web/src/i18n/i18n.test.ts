import { LOGIN_MESSAGES } from "@pp/domain";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, translateMessage } from "./i18n";
import { chosenLanguage, rememberLanguage } from "./language-cookie";

const SIGN_IN = { id: "auth.loginPage.signIn", message: "Sign in" };
const SIGN_IN_FAILED = {
  id: "auth.loginPage.somethingWentWrongPlease",
  message: "Something went wrong. Please try again.",
};
const version = (version: string) => ({
  id: "shell.footer.version",
  message: "Version {version}",
  values: { version },
});

afterEach(() => activateLanguage("en"));

describe("switching the page's language", () => {
  it("lays the page out right to left in Arabic and back", async () => {
    await activateLanguage("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    // The first pages' catalog comes with the language, before anything renders.
    expect(translateMessage(SIGN_IN)).toBe("تسجيل الدخول");
    expect(translateMessage(version("1.2.3"))).toBe("الإصدار \u20681.2.3\u2069");
    await activateLanguage("en");
    expect(document.documentElement.dir).toBe("ltr");
    expect(translateMessage(version("1.2.3"))).toBe("Version 1.2.3");
  });

  it("translates the domain's messages and the app's words, and leaves the server's as they came", async () => {
    await activateLanguage("ar");
    expect(translateMessage(LOGIN_MESSAGES.userIdRequired)).toBe("اسم المستخدم مطلوب.");
    expect(translateMessage(SIGN_IN_FAILED)).toBe("حدث خطأ. يرجى المحاولة مرة أخرى.");
    expect(translateMessage("يرجى تصحيح الحقول المظللة.")).toBe("يرجى تصحيح الحقول المظللة.");
    await activateLanguage("en");
    expect(translateMessage(LOGIN_MESSAGES.userIdRequired)).toBe(LOGIN_MESSAGES.userIdRequired);
  });

  it("remembers the choice in the cookie the server reads", () => {
    rememberLanguage("ar");
    expect(chosenLanguage()).toBe("ar");
    expect(document.cookie).toContain("pp_lang=ar");
    rememberLanguage("en");
    expect(chosenLanguage()).toBe("en");
  });
});
