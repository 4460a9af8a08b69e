import { describe, expect, it } from "vitest";
import { mailVersions } from "../../src/mail/mail-language";
import { accountPausedMail } from "../../src/modules/identity/auth/sign-in-alert-mail";
import { renewalReminderMail } from "../../src/modules/renewal/renewals/renewal-reminder-mail";
import type { Policy } from "../../src/modules/renewal/renewals/renewal-repository";

const policy = { policyNo: "BP-2026-000014", endDate: "2027-11-30", sponsorName: "Rahul", sponsorEmail: "r@x.test" };
const reminder = (daysLeft: number) => {
  const mail = renewalReminderMail({
    key: "k",
    policy: policy as Policy,
    daysLeft,
    amountDueFils: 84_000,
    link: "https://portal.example.ae/r/t",
    token: "t",
    partner: undefined,
  });
  const [english, arabic] = mailVersions(mail.subject, mail.content);
  return { english: english.content.intro[0]!, arabic: arabic.content.intro[0]! };
};
const pausedFor = (minutes: number) => {
  const mail = accountPausedMail(
    { id: 1, name: "Aisha", email: "a@x.test", userId: "aisha", language: "ar" },
    new Date(Date.now() + minutes * 60_000 - 500),
    "https://portal.example.ae",
  );
  const [arabic, english] = mailVersions(mail.subject, mail.content);
  return { english: english.content.preview, arabic: arabic.content.preview };
};

/** Each count with the words Arabic says it in. */
const ARABIC_DAYS = [
  [1, "بعد يوم واحد."],
  [2, "بعد يومين."],
  [7, "بعد 7 أيام."],
  [15, "بعد 15 يومًا."],
] as const;
const ARABIC_MINUTES = [
  [1, "لمدة دقيقة واحدة"],
  [2, "لمدة دقيقتين"],
  [5, "لمدة 5 دقائق"],
  [15, "لمدة 15 دقيقة"],
] as const;

describe("a count in a mail's words", () => {
  it("chooses Arabic's form for days: one, two, a few, many", () => {
    for (const [days, words] of ARABIC_DAYS) expect(reminder(days).arabic).toContain(words);
    expect(reminder(1).english).toContain("in 1 day.");
    expect(reminder(7).english).toContain("in 7 days.");
  });

  it("chooses Arabic's form for minutes, and English says 1 minute and 15 minutes as it did", () => {
    for (const [minutes, words] of ARABIC_MINUTES) expect(pausedFor(minutes).arabic).toContain(words);
    expect(pausedFor(1).english).toBe("Sign-in is paused for 1 minute after many failed attempts.");
    expect(pausedFor(15).english).toBe("Sign-in is paused for 15 minutes after many failed attempts.");
  });
});
