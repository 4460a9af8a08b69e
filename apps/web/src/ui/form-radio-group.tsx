import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { translateMessage } from "../i18n/i18n";
import { useFieldMessage } from "./field-message";
import type { SelectOption } from "./form-select-field";

type FormRadioGroupProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** Replaces the plain change, e.g. to reset the fields that depend on this choice. */
  onValueChange?: (value: string | number) => void;
};

/** A react-hook-form radio group as a fieldset: legend, options in a row, the message tied by aria-describedby. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  onValueChange,
}: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const fieldMessage = useFieldMessage(fieldState.error);
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const message = fieldMessage;
  return (
    <FormControl component="fieldset" margin="normal" error={Boolean(fieldState.error)} required={required} fullWidth>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ""}
        aria-labelledby={labelId}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={message ? helperId : undefined}
        onChange={(_event, raw) => {
          const option = options.find((o) => String(o.value) === raw);
          if (!option) return;
          if (onValueChange) onValueChange(option.value);
          else field.onChange(option.value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
            label={translateMessage(option.label)}
          />
        ))}
      </RadioGroup>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
