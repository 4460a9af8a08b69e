import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { translateMessage } from "../i18n/i18n";
import { useFieldWiring } from "./field-wiring";
import type { SelectOption } from "./form-select-field";
import { useFormField } from "./use-form-field";

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
  const field = useFormField(control, name);
  const { id, helperId, message, wrong, aria } = useFieldWiring({ problem: field.problem });
  const labelId = `${id}-label`;
  return (
    <FormControl component="fieldset" margin="normal" error={wrong} required={required} fullWidth>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ""}
        aria-labelledby={labelId}
        {...aria}
        onChange={(_event, raw) => {
          const option = options.find((o) => String(o.value) === raw);
          if (!option) return;
          if (onValueChange) onValueChange(option.value);
          else field.onChange(option.value as PathValue<T, FieldPath<T>>);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio inputRef={index === 0 ? field.inputRef : undefined} />}
            label={translateMessage(option.label)}
          />
        ))}
      </RadioGroup>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
