import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from "react-hook-form";

/**
 * A react-hook-form field as the plain fields take it: its value, change and blur, its element (which takes the focus
 * when it is wrong) and its message. The MUI fields (ui/form-*.tsx) wire the same in their own way.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>>(control: Control<T>, name: N) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value as PathValue<T, N>,
    onChange: field.onChange as (value: PathValue<T, N>) => void,
    onBlur: field.onBlur,
    inputRef: field.ref,
    problem: fieldState.error?.message,
  };
}
