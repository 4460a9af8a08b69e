import { type Language, PASSWORD_RESET_VALID_MINUTES } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
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
  const minutes = PASSWORD_RESET_VALID_MINUTES;
  return {
    key: input.key,
    to: input.to,
    subject: /*i18n*/ { id: "mail.passwordReset.subject", message: "Reset your Partner Portal password" },
    content: {
      language: input.language,
      preview: /*i18n*/ {
        id: "mail.passwordReset.preview",
        message: "Choose a new password within {minutes, plural, one {# minute} other {# minutes}}.",
        values: { minutes },
      },
      greeting: dear(input.name),
      intro: [
        /*i18n*/ {
          id: "mail.passwordReset.request",
          message: "We received a request to reset the password of your Partner Portal account.",
        },
        /*i18n*/ {
          id: "mail.passwordReset.openLink",
          message:
            "Open this link within {minutes, plural, one {# minute} other {# minutes}} to choose a new password.",
          values: { minutes },
        },
      ],
      action: {
        label: /*i18n*/ { id: "mail.passwordReset.action", message: "Choose a new password" },
        url: input.link,
      },
      outro: [
        /*i18n*/ {
          id: "mail.passwordReset.once",
          message: "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        },
      ],
    },
    secrets: [input.token],
  };
}
