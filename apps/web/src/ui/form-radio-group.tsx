import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { RadioGroup } from "./plain/radio-group";
import type { SelectOption } from "./plain/select-field";
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

/**
 * A react-hook-form radio group drawn by the plain RadioGroup (a fieldset: legend, options in a row, the message tied
 * by aria-describedby); its first option goes to react-hook-form, which focuses it when the choice is wrong.
 */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  onValueChange,
  ...look
}: FormRadioGroupProps<T>) {
  const { onChange, ...field } = useFormField(control, name);
  return (
    <RadioGroup
      {...look}
      {...field}
      onChange={(value) => {
        if (onValueChange) onValueChange(value);
        else onChange(value as PathValue<T, FieldPath<T>>);
      }}
    />
  );
}
