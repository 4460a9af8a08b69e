import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { handOverSchema, type TeamOverview, type TeamUser } from "@pp/domain";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { FormSelectField } from "../../ui/form-select-field";
import { useHandOver } from "./api/team-api";

type HandOverDialogProps = {
  team: TeamOverview;
  from: TeamUser;
  onClose: () => void;
  onHandedOver: (notice: string) => void;
};

/** Who may take work over: another active user who sells (an owner, a manager or an agent). */
const heirsOf = (team: TeamOverview, from: TeamUser) =>
  team.users.filter((u) => u.id !== from.id && !u.disabled && u.teamRole !== "back_office");

/** Hands a leaver's open quotations and renewals to another user, in one step. */
export function HandOverDialog({ team, from, onClose, onHandedOver }: HandOverDialogProps) {
  const { t } = useText();
  const titleId = useId();
  const handOver = useHandOver();
  const heirs = heirsOf(team, from);
  const { control, handleSubmit } = useForm<{ toUserId: number }>({
    resolver: zodResolver(handOverSchema),
    defaultValues: {},
  });
  const onSubmit = handleSubmit(({ toUserId }) => {
    const heir = heirs.find((u) => u.id === toUserId);
    handOver.mutate(
      { from: from.id, to: toUserId },
      {
        onSuccess: (moved) =>
          onHandedOver(
            t("{quotations} open quotations and {renewals} renewals of {from} were handed to {to}.", {
              quotations: moved.quotations,
              renewals: moved.renewals,
              from: from.name,
              to: heir?.name ?? "",
            }),
          ),
      },
    );
  });
  return (
    <Dialog open onClose={handOver.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t("Hand over the work of {name}", { name: from.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {t(
              "Their quotations and renewals that are not paid yet become the chosen user's, who carries them on. What they sold stays theirs.",
            )}
          </Typography>
          {handOver.error && (
            <Box sx={{ mt: 2 }}>
              <ErrorAlert>{handOver.error.message}</ErrorAlert>
            </Box>
          )}
          <FormSelectField
            control={control}
            name="toUserId"
            label={t("Hand over to")}
            options={heirs.map((u) => ({ value: u.id, label: u.name }))}
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={handOver.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={handOver.isPending}>
            {t("Hand over")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
