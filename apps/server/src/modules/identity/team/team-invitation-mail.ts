import { type Language, TEAM_INVITATION_VALID_HOURS, TEAM_ROLE_WORDS, type TeamRole } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";

/** The invitation to a partner's team: the link to choose a password and set up the second factor (decision 060). */
export function teamInvitationMail(input: {
  key: string;
  to: string;
  name: string;
  userId: string;
  teamRole: TeamRole;
  partnerName: string;
  inviterName: string;
  /** The inviting owner's language. */
  language: Language;
  link: string;
  token: string;
}): OutgoingMail {
  const hours = TEAM_INVITATION_VALID_HOURS;
  return {
    key: input.key,
    to: input.to,
    subject: /*i18n*/ {
      id: "mail.teamInvitation.subject",
      message: "Join {partner} on the Partner Portal",
      values: { partner: input.partnerName },
    },
    content: {
      language: input.language,
      preview: /*i18n*/ {
        id: "mail.teamInvitation.preview",
        message: "Choose your password within {hours, plural, one {# hour} other {# hours}}.",
        values: { hours },
      },
      greeting: dear(input.name),
      intro: [
        /*i18n*/ {
          id: "mail.teamInvitation.invited",
          message: "{inviter} invited you to work for {partner} on the Partner Portal.",
          values: { inviter: input.inviterName, partner: input.partnerName },
        },
        /*i18n*/ {
          id: "mail.teamInvitation.openLink",
          message:
            "Open this link within {hours, plural, one {# hour} other {# hours}} to choose your password and set up two-factor sign-in with an authenticator app on your phone.",
          values: { hours },
        },
      ],
      facts: [
        { label: /*i18n*/ { id: "mail.teamInvitation.userId", message: "Your user id" }, value: input.userId },
        {
          label: /*i18n*/ { id: "mail.teamInvitation.role", message: "Your role" },
          value: TEAM_ROLE_WORDS[input.teamRole],
        },
      ],
      action: {
        label: /*i18n*/ { id: "mail.teamInvitation.action", message: "Accept the invitation" },
        url: input.link,
      },
      outro: [
        /*i18n*/ {
          id: "mail.teamInvitation.once",
          message: "The link works once. If you did not expect this invitation, ignore this e-mail.",
        },
      ],
    },
    secrets: [input.token],
  };
}
