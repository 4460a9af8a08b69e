import type { UnderwritingDecisionRequest } from "@pp/domain";
import type { ComponentProps } from "react";
import type { Control } from "react-hook-form";
import { TextField } from "../../../ui/plain/text-field";
import { useFormField } from "../../../ui/use-form-field";
import type { DecisionValues } from "./decision-values";

type Name = "note" | `terms.${number}.loading` | `terms.${number}.exclusion`;

/**
 * One typed field of the decision, in the plain kit's TextField as the case page draws it (small loadings, a wide
 * note): its state from the form, its message or hint under it, wired by the field itself.
 */
export function DecisionTextField({
  control,
  name,
  hint,
  ...look
}: { control: Control<DecisionValues, unknown, UnderwritingDecisionRequest>; name: Name; hint: string } & Pick<
  ComponentProps<typeof TextField>,
  "label" | "type" | "size" | "multiline" | "minRows" | "min" | "max" | "step"
>) {
  const field = useFormField(control, name);
  return (
    <TextField
      {...look}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.inputRef}
      problem={field.problem}
      helperText={hint}
    />
  );
}
