import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ChangeTeamUserForm,
  changeTeamUserFormSchema,
  NO_TEAM,
  type TeamOverview,
  type TeamUser,
  teamIdOfChoice,
} from "@pp/domain";
import { useForm } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { AccessFields } from "./access-fields";
import { useChangeUser } from "./api/team-api";
import { TeamDialog } from "./team-dialog";
import { roleOptions } from "./team-options";

type ChangeUserDialogProps = {
  team: TeamOverview;
  user: TeamUser;
  onClose: () => void;
  onChanged: (notice: string) => void;
};

/** Changes a user's role, team and products; their open sessions follow at once. */
export function ChangeUserDialog({ team, user, onClose, onChanged }: ChangeUserDialogProps) {
  const { t } = useText();
  const change = useChangeUser();
  const { control, handleSubmit } = useForm<ChangeTeamUserForm>({
    resolver: zodResolver(changeTeamUserFormSchema),
    defaultValues: { teamRole: user.teamRole, teamId: user.teamId ?? NO_TEAM, flags: user.flags },
  });
  const onSubmit = handleSubmit((form) =>
    change.mutate(
      { id: user.id, change: { ...form, teamId: teamIdOfChoice(form.teamId) } },
      {
        onSuccess: () =>
          onChanged(
            t(
              /*i18n*/ {
                id: "team.notice.userChanged",
                message: "{name}'s role, team and products were saved.",
                values: { name: user.name },
              },
            ),
          ),
      },
    ),
  );
  return (
    <TeamDialog
      title={t(/*i18n*/ { id: "team.change.title", message: "Change {name}", values: { name: user.name } })}
      intro={t(
        /*i18n*/ {
          id: "team.change.intro",
          message:
            "An owner manages the team and sees all business; a manager sees their team's; an agent their own; the back office sees and services all business and sells nothing.",
        },
      )}
      error={change.error}
      pending={change.isPending}
      submitLabel={t(/*i18n*/ { id: "team.change.save", message: "Save" })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <AccessFields control={control} roles={roleOptions(t)} team={team} />
    </TeamDialog>
  );
}
