import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { TextField } from "./plain/text-field";
import { useFormField } from "./use-form-field";

type PlainProps = ComponentProps<typeof TextField>;

type FormTextFieldProps<T extends FieldValues> = Pick<
  PlainProps,
  "type" | "autoComplete" | "autoFocus" | "required" | "multiline" | "placeholder" | "revealable"
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A hint under the field, replaced by the error message while there is one. */
  helperText?: ReactNode;
  /** What the input itself takes besides its value: the keyboard, a length, capitals, spelling. */
  inputProps?: Pick<PlainProps, "inputMode" | "maxLength" | "autoCapitalize" | "spellCheck">;
  /** Rewrites what is typed before the form holds it, e.g. hyphens put into an Emirates ID. */
  format?: (raw: string) => string;
};

/**
 * A react-hook-form field drawn by the plain kit's outlined TextField: its label, the error or hint below it,
 * `aria-invalid` and `aria-describedby` are wired in one place (field-wiring.ts), so every form gets them right; the
 * element goes to react-hook-form, which focuses the first wrong field.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  format,
  inputProps,
  ...look
}: FormTextFieldProps<T>) {
  const field = useFormField(control, name);
  return (
    <TextField
      {...look}
      {...inputProps}
      name={field.name}
      value={field.value ?? ""}
      problem={field.problem}
      inputRef={field.inputRef}
      onBlur={field.onBlur}
      onChange={(raw) => field.onChange((format ? format(raw) : raw) as PathValue<T, FieldPath<T>>)}
    />
  );
}
