import {
  type Language,
  PARTNER_FLAG_WORDS,
  type PartnerFlag,
  SIGN_IN_PATH,
  TEAM_ROLE_WORDS,
  type TeamRole,
  type Words,
} from "@pp/domain";
import type { MailText } from "../../../mail/mail-content";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";

const SIGN_IN: Words = /*i18n*/ { id: "mail.teamChange.signIn", message: "Sign in" };

/** What an owner gave a user, as the mail names it: the role, the team's name (or none) and the products. */
export type TeamGrant = { teamRole: TeamRole; teamName: string | null; flags: PartnerFlag[] };

/** A change of a user by an owner of their partner (decision 060) that the user is told of. */
export type TeamChange =
  | { kind: "changed"; before: TeamGrant; after: TeamGrant }
  | { kind: "disabled" }
  | { kind: "enabled" }
  | { kind: "two_factor_reset" };

const NO_TEAM: Words = /*i18n*/ { id: "mail.teamChange.noTeam", message: "No team" };
const NO_PRODUCTS: Words = /*i18n*/ { id: "mail.teamChange.noProducts", message: "None" };

/** The subject, the opening lines and the sign-in button (or none) of each change. */
function told(change: TeamChange, partner: string, owner: string): { subject: Words; intro: Words[]; signIn: boolean } {
  switch (change.kind) {
    case "changed":
      return {
        subject: /*i18n*/ {
          id: "mail.teamChange.changed.subject",
          message: "Your role at {partner} changed",
          values: { partner },
        },
        intro: [
          /*i18n*/ {
            id: "mail.teamChange.changed.what",
            message: "{owner} changed your role, team or products at {partner} on the Partner Portal.",
            values: { owner, partner },
          },
          /*i18n*/ {
            id: "mail.teamChange.changed.reload",
            message:
              "The change applies from your next page: if the portal is open, reload it to see what you may now do.",
          },
        ],
        signIn: false,
      };
    case "disabled":
      return {
        subject: /*i18n*/ {
          id: "mail.teamChange.disabled.subject",
          message: "Your access to {partner} was turned off",
          values: { partner },
        },
        intro: [
          /*i18n*/ {
            id: "mail.teamChange.disabled.what",
            message:
              "{owner} turned off your access to {partner} on the Partner Portal. You cannot sign in, and every session of yours has ended.",
            values: { owner, partner },
          },
          /*i18n*/ {
            id: "mail.teamChange.disabled.mistake",
            message: "If you think this is a mistake, ask an owner of {partner}.",
            values: { partner },
          },
        ],
        signIn: false,
      };
    case "enabled":
      return {
        subject: /*i18n*/ {
          id: "mail.teamChange.enabled.subject",
          message: "Your access to {partner} is back",
          values: { partner },
        },
        intro: [
          /*i18n*/ {
            id: "mail.teamChange.enabled.what",
            message: "{owner} turned your access to {partner} on the Partner Portal back on.",
            values: { owner, partner },
          },
          /*i18n*/ { id: "mail.teamChange.enabled.signIn", message: "Sign in with your user id and password." },
        ],
        signIn: true,
      };
    case "two_factor_reset":
      return {
        subject: /*i18n*/ {
          id: "mail.teamChange.twoFactorReset.subject",
          message: "Your two-factor sign-in at {partner} was reset",
          values: { partner },
        },
        intro: [
          /*i18n*/ {
            id: "mail.teamChange.twoFactorReset.what",
            message:
              "{owner} reset your two-factor sign-in at {partner} on the Partner Portal, and every session of yours has ended.",
            values: { owner, partner },
          },
          /*i18n*/ {
            id: "mail.teamChange.twoFactorReset.setUp",
            message: "Sign in again and set up your authenticator app: the portal shows a new code to scan with it.",
          },
        ],
        signIn: true,
      };
  }
}

/** Before and after, for what changed only: the role, the team, the products. */
function changedFacts(change: TeamChange) {
  if (change.kind !== "changed") return {};
  const { before, after } = change;
  const facts: { label: Words; value: MailText }[] = [];
  if (before.teamRole !== after.teamRole)
    facts.push(
      {
        label: /*i18n*/ { id: "mail.teamChange.roleWas", message: "Your role was" },
        value: TEAM_ROLE_WORDS[before.teamRole],
      },
      {
        label: /*i18n*/ { id: "mail.teamChange.roleNow", message: "Your role now" },
        value: TEAM_ROLE_WORDS[after.teamRole],
      },
    );
  if (before.teamName !== after.teamName)
    facts.push(
      {
        label: /*i18n*/ { id: "mail.teamChange.teamWas", message: "Your team was" },
        value: before.teamName ?? NO_TEAM,
      },
      { label: /*i18n*/ { id: "mail.teamChange.teamNow", message: "Your team now" }, value: after.teamName ?? NO_TEAM },
    );
  const products = (flags: PartnerFlag[]) => (flags.length ? flags.map((f) => PARTNER_FLAG_WORDS[f]) : [NO_PRODUCTS]);
  const sameProducts = before.flags.length === after.flags.length && before.flags.every((f) => after.flags.includes(f));
  const mayUse: Words = /*i18n*/ { id: "mail.teamChange.mayUse", message: "What you may use now" };
  return {
    ...(facts.length ? { facts } : {}),
    ...(sameProducts ? {} : { sections: [{ heading: mayUse, lines: products(after.flags) }] }),
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
      greeting: dear(input.to.name),
      intro,
      ...changedFacts(input.change),
      ...(signIn ? { action: { label: SIGN_IN, url: `${input.publicUrl}${SIGN_IN_PATH}` } } : {}),
      outro: [
        /*i18n*/ {
          id: "mail.teamChange.why",
          message: "You receive this e-mail because an owner of {partner} changed your account.",
          values: { partner: input.partnerName },
        },
      ],
    },
  };
}
