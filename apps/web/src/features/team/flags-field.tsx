import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { PARTNER_FLAG_LABELS, type PartnerFlag } from "@pp/domain";
import type { Control, FieldValues, Path, PathValue } from "react-hook-form";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { useFieldWiring } from "../../ui/field-wiring";
import { useFormField } from "../../ui/use-form-field";

type FlagsFieldProps<T extends FieldValues & { flags: PartnerFlag[] }> = {
  control: Control<T>;
  /** What the partner itself may use: a user is given some of these, never more. */
  offered: readonly PartnerFlag[];
};

/** The products and services a user may use, as ticks among the partner's own. */
export function FlagsField<T extends FieldValues & { flags: PartnerFlag[] }>({ control, offered }: FlagsFieldProps<T>) {
  const { t } = useText();
  const field = useFormField(control, "flags" as Path<T>);
  const { helperId, helper, wrong } = useFieldWiring({ problem: field.problem });
  const chosen = (field.value ?? []) as PartnerFlag[];
  const toggle = (flag: PartnerFlag, on: boolean) =>
    field.onChange(offered.filter((f) => (f === flag ? on : chosen.includes(f))) as PathValue<T, Path<T>>);
  return (
    <FormControl component="fieldset" margin="normal" error={wrong} aria-describedby={helper ? helperId : undefined}>
      <FormLabel component="legend">{t("Products and services")}</FormLabel>
      <FormGroup>
        {offered.map((flag, index) => (
          <FormControlLabel
            key={flag}
            label={translateMessage(PARTNER_FLAG_LABELS[flag])}
            control={
              <Checkbox
                checked={chosen.includes(flag)}
                onChange={(event) => toggle(flag, event.target.checked)}
                onBlur={field.onBlur}
                inputRef={index === 0 ? field.inputRef : undefined}
              />
            }
          />
        ))}
      </FormGroup>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
