import { type Language, RENEWAL_CODE_MINUTES } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";

const RENEWAL_CODE_SUBJECT = "Your code to see your policy's details";

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
      preview: `Your code for policy ${input.policyNo}, valid for ${RENEWAL_CODE_MINUTES} minutes.`,
      greeting: "Hello,",
      intro: [
        `Someone renewing policy ${input.policyNo} asked to see its full details or to change its contact details. Enter this code on the renewal page within ${RENEWAL_CODE_MINUTES} minutes:`,
      ],
      facts: [{ label: "Your code", value: input.code }],
      outro: [
        "If it was not you, do not share the code with anyone: without it, the policy's details stay hidden. You may want to tell your insurance partner.",
      ],
    },
    secrets: [input.code],
  };
}
