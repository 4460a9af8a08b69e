import type { PartnerFlag, TeamOverview } from "@pp/domain";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { FormSelect } from "../../ui/plain/form-select";
import type { SelectOption } from "../../ui/plain/select-field";
import { FlagsField } from "./flags-field";
import { teamOptions } from "./team-options";

/** A form with a role (`teamRole`), a team (`teamId`) and the products (`flags`). */
type AccessForm = FieldValues & { flags: PartnerFlag[] };

/**
 * What a user may do and see, as an invitation and a change of a user both ask it: their role (`roles`, which an
 * invitation narrows), their team among the partner's and the products among the partner's own.
 */
export function AccessFields<T extends AccessForm>({
  control,
  roles,
  team,
}: {
  control: Control<T>;
  roles: SelectOption[];
  team: TeamOverview;
}) {
  const { t } = useText();
  return (
    <>
      <FormSelect
        control={control}
        name={"teamRole" as FieldPath<T>}
        label={t(/*i18n*/ { id: "team.field.role", message: "Role" })}
        options={roles}
        required
      />
      <FormSelect
        control={control}
        name={"teamId" as FieldPath<T>}
        label={t(/*i18n*/ { id: "team.field.team", message: "Team" })}
        options={teamOptions(team.teams, t)}
      />
      <FlagsField control={control} offered={team.partnerFlags} />
    </>
  );
}
