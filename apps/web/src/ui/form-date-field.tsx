import type { DateWindow } from "@pp/domain";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { DateField } from "./plain/date-field";
import { useFormField } from "./use-form-field";

type FormDateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  window: DateWindow;
  required?: boolean;
  /** Dates of birth open on the year list; expiry and effective dates on the current month. */
  openTo?: "year" | "day";
  /** Whether the date may also be typed, DD/MM/YYYY; else it is chosen from the calendar only. */
  typed?: boolean;
};

/**
 * The portal's date field (ui/plain/date-field.tsx) held by react-hook-form: the form holds the ISO date (YYYY-MM-DD),
 * or "" for none. It registers where it is drawn, so a form sent wrong focuses its fields in the order they are shown.
 */
export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  const field = useFormField(control, name);
  return <DateField {...field} {...props} onChange={(iso) => field.onChange(iso as PathValue<T, FieldPath<T>>)} />;
}
