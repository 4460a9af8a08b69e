import type { DateWindow } from "@pp/domain";
import type { Ref } from "react";

/** What FormDateField hands the field that shows it: the placeholder first, the date picker once loaded. */
export type DateFieldView = {
  label: string;
  /** The ISO date (YYYY-MM-DD), or null when none is chosen. */
  value: string | null;
  window: DateWindow;
  open: boolean;
  setOpen: (open: boolean) => void;
  onChange: (iso: string) => void;
  /** The form's "visited" signal: when the calendar closes, or the field is left with the calendar shut. */
  onBlur: () => void;
  onFieldBlur: () => void;
  openTo: "year" | "day";
  /** The date the calendar opens on when none is chosen (ISO). */
  referenceDate?: string;
  typed: boolean;
  inputRef: Ref<HTMLInputElement>;
  buttonLabel: string;
  textField: {
    id: string;
    name: string;
    required?: boolean;
    fullWidth: true;
    margin: "normal";
    error: boolean;
    helperText: string;
  };
};
