import { z } from "zod";
import { say } from "./i18n/say";
import { PARTNER_FLAGS } from "./partner";
import { newPasswordSchema } from "./password-reset";
import { USER_ID_MAX } from "./sign-in-rule";
import { TEAM_ROLES } from "./team";
import { exactText, singleLineText } from "./text-schema";

/*
 * The team page (issue 42, item 2; decision 060): an owner lists the partner's users and teams, invites a user by
 * e-mail, changes a role, team or products, disables and re-enables, resets a second factor and hands a leaver's
 * open work to another user. The invitee accepts on a public page from the e-mailed link.
 */

/** How long an invitation's link works. */
export const TEAM_INVITATION_VALID_HOURS = 72;
/** How many of the team's recent changes the page shows. */
export const TEAM_ACTIVITY_SHOWN = 50;

/** The roles an invitation may give: an owner is made by changing the role of a user who has signed in. */
export const INVITED_ROLES = [
  "manager",
  "agent",
  "back_office",
] as const satisfies readonly (typeof TEAM_ROLES)[number][];

export const TEAM_MESSAGES = {
  ownersOnly: say(
    /*i18n*/ { id: "teamApi.onlyAnOwnerOfThePartner", message: "Only an owner of the partner manages its team." },
  ),
  userNotFound: say(/*i18n*/ { id: "teamApi.noUserOfYoursHasThis", message: "No user of yours has this number." }),
  invitationNotFound: say(
    /*i18n*/ { id: "teamApi.noInvitationOfYoursHasThis", message: "No invitation of yours has this number." },
  ),
  chooseYourTeam: say(/*i18n*/ { id: "teamApi.chooseOneOfYourTeamsOr", message: "Choose one of your teams, or none." }),
  lastOwner: say(
    /*i18n*/ {
      id: "teamApi.thePartnerMustKeepAtLeast",
      message: "The partner must keep at least one active owner. Make another user an owner first.",
    },
  ),
  notYourself: say(
    /*i18n*/ {
      id: "teamApi.youCannotDisableYourselfOrReset",
      message: "You cannot disable yourself or reset your own second factor here. Ask another owner.",
    },
  ),
  userIdTaken: (userId: string) =>
    say(
      /*i18n*/ {
        id: "teamApi.userIdTaken",
        message: "The user id {userId} is already in use. Choose another.",
        values: { userId },
      },
    ),
  emailTaken: (email: string) =>
    say(
      /*i18n*/ {
        id: "teamApi.emailTaken",
        message: "The e-mail address {email} is already in use in the portal.",
        values: { email },
      },
    ),
  invitationWaiting: (email: string) =>
    say(
      /*i18n*/ {
        id: "teamApi.invitationWaiting",
        message: "An invitation to {email} is already waiting. Cancel it first to send a new one.",
        values: { email },
      },
    ),
  flagsBeyondPartner: say(
    /*i18n*/ {
      id: "teamApi.giveOnlyProductsAndServicesThe",
      message: "Give only products and services the partner itself has.",
    },
  ),
  teamExists: say(/*i18n*/ { id: "teamApi.youAlreadyHaveATeamOf", message: "You already have a team of this name." }),
  invitationNotWaiting: say(
    /*i18n*/ {
      id: "teamApi.thisInvitationIsNoLongerWaiting",
      message: "This invitation is no longer waiting: it was accepted, cancelled or has expired.",
    },
  ),
  handOverToSelf: say(
    /*i18n*/ { id: "teamApi.chooseAnotherUserToHandThe", message: "Choose another user to hand the work to." },
  ),
  handOverToInactive: say(
    /*i18n*/ { id: "teamApi.handTheWorkToAnActive", message: "Hand the work to an active owner, manager or agent." },
  ),
  chooseHeir: say(/*i18n*/ { id: "teamApi.chooseWhoTakesTheWorkOver", message: "Choose who takes the work over." }),
  invitationInvalid: say(
    /*i18n*/ {
      id: "teamApi.thisInvitationLinkIsNotValid",
      message: "This invitation link is not valid. Ask the owner who invited you for a new one.",
    },
  ),
  invitationUsed: say(
    /*i18n*/ {
      id: "teamApi.thisInvitationHasAlreadyBeenAccepted",
      message: "This invitation has already been accepted. Sign in with your user id and password.",
    },
  ),
  invitationExpired: say(
    /*i18n*/ {
      id: "teamApi.thisInvitationLinkHasExpiredAsk",
      message: "This invitation link has expired. Ask the owner who invited you for a new one.",
    },
  ),
  invitationCancelled: say(
    /*i18n*/ {
      id: "teamApi.thisInvitationWasCancelledAskThe",
      message: "This invitation was cancelled. Ask the owner who invited you for a new one.",
    },
  ),
  userIdFormat: say(
    /*i18n*/ {
      id: "teamApi.userIdFormat",
      message: "Use 3 to {max} letters, digits, dots, dashes or underscores.",
      values: { max: USER_ID_MAX },
    },
  ),
  nameRequired: say(/*i18n*/ { id: "teamApi.enterThePersonsName", message: "Enter the person's name." }),
  teamNameRequired: say(/*i18n*/ { id: "teamApi.enterTheTeamsName", message: "Enter the team's name." }),
  emailInvalid: say(/*i18n*/ { id: "common.invalidEmailAddress", message: "Invalid email address." }),
} as const;

/** A sign-in id: unique across every partner's users, matched in any case and stored lower-case. */
export const signInIdSchema = singleLineText()
  .min(3, TEAM_MESSAGES.userIdFormat)
  .max(USER_ID_MAX, TEAM_MESSAGES.userIdFormat)
  .regex(/^[a-zA-Z0-9._-]+$/, TEAM_MESSAGES.userIdFormat);

const personName = singleLineText().min(1, TEAM_MESSAGES.nameRequired).max(120);
const emailAddress = singleLineText()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, TEAM_MESSAGES.emailInvalid);
const teamRole = z.enum(TEAM_ROLES);
const flagList = z.array(z.enum(PARTNER_FLAGS)).max(PARTNER_FLAGS.length);
const rowId = z.number().int().positive().max(2_147_483_647);

/** A user, an invitation or a team named in the address: a positive whole number. */
export const teamRecordParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Who a user or an invitation is and what they are given: the fields both share. */
const teamMember = {
  id: z.number().int(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  teamRole,
  teamId: z.number().int().nullable(),
  flags: z.array(z.enum(PARTNER_FLAGS)),
};

export const teamUserSchema = z.object({
  ...teamMember,
  disabled: z.boolean(),
  /** Whether their second factor is set up. */
  twoFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** The owner looking at the page. */
  you: z.boolean(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

export const teamInvitationSchema = z.object({
  ...teamMember,
  invitedBy: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** The team's changes the page lists, each an audited event (the audit log's own names). */
export const TEAM_EVENT_LABELS = {
  user_invited: say(/*i18n*/ { id: "teamApi.invited", message: "Invited" }),
  team_invitation_cancelled: say(/*i18n*/ { id: "teamApi.invitationCancelled", message: "Invitation cancelled" }),
  team_invitation_accepted: say(/*i18n*/ { id: "teamApi.invitationAccepted", message: "Invitation accepted" }),
  user_created: say(/*i18n*/ { id: "teamApi.userAdded", message: "User added" }),
  user_changed: say(/*i18n*/ { id: "teamApi.roleTeamOrProductsChanged", message: "Role, team or products changed" }),
  user_disabled: say(/*i18n*/ { id: "teamApi.disabled", message: "Disabled" }),
  user_enabled: say(/*i18n*/ { id: "teamApi.reEnabled", message: "Re-enabled" }),
  two_factor_reset: say(/*i18n*/ { id: "teamApi.secondFactorReset", message: "Second factor reset" }),
  work_handed_over: say(/*i18n*/ { id: "teamApi.openWorkHandedOver", message: "Open work handed over" }),
  team_created: say(/*i18n*/ { id: "teamApi.teamAdded", message: "Team added" }),
} as const;
export type TeamEvent = keyof typeof TEAM_EVENT_LABELS;
export const TEAM_EVENTS = Object.keys(TEAM_EVENT_LABELS) as TeamEvent[];

export const teamActivitySchema = z.object({
  /** The audit row's number. */
  id: z.number().int(),
  at: z.string(),
  event: z.enum(TEAM_EVENTS as [TeamEvent, ...TeamEvent[]]),
  /** The user who acted; null for the operator's command. */
  actor: z.string().nullable(),
  /** Whom it concerned: a user's name, or the sign-in id of an invitation or a team's name. */
  subject: z.string().nullable(),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

/** GET /api/team: the page's whole state. */
export const teamOverviewSchema = z.object({
  users: z.array(teamUserSchema),
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
  invitations: z.array(teamInvitationSchema),
  activity: z.array(teamActivitySchema),
  /** What the partner itself may use: a user is given some of these. */
  partnerFlags: z.array(z.enum(PARTNER_FLAGS)),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** POST /api/team/invitations. Fields not named here are refused, so no role or partner rides along. */
export const inviteTeamUserSchema = z.strictObject({
  userId: signInIdSchema,
  name: personName,
  email: emailAddress,
  teamRole: z.enum(INVITED_ROLES),
  teamId: rowId.nullable(),
  flags: flagList,
});
export type InviteTeamUser = z.infer<typeof inviteTeamUserSchema>;

export const teamInvitationCreatedSchema = z.object({ id: z.number().int(), expiresAt: z.string() });

/** PUT /api/team/users/:id: the user's role, team and products, all three as they should be. */
export const changeTeamUserSchema = z.strictObject({ teamRole, teamId: rowId.nullable(), flags: flagList });
export type ChangeTeamUser = z.infer<typeof changeTeamUserSchema>;

/** The team choice of the invite and change forms: a team's id, or NO_TEAM, which the request sends as null. */
export const NO_TEAM = "none";
const teamChoice = z.union([z.literal(NO_TEAM), rowId]);
export const teamIdOfChoice = (choice: number | typeof NO_TEAM) => (choice === NO_TEAM ? null : choice);
/** The invite form: the request's fields, the team chosen from a list that offers "no team". */
export const inviteTeamUserFormSchema = inviteTeamUserSchema.extend({ teamId: teamChoice });
export type InviteTeamUserForm = z.infer<typeof inviteTeamUserFormSchema>;
/** The change form, likewise. */
export const changeTeamUserFormSchema = changeTeamUserSchema.extend({ teamId: teamChoice });
export type ChangeTeamUserForm = z.infer<typeof changeTeamUserFormSchema>;

/** POST /api/team/teams. */
export const newTeamSchema = z.strictObject({ name: singleLineText().min(1, TEAM_MESSAGES.teamNameRequired).max(60) });
export const newTeamResponseSchema = z.object({ id: z.number().int(), name: z.string() });

/** POST /api/team/users/:id/hand-over: the user who takes over the open work. */
export const handOverSchema = z.strictObject({
  toUserId: z.number({ error: TEAM_MESSAGES.chooseHeir }).int().positive().max(2_147_483_647),
});
/** How many open quotations (new business and additions) and renewals changed hands. */
export const handOverResponseSchema = z.object({ quotations: z.number().int(), renewals: z.number().int() });
export type HandOverResult = z.infer<typeof handOverResponseSchema>;

const invitationToken = exactText().min(20, TEAM_MESSAGES.invitationInvalid).max(200, TEAM_MESSAGES.invitationInvalid);

/** POST /api/team-invitations/open: what the invitee sees before choosing a password. */
export const openTeamInvitationSchema = z.strictObject({ token: invitationToken });
export const teamInvitationPreviewSchema = z.object({
  partnerName: z.string(),
  name: z.string(),
  userId: z.string(),
  email: z.string(),
  teamRole,
  expiresAt: z.string(),
});
export type TeamInvitationPreview = z.infer<typeof teamInvitationPreviewSchema>;

/** POST /api/team-invitations/accept: the password; the second factor's set-up follows in the same browser. */
export const acceptTeamInvitationSchema = z.strictObject({ token: invitationToken, password: newPasswordSchema });
export type AcceptTeamInvitation = z.infer<typeof acceptTeamInvitationSchema>;
export const acceptTeamInvitationResponseSchema = z.object({ next: z.literal("enrolment") });
