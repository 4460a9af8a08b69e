import { describe, expect, it } from "vitest";
import { mailSubject } from "../../src/mail/mail-language";
import { renewalReminderSubject } from "../../src/modules/renewal/renewals/renewal-reminder-mail";

const content = { preview: "Renew your policy", greeting: "Dear customer,", intro: [] };

describe("a mail's Subject header", () => {
  it("is in Arabic for a recipient who chose Arabic, the policy number and the date isolated", () => {
    const words = renewalReminderSubject("BP-2026-000014", "30/11/2027");
    const subject = "Your health insurance policy BP-2026-000014 expires on 30/11/2027";
    expect(mailSubject(words, { ...content, language: "ar" })).toBe(
      "تنتهي وثيقة تأمينك الصحي \u2068BP-2026-000014\u2069 في \u206830/11/2027\u2069",
    );
    expect(mailSubject(words, { ...content, language: "en" })).toBe(subject);
    expect(mailSubject(words, content)).toBe(subject);
  });
});
