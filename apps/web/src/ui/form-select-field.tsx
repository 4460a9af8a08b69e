import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { translateMessage } from "../i18n/i18n";
import { useFieldWiring } from "./field-wiring";
import type { SelectOption } from "./plain/select-field";
import { useFormField } from "./use-form-field";

export type { SelectOption };

type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Called after the value changed, e.g. to reset fields that no longer apply. */
  onValueChange?: (value: string | number) => void;
};

/**
 * A react-hook-form select. TextField's select mode wires the label, `aria-describedby` to the message and the
 * error state; numbers stay numbers (null while nothing is chosen).
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  helperText,
  onValueChange,
}: FormSelectFieldProps<T>) {
  const field = useFormField(control, name);
  const { id, helper, wrong, aria } = useFieldWiring({ problem: field.problem, hint: helperText });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={field.value ?? ""}
      inputRef={field.inputRef}
      onBlur={field.onBlur}
      onChange={(event) => {
        const raw = event.target.value;
        const option = options.find((o) => String(o.value) === String(raw));
        const value = option ? option.value : null;
        field.onChange(value as PathValue<T, FieldPath<T>>);
        if (value !== null) onValueChange?.(value);
      }}
      error={wrong}
      helperText={helper}
      slotProps={{
        select: { inputProps: { "aria-invalid": aria["aria-invalid"] } },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {translateMessage(option.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
