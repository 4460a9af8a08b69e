import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import {
  type ChangeTeamUserForm,
  changeTeamUserFormSchema,
  NO_TEAM,
  type TeamOverview,
  type TeamUser,
  teamIdOfChoice,
} from "@pp/domain";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { FormSelectField } from "../../ui/form-select-field";
import { useChangeUser } from "./api/team-api";
import { FlagsField } from "./flags-field";
import { ROLE_OPTIONS, teamOptions } from "./team-options";

type ChangeUserDialogProps = {
  team: TeamOverview;
  user: TeamUser;
  onClose: () => void;
  onChanged: (notice: string) => void;
};

/** Changes a user's role, team and products; their open sessions follow at once. */
export function ChangeUserDialog({ team, user, onClose, onChanged }: ChangeUserDialogProps) {
  const { t } = useText();
  const titleId = useId();
  const change = useChangeUser();
  const { control, handleSubmit } = useForm<ChangeTeamUserForm>({
    resolver: zodResolver(changeTeamUserFormSchema),
    defaultValues: { teamRole: user.teamRole, teamId: user.teamId ?? NO_TEAM, flags: user.flags },
  });
  const onSubmit = handleSubmit((form) =>
    change.mutate(
      { id: user.id, change: { ...form, teamId: teamIdOfChoice(form.teamId) } },
      { onSuccess: () => onChanged(t("{name}'s role, team and products were saved.", { name: user.name })) },
    ),
  );
  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t("Change {name}", { name: user.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {t(
              "An owner manages the team and sees all business; a manager sees their team's; an agent their own; the back office sees and services all business and sells nothing.",
            )}
          </Typography>
          {change.error && (
            <Box sx={{ mt: 2 }}>
              <ErrorAlert>{change.error.message}</ErrorAlert>
            </Box>
          )}
          <FormSelectField control={control} name="teamRole" label={t("Role")} options={ROLE_OPTIONS} required />
          <FormSelectField control={control} name="teamId" label={t("Team")} options={teamOptions(team.teams)} />
          <FlagsField control={control} offered={team.partnerFlags} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={change.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t("Save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
