import { zodResolver } from "@hookform/resolvers/zod";
import { handOverSchema, type TeamOverview, type TeamUser } from "@pp/domain";
import { useForm } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { FormSelect } from "../../ui/plain/form-select";
import { useHandOver } from "./api/team-api";
import { TeamDialog } from "./team-dialog";

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
            t(
              /*i18n*/ {
                id: "team.notice.handedOver",
                message:
                  "{quotations, plural, one {# open quotation} other {# open quotations}} and {renewals, plural, one {# renewal} other {# renewals}} of {from} were handed to {to}.",
                values: {
                  quotations: moved.quotations,
                  renewals: moved.renewals,
                  from: from.name,
                  to: heir?.name ?? "",
                },
              },
            ),
          ),
      },
    );
  });
  return (
    <TeamDialog
      title={t(
        /*i18n*/ { id: "team.handOver.title", message: "Hand over the work of {name}", values: { name: from.name } },
      )}
      intro={t(
        /*i18n*/ {
          id: "team.handOver.intro",
          message:
            "Their open quotations become the chosen user's, and so do the renewals of the policies they look after that can still be renewed, due now or later. The chosen user carries them on; who sold each policy stays as it is.",
        },
      )}
      error={handOver.error}
      pending={handOver.isPending}
      submitLabel={t(/*i18n*/ { id: "team.handOver.submit", message: "Hand over" })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormSelect
        control={control}
        name="toUserId"
        label={t(/*i18n*/ { id: "team.handOver.to", message: "Hand over to" })}
        options={heirs.map((u) => ({ value: u.id, label: u.name }))}
        required
      />
    </TeamDialog>
  );
}
