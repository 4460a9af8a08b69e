import { describe, expect, it } from "vitest";
import type { MailContent } from "../../src/mail/mail-content";
import { mailVersions } from "../../src/mail/mail-language";
import { renewalReminderSubject } from "../../src/modules/renewal/renewals/renewal-reminder-mail";

const content: MailContent = { preview: "Renew your policy", greeting: "Dear customer,", intro: [] };
/** The Subject header the worker sends: the first version's, the recipient's language first. */
const subjectHeader = (words: MailContent["preview"], c: MailContent) => mailVersions(words, c)[0].subject;

describe("a mail's Subject header", () => {
  it("is in Arabic for a recipient who chose Arabic, the policy number and the date isolated", () => {
    const words = renewalReminderSubject("BP-2026-000014", "30/11/2027");
    const subject = "Your health insurance policy BP-2026-000014 expires on 30/11/2027";
    expect(subjectHeader(words, { ...content, language: "ar" })).toBe(
      "تنتهي وثيقة تأمينك الصحي \u2068BP-2026-000014\u2069 في \u206830/11/2027\u2069",
    );
    expect(subjectHeader(words, { ...content, language: "en" })).toBe(subject);
    expect(subjectHeader(words, content)).toBe(subject);
  });
});
