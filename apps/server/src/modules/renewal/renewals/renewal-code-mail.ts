import { type Language, RENEWAL_CODE_MINUTES, type Words } from "@pp/domain";
import { HELLO } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";

const RENEWAL_CODE_SUBJECT: Words = /*i18n*/ {
  id: "mail.renewalCode.subject",
  message: "Your code to see your policy's details",
};

/** The one-time code, to the e-mail on the policy; it says what to do if someone else asked for it. */
export function renewalCodeMail(input: {
  codeId: number;
  to: string;
  policyNo: string;
  code: string;
  language: Language;
}): OutgoingMail {
  return {
    key: `renewal-code:${input.codeId}`,
    to: input.to,
    subject: RENEWAL_CODE_SUBJECT,
    content: {
      language: input.language,
      preview: /*i18n*/ {
        id: "mail.renewalCode.preview",
        message: "Your code for policy {policyNo}, valid for {minutes, plural, one {# minute} other {# minutes}}.",
        values: { policyNo: input.policyNo, minutes: RENEWAL_CODE_MINUTES },
      },
      greeting: HELLO,
      intro: [
        /*i18n*/ {
          id: "mail.renewalCode.enter",
          message:
            "Someone renewing policy {policyNo} asked to see its full details or to change its contact details. Enter this code on the renewal page within {minutes, plural, one {# minute} other {# minutes}}:",
          values: { policyNo: input.policyNo, minutes: RENEWAL_CODE_MINUTES },
        },
      ],
      facts: [{ label: /*i18n*/ { id: "mail.renewalCode.code", message: "Your code" }, value: input.code }],
      outro: [
        /*i18n*/ {
          id: "mail.renewalCode.ifNotYou",
          message:
            "If it was not you, do not share the code with anyone: without it, the policy's details stay hidden. You may want to tell your insurance partner.",
        },
      ],
    },
    secrets: [input.code],
  };
}
