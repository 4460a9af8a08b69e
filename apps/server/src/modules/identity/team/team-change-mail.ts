import {
  type Language,
  PARTNER_FLAG_LABELS,
  type PartnerFlag,
  SIGN_IN_PATH,
  TEAM_ROLE_LABELS,
  type TeamRole,
} from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";

/** What an owner gave a user, as the mail names it: the role, the team's name (or none) and the products. */
export type TeamGrant = { teamRole: TeamRole; teamName: string | null; flags: PartnerFlag[] };

/** A change of a user by an owner of their partner (decision 060) that the user is told of. */
export type TeamChange =
  | { kind: "changed"; before: TeamGrant; after: TeamGrant }
  | { kind: "disabled" }
  | { kind: "enabled" }
  | { kind: "two_factor_reset" };

const NO_TEAM = "No team";
const NO_PRODUCTS = "None";

/** The subject, the opening lines and the sign-in button (or none) of each change. */
function told(change: TeamChange, partnerName: string, ownerName: string) {
  switch (change.kind) {
    case "changed":
      return {
        subject: `Your role at ${partnerName} changed`,
        intro: [
          `${ownerName} changed your role, team or products at ${partnerName} on the Partner Portal.`,
          "The change applies from your next page: if the portal is open, reload it to see what you may now do.",
        ],
        signIn: false,
      };
    case "disabled":
      return {
        subject: `Your access to ${partnerName} was turned off`,
        intro: [
          `${ownerName} turned off your access to ${partnerName} on the Partner Portal. You cannot sign in, and every session of yours has ended.`,
          `If you think this is a mistake, ask an owner of ${partnerName}.`,
        ],
        signIn: false,
      };
    case "enabled":
      return {
        subject: `Your access to ${partnerName} is back`,
        intro: [
          `${ownerName} turned your access to ${partnerName} on the Partner Portal back on.`,
          "Sign in with your user id and password.",
        ],
        signIn: true,
      };
    case "two_factor_reset":
      return {
        subject: `Your two-factor sign-in at ${partnerName} was reset`,
        intro: [
          `${ownerName} reset your two-factor sign-in at ${partnerName} on the Partner Portal, and every session of yours has ended.`,
          "Sign in again and set up your authenticator app: the portal shows a new code to scan with it.",
        ],
        signIn: true,
      };
  }
}

/** Before and after, for what changed only: the role, the team, the products. */
function changedFacts(change: TeamChange) {
  if (change.kind !== "changed") return {};
  const { before, after } = change;
  const facts: { label: string; value: string }[] = [];
  if (before.teamRole !== after.teamRole)
    facts.push(
      { label: "Your role was", value: TEAM_ROLE_LABELS[before.teamRole] },
      { label: "Your role now", value: TEAM_ROLE_LABELS[after.teamRole] },
    );
  if (before.teamName !== after.teamName)
    facts.push(
      { label: "Your team was", value: before.teamName ?? NO_TEAM },
      { label: "Your team now", value: after.teamName ?? NO_TEAM },
    );
  const products = (flags: PartnerFlag[]) => (flags.length ? flags.map((f) => PARTNER_FLAG_LABELS[f]) : [NO_PRODUCTS]);
  const sameProducts = before.flags.length === after.flags.length && before.flags.every((f) => after.flags.includes(f));
  return {
    ...(facts.length ? { facts } : {}),
    ...(sameProducts ? {} : { sections: [{ heading: "What you may use now", lines: products(after.flags) }] }),
  };
}

/** Whether a change of role, team and products changes anything: an owner saving the form unchanged tells nobody. */
export const grantChanged = (before: TeamGrant, after: TeamGrant) =>
  Object.keys(changedFacts({ kind: "changed", before, after })).length > 0;

/**
 * The mail that tells a user what an owner changed about them and what to do, in their language first (as every
 * mail), keyed by the audit row of the change so that it is written once.
 */
export function teamChangeMail(input: {
  auditId: number;
  to: { name: string; email: string; language: Language };
  partnerName: string;
  ownerName: string;
  change: TeamChange;
  publicUrl: string;
}): OutgoingMail {
  const { subject, intro, signIn } = told(input.change, input.partnerName, input.ownerName);
  return {
    key: `team-change:${input.auditId}`,
    to: input.to.email,
    subject,
    content: {
      language: input.to.language,
      preview: intro[0]!,
      greeting: `Dear ${input.to.name},`,
      intro,
      ...changedFacts(input.change),
      ...(signIn ? { action: { label: "Sign in", url: `${input.publicUrl}${SIGN_IN_PATH}` } } : {}),
      outro: [`You receive this e-mail because an owner of ${input.partnerName} changed your account.`],
    },
  };
}
