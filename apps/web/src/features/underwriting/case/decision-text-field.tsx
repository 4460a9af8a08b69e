import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { UnderwritingDecisionRequest } from "@pp/domain";
import type { Control } from "react-hook-form";
import { useFieldWiring } from "../../../ui/field-wiring";
import { useFormField } from "../../../ui/use-form-field";
import type { DecisionValues } from "./decision-values";

type Name = "note" | `terms.${number}.loading` | `terms.${number}.exclusion`;

/**
 * One typed field of the decision, in MUI's TextField as the case page draws it (small loadings, a wide note): its
 * state from the form, its message or hint through the portal's field wiring. TextField ties its label, helper line
 * (`${id}-helper-text`) and `aria-invalid` to the wiring's id.
 */
export function DecisionTextField({
  control,
  name,
  hint,
  ...look
}: { control: Control<DecisionValues, unknown, UnderwritingDecisionRequest>; name: Name; hint: string } & Pick<
  TextFieldProps,
  "label" | "type" | "size" | "multiline" | "minRows" | "fullWidth" | "slotProps" | "sx"
>) {
  const field = useFormField(control, name);
  const { id, helper, wrong } = useFieldWiring({ problem: field.problem, hint });
  return (
    <TextField
      {...look}
      id={id}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.inputRef}
      error={wrong}
      helperText={helper}
    />
  );
}
