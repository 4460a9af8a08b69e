import { type Language, TEAM_INVITATION_VALID_HOURS, TEAM_ROLE_LABELS, type TeamRole } from "@pp/domain";
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
  return {
    key: input.key,
    to: input.to,
    subject: `Join ${input.partnerName} on the Partner Portal`,
    content: {
      language: input.language,
      preview: `Choose your password within ${TEAM_INVITATION_VALID_HOURS} hours.`,
      greeting: `Dear ${input.name},`,
      intro: [
        `${input.inviterName} invited you to work for ${input.partnerName} on the Partner Portal.`,
        `Open this link within ${TEAM_INVITATION_VALID_HOURS} hours to choose your password and set up two-factor sign-in with an authenticator app on your phone.`,
      ],
      facts: [
        { label: "Your user id", value: input.userId },
        { label: "Your role", value: TEAM_ROLE_LABELS[input.teamRole] },
      ],
      action: { label: "Accept the invitation", url: input.link },
      outro: ["The link works once. If you did not expect this invitation, ignore this e-mail."],
    },
    secrets: [input.token],
  };
}
