import type { DateWindow } from "@pp/domain";
import type { Ref } from "react";
import { LazyDatePicker } from "../lazy-date-picker";
import { useDateFieldView } from "../use-date-field-view";

const loadThemedPicker = async () => (await import("../themed-date-picker-field")).ThemedDatePickerField;

type DateFieldProps = {
  name: string;
  label: string;
  /** The ISO date (YYYY-MM-DD), or "" for none. */
  value: string;
  onChange: (iso: string) => void;
  /** Marks the field visited (the calendar closed), for a form that shows "required" after a visit. */
  onBlur?: () => void;
  /** What is wrong with the date, in English or already translated. */
  problem: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  window: DateWindow;
  openTo?: "year" | "day";
  required?: boolean;
  /** Whether the date may also be typed, DD/MM/YYYY (see FormDateField); else it is chosen from the calendar only. */
  typed?: boolean;
};

/**
 * Loads the calendar now, for a page where a typed date field shows later (the details of a "yes"): the field must
 * not meet the first keys while its read-only placeholder is still there.
 */
export const preloadDateField = () => void loadThemedPicker();

/**
 * ui/form-date-field.tsx for a form held in plain React state: the same field, chosen from the calendar. The field shows
 * at once; the calendar's code (MUI X with MUI's theme) loads when the field first renders — on the renewal search,
 * after the customer has chosen how to search — and swaps in without a visible change.
 */
export function DateField({
  name,
  label,
  value,
  onChange,
  onBlur = () => undefined,
  problem,
  inputRef,
  window,
  openTo = "day",
  required,
  typed = false,
}: DateFieldProps) {
  const view = useDateFieldView({
    name,
    label,
    value,
    window,
    required,
    openTo,
    typed,
    problem,
    onChange,
    onBlur,
    inputRef,
  });
  return <LazyDatePicker view={view} load={loadThemedPicker} />;
}
