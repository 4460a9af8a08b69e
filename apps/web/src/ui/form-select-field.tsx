import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { translateMessage } from "../i18n/i18n";
import { useFieldMessage } from "./field-message";

import type { SelectOption } from "./plain/select-field";

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
  const { field, fieldState } = useController({ control, name });
  const fieldMessage = useFieldMessage(fieldState.error);
  const message = fieldMessage ?? helperText;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={field.value ?? ""}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        const raw = event.target.value;
        const option = options.find((o) => String(o.value) === String(raw));
        const value = option ? option.value : null;
        field.onChange(value);
        if (value !== null) onValueChange?.(value);
      }}
      error={Boolean(fieldState.error)}
      helperText={message}
      slotProps={{
        select: { inputProps: { "aria-invalid": fieldState.error ? true : undefined } },
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
