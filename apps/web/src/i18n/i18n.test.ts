import { LOGIN_MESSAGES } from "@pp/domain";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, i18n, msg, translateMessage } from "./i18n";
import { chosenLanguage, rememberLanguage } from "./language-cookie";

afterEach(() => activateLanguage("en"));

describe("switching the page's language", () => {
  it("lays the page out right to left in Arabic and back", async () => {
    await activateLanguage("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(i18n._("Sign in")).toBe("تسجيل الدخول");
    expect(i18n._("Version {version}", { version: "1.2.3" })).toBe("الإصدار 1.2.3");
    await activateLanguage("en");
    expect(document.documentElement.dir).toBe("ltr");
    expect(i18n._("Version {version}", { version: "1.2.3" })).toBe("Version 1.2.3");
  });

  it("translates the domain's messages and the app's marked constants, and leaves the server's as they came", async () => {
    await activateLanguage("ar");
    expect(translateMessage(LOGIN_MESSAGES.userIdRequired)).toBe("اسم المستخدم مطلوب.");
    expect(translateMessage(msg("Something went wrong. Please try again."))).toBe("حدث خطأ. يرجى المحاولة مرة أخرى.");
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
