import type { DateWindow } from "@pp/domain";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { onFirstInteraction } from "./first-interaction";
import { LazyDatePicker } from "./lazy-date-picker";
import { useDateFieldView } from "./use-date-field-view";
import { useFormField } from "./use-form-field";

// The calendar's code (MUI X, Day.js, the popper: about 85 kB gzipped) is not what a page needs to show itself: it
// loads once a date field is drawn and the visitor has begun to use the page, and the field looks the same meanwhile.
const loadPicker = () => import("./date-picker-field");
const loadDatePicker = async () => (await loadPicker()).DatePickerField;

// A field that renders later (a member's dialog, where the date is typed) must not meet a partner typing into the
// read-only placeholder: the first press or key anywhere on a page with date fields fetches the picker too.
onFirstInteraction(() => void loadPicker());

type FormDateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  window: DateWindow;
  required?: boolean;
  /**
   * Dates of birth start at the year list, on a typical adult's year of the window; expiry dates at the days of the
   * current month.
   */
  openTo?: "year" | "day";
  /**
   * Whether the date may also be typed, DD/MM/YYYY into the field's day, month and year sections (a member's date of
   * birth). Without it the date is chosen from the calendar only, as step 1 of the spec has it.
   */
  typed?: boolean;
};

/**
 * A date picked from the calendar (and, when `typed`, typed DD/MM/YYYY). The form holds the ISO date (YYYY-MM-DD);
 * days outside `window` cannot be picked, and a typed one is refused by the form's schema with its message. The
 * field counts as visited when the calendar closes, so "required" shows after a look at the calendar without a choice.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  window,
  required,
  openTo = "day",
  typed = false,
}: FormDateFieldProps<T>) {
  const field = useFormField(control, name);
  const view = useDateFieldView({
    name: field.name,
    label,
    value: field.value,
    window,
    required,
    openTo,
    typed,
    problem: field.problem,
    onChange: (iso) => field.onChange(iso as PathValue<T, FieldPath<T>>),
    onBlur: field.onBlur,
    inputRef: field.inputRef,
  });
  return <LazyDatePicker view={view} load={loadDatePicker} />;
}
