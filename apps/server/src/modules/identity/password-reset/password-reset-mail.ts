import { type Language, PASSWORD_RESET_VALID_MINUTES } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";

export function passwordResetMail(input: {
  key: string;
  to: string;
  name: string;
  /** The partner's language for the portal and its e-mails. */
  language: Language;
  link: string;
  token: string;
}): OutgoingMail {
  return {
    key: input.key,
    to: input.to,
    subject: "Reset your Partner Portal password",
    content: {
      language: input.language,
      preview: `Choose a new password within ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
      greeting: `Dear ${input.name},`,
      intro: [
        "We received a request to reset the password of your Partner Portal account.",
        `Open this link within ${PASSWORD_RESET_VALID_MINUTES} minutes to choose a new password.`,
      ],
      action: { label: "Choose a new password", url: input.link },
      outro: ["The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is."],
    },
    secrets: [input.token],
  };
}
