import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { useFormField } from "../use-form-field";
import { SelectField, type SelectOption } from "./select-field";

type FormSelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Called after the value changed, e.g. to reset fields that no longer apply. */
  onValueChange?: (value: string | number) => void;
};

/**
 * A react-hook-form choice drawn by the plain SelectField (the browser's own select, so a phone opens its picker), for
 * short lists: numbers stay numbers, nothing is chosen while the form holds no value, and the message sits under it.
 */
export function FormSelect<T extends FieldValues>({ control, name, onValueChange, ...look }: FormSelectProps<T>) {
  const { onChange, ...field } = useFormField(control, name);
  return (
    <SelectField
      {...look}
      {...field}
      onChange={(value) => {
        onChange(value as PathValue<T, FieldPath<T>>);
        onValueChange?.(value);
      }}
    />
  );
}
