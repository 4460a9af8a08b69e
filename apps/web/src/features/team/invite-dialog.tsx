import { zodResolver } from "@hookform/resolvers/zod";
import {
  type InviteTeamUserForm,
  inviteTeamUserFormSchema,
  NO_TEAM,
  TEAM_INVITATION_VALID_HOURS,
  type TeamOverview,
  teamIdOfChoice,
} from "@pp/domain";
import { useForm } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { FormTextField } from "../../ui/form-text-field";
import { AccessFields } from "./access-fields";
import { useInvite } from "./api/team-api";
import { TeamDialog } from "./team-dialog";
import { invitedRoleOptions } from "./team-options";

type InviteDialogProps = {
  team: TeamOverview;
  onClose: () => void;
  /** The invitation went out: what to tell the owner. */
  onInvited: (notice: string) => void;
};

/** Invites a person by e-mail: their name, address, sign-in id, role, team and products. */
export function InviteDialog({ team, onClose, onInvited }: InviteDialogProps) {
  const { t } = useText();
  const invite = useInvite();
  const { control, handleSubmit } = useForm<InviteTeamUserForm>({
    resolver: zodResolver(inviteTeamUserFormSchema),
    defaultValues: {
      name: "",
      email: "",
      userId: "",
      teamRole: "agent",
      teamId: NO_TEAM,
      flags: [...team.partnerFlags],
    },
  });
  const onSubmit = handleSubmit((form) =>
    invite.mutate(
      { ...form, teamId: teamIdOfChoice(form.teamId) },
      {
        onSuccess: () =>
          onInvited(
            t(
              /*i18n*/ {
                id: "team.notice.invited",
                message:
                  "An invitation was e-mailed to {email}. Its link works for {hours, plural, one {# hour} other {# hours}}.",
                values: { email: form.email, hours: TEAM_INVITATION_VALID_HOURS },
              },
            ),
          ),
      },
    ),
  );
  return (
    <TeamDialog
      title={t(/*i18n*/ { id: "team.invite.title", message: "Invite a person" })}
      intro={t(
        /*i18n*/ {
          id: "team.invite.intro",
          message:
            "They receive an e-mail with a link to choose their password and set up two-factor sign-in. The link works once, for {hours, plural, one {# hour} other {# hours}}.",
          values: { hours: TEAM_INVITATION_VALID_HOURS },
        },
      )}
      error={invite.error}
      pending={invite.isPending}
      submitLabel={t(/*i18n*/ { id: "team.invite.send", message: "Send invitation" })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label={t(/*i18n*/ { id: "team.field.name", message: "Name" })}
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="email"
        label={t(/*i18n*/ { id: "team.field.email", message: "E-mail" })}
        type="email"
        autoComplete="off"
        required
      />
      <FormTextField
        control={control}
        name="userId"
        label={t(/*i18n*/ { id: "team.field.userId", message: "User ID" })}
        autoComplete="off"
        helperText={t(
          /*i18n*/ {
            id: "team.field.userIdHint",
            message: "What they type to sign in, e.g. {example}.",
            values: { example: "sara.khan" },
          },
        )}
        required
      />
      <AccessFields control={control} roles={invitedRoleOptions(t)} team={team} />
    </TeamDialog>
  );
}
