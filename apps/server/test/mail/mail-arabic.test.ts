import { INVITATION_KIND_KEYS } from "@pp/domain";
import { describe, expect, it } from "vitest";
import type { MailBrand } from "../../src/mail/mail-brand";
import { mailHtml } from "../../src/mail/mail-html";
import { mailVersions, untranslatedMailTexts } from "../../src/mail/mail-language";
import { mailText } from "../../src/mail/mail-text";
import type { OutgoingMail } from "../../src/mail/outbox";
import { accountPausedMail, secondFactorLockedMail } from "../../src/modules/identity/auth/sign-in-alert-mail";
import type { Partner } from "../../src/modules/identity/partners/partner-repository";
import { passwordResetMail } from "../../src/modules/identity/password-reset/password-reset-mail";
import { type TeamChange, teamChangeMail } from "../../src/modules/identity/team/team-change-mail";
import { invitationMail } from "../../src/modules/outreach/invitations/invitation-mail";
import { videoCallMail } from "../../src/modules/outreach/video-calls/video-call-mail";
import type { VideoCall } from "../../src/modules/outreach/video-calls/video-call-repository";
import { paymentAttentionMail } from "../../src/modules/payment/payments/payment-attention-mail";
import type { Payment } from "../../src/modules/payment/payments/payment-rows";
import { policyIssuedMail } from "../../src/modules/policy/policies/policy-mail";
import type { Policy } from "../../src/modules/policy/policies/policy-rows";
import { policyChangedMail } from "../../src/modules/policy/servicing/policy-change-mail";
import { applicantLinkMail } from "../../src/modules/quotation/applicant/applicant-mail";
import { quotationCreatedMail } from "../../src/modules/quotation/quotations/quotation-mail";
import type { Quotation } from "../../src/modules/quotation/quotations/quotation-repository";
import { underwritingDecisionMail } from "../../src/modules/quotation/underwriting/underwriting-mail";
import { renewalCodeMail } from "../../src/modules/renewal/renewals/renewal-code-mail";
import { renewalReminderMail } from "../../src/modules/renewal/renewals/renewal-reminder-mail";
import { TEST_MAIL_BRAND } from "../support/outbox";

// Rows as the repositories return them, with only what the mails read filled in.
const partner = {
  id: 7,
  name: "Al Noor Insurance Brokers",
  email: "sales@alnoor.example",
  userId: "agent.all",
} as Partner;
const quotation = {
  id: 3,
  quotationNo: "BQ-2026-000003",
  product: "basic",
  sponsorName: "Rahul Menon",
  sponsorEmail: "rahul@example.com",
  sponsorMobile: "0501234567",
  language: "ar",
  createdAt: new Date("2026-11-20T08:00:00Z"),
} as unknown as Quotation;
const policy = {
  id: 9,
  policyNo: "BP-2026-000009",
  product: "basic",
  sponsorName: "Rahul Menon",
  sponsorEmail: "rahul@example.com",
  startDate: "2026-12-01",
  endDate: "2027-11-30",
  premiumFils: 80000,
  vatFils: 4000,
  totalFils: 84000,
  invoiceNo: "TI-0000009",
  parentPolicyId: 4,
} as unknown as Policy;
const payment = { id: 5, amountFils: 84000, transactionId: "T-123", status: "refund_due" } as unknown as Payment;
const call = {
  id: 2,
  uid: "call-2@portal",
  sequence: 0,
  startsAt: new Date("2026-12-02T06:00:00Z"),
  durationMinutes: 30,
  meetingUrl: "https://meet.example/abc",
  note: "Please have the Emirates IDs at hand.",
  recipientName: "Rahul Menon",
  recipientEmail: "rahul@example.com",
} as unknown as VideoCall;
const change = (kind: "deletion" | "cancellation") =>
  ({
    version: 2,
    kind,
    effectiveDate: "2027-03-01",
    premiumChangeFils: -20000,
    vatChangeFils: -1000,
    totalChangeFils: -21000,
  }) as never;
const until = new Date(Date.now() + 15 * 60_000);
const url = "https://portal.example.ae/x";

/** One of every mail the portal sends, in each of its variants. */
const MAILS: OutgoingMail[] = [
  applicantLinkMail({ partner, quotation, linkId: 1, url, expiresAt: new Date("2026-12-09") }),
  accountPausedMail(partner, until, url),
  secondFactorLockedMail(partner, until, url),
  ...INVITATION_KIND_KEYS.map((kind) =>
    invitationMail({
      key: kind,
      kind,
      partnerName: partner.name,
      partnerEmail: partner.email,
      recipientName: "Rahul Menon",
      recipientEmail: "rahul@example.com",
      reference: "BP-2026-000009",
      link: url,
      token: "t",
    }),
  ),
  passwordResetMail({ key: "r", to: partner.email, name: partner.name, language: "ar", link: url, token: "t" }),
  paymentAttentionMail(partner, quotation, payment),
  paymentAttentionMail(partner, quotation, { ...payment, status: "partial" } as Payment),
  paymentAttentionMail(partner, quotation, { ...payment, status: "held" } as Payment),
  policyIssuedMail(policy, quotation, partner),
  policyIssuedMail({ ...policy, parentPolicyId: null, invoiceNo: null } as Policy, quotation, undefined),
  quotationCreatedMail(quotation, partner),
  renewalCodeMail({ codeId: 1, to: "rahul@example.com", policyNo: policy.policyNo, code: "123456", language: "ar" }),
  renewalReminderMail({ key: "k", policy, daysLeft: 14, amountDueFils: 84000, link: url, token: "t", partner }),
  ...(["finalized", "terms_offered", "info_requested", "declined"] as const).map((status) =>
    underwritingDecisionMail({
      partner,
      quotation,
      decisionId: 1,
      kind: (
        { finalized: "accept", terms_offered: "accept", info_requested: "ask_info", declined: "decline" } as const
      )[status],
      status,
      note: "Blood test results needed.",
      terms: [
        { member_name: "Anita Menon", loading_percent: 20, exclusion: "Asthma" },
        { member_name: "Arjun Menon", loading_percent: 10, exclusion: null },
        { member_name: "Rahul Menon", loading_percent: 0, exclusion: "Knee surgery" },
      ] as never,
      publicUrl: url,
    }),
  ),
  ...(["deletion", "cancellation"] as const).flatMap((kind) =>
    [
      { ...policy, paymentId: 5 },
      { ...policy, product: "term", paymentId: null },
    ].map((changed) => policyChangedMail(changed as Policy, quotation, change(kind), partner)),
  ),
  videoCallMail(partner, call, "REQUEST"),
  videoCallMail(partner, call, "CANCEL"),
  ...(
    [
      {
        kind: "changed",
        before: { teamRole: "agent", teamName: null, flags: ["basic"] },
        after: { teamRole: "manager", teamName: "Dubai sales", flags: [] },
      },
      { kind: "disabled" },
      { kind: "enabled" },
      { kind: "two_factor_reset" },
    ] satisfies TeamChange[]
  ).map((change, auditId) =>
    teamChangeMail({
      auditId,
      to: { name: "Rahul Menon", email: "rahul@example.com", language: "ar" },
      partnerName: partner.name,
      ownerName: "Aisha Khan",
      change,
      publicUrl: url,
    }),
  ),
];

describe("every mail in Arabic", () => {
  it("has an Arabic text for every English one", () => {
    const untranslated = MAILS.flatMap((m) => untranslatedMailTexts(m.subject, m.content));
    expect(untranslated).toEqual([]);
  });

  it("names a change of the policy in Arabic, subject included", () => {
    const changed = policyChangedMail({ ...policy, paymentId: 5 } as Policy, quotation, change("deletion"), partner);
    const [arabic] = mailVersions(changed.subject, changed.content);
    expect(arabic.subject).toContain("تغيّرت وثيقة");
    expect(mailText(changed.subject, changed.content)).toContain("سيُسترد");
  });

  it("puts the recipient's language first and the other under it, each in its own direction", async () => {
    const issued = policyIssuedMail(policy, quotation, partner);
    const text = mailText(issued.subject, issued.content);
    expect(text.indexOf("شكرًا لدفعك")).toBeLessThan(text.indexOf("Thank you for your payment"));
    const html = await mailHtml(issued.content, issued.subject, TEST_MAIL_BRAND);
    expect(html).toContain('<html dir="rtl" lang="ar">');
    expect(html).toMatch(/<table[^>]*lang="en" dir="ltr"/);
    const english = quotationCreatedMail({ ...quotation, language: "en" } as Quotation, partner);
    const englishText = mailText(english.subject, english.content);
    expect(englishText.indexOf("has started")).toBeLessThan(englishText.indexOf("بدأ"));
  });
});

/** The HTML a reader sees: without the head (the title) and the hidden preview line mail apps list it by. */
const visibleBody = (html: string) =>
  html.replace(/<head>[\s\S]*?<\/head>/, "").replace(/<div style="display:none[^"]*"[^>]*>[\s\S]*?<\/div>/, "");

describe("every mail's HTML", () => {
  it("keeps a policy number or reference on one line, isolated left to right inside the Arabic", async () => {
    let seen = 0;
    for (const mail of MAILS) {
      const html = visibleBody(await mailHtml(mail.content, mail.subject, TEST_MAIL_BRAND));
      for (const reference of [policy.policyNo, quotation.quotationNo, "TI-0000009"]) {
        for (const found of html.matchAll(new RegExp(reference, "g"))) {
          seen++;
          const before = html.slice(0, found.index).replace(/\u2068$/, "");
          const wrapper = /<([a-z]+)[^<>]*>$/.exec(before)?.[0] ?? "";
          expect(wrapper, `${mail.subject}: ${reference}`).toContain("white-space:nowrap");
          // Which language's part it is in: the nearest part (a table with its language) above it.
          const part = [...before.matchAll(/<table[^>]*\blang="(ar|en)"/g)].at(-1)?.[1];
          if (part === "ar") expect(wrapper, `${mail.subject}: ${reference}`).toContain('dir="ltr"');
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it("heads the mail with the insurer's logo when one is configured, with its name as text when none is", async () => {
    const mail = quotationCreatedMail(quotation, partner);
    const plain = await mailHtml(mail.content, mail.subject, TEST_MAIL_BRAND);
    expect(plain).not.toContain("<img");
    expect(visibleBody(plain)).toContain(">Test Insurance</p>");
    const logo = { cid: "logo@test", filename: "logo.png", contentType: "image/png", content: Buffer.from("x") };
    const branded: MailBrand = { ...TEST_MAIL_BRAND, logo };
    expect(await mailHtml(mail.content, mail.subject, branded)).toMatch(
      /<img alt="Test Insurance"[^>]*src="cid:logo@test"/,
    );
  });
});
