import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from "react-hook-form";

/**
 * A react-hook-form field as every field of the portal takes it, plain or MUI: its value, change and blur, its element
 * (react-hook-form focuses the first wrong field's when a form is sent) and its message, which the field hands to
 * `useFieldWiring` (field-wiring.ts) for its label, `aria-invalid` and `aria-describedby`. react-hook-form focuses the
 * first wrong field in the order the fields registered: a form calls this in the order its fields are shown.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>, Parsed = T>(
  control: Control<T, unknown, Parsed>,
  name: N,
) {
  const { field, fieldState } = useController<T, N, Parsed>({ control, name });
  return {
    name: field.name,
    value: field.value as PathValue<T, N>,
    onChange: field.onChange as (value: PathValue<T, N>) => void,
    onBlur: field.onBlur,
    inputRef: field.ref,
    problem: fieldState.error?.message,
  };
}
