import { birthCalendarStart, type DateWindow, isIsoDate } from "@pp/domain";
import { type Ref, useRef, useState } from "react";
import { useText } from "../i18n/use-text";
import type { DateFieldView } from "./date-field-view";
import { useFieldWiring } from "./field-wiring";
import { useToday } from "./use-today";

type DateFieldInput = {
  name: string;
  label: string;
  /** The form's value: an ISO date, or anything else for none. */
  value: unknown;
  window: DateWindow;
  required?: boolean;
  openTo: "year" | "day";
  typed: boolean;
  /** What is wrong with the date, in English or already translated. */
  problem: string | undefined;
  onChange: (iso: string) => void;
  /** The form's "visited" signal. */
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * What a date field shows and does, for the placeholder and the picker alike, whichever form holds the value. The
 * field counts as visited when the calendar closes, so "required" shows after a look at the calendar without a choice.
 */
export function useDateFieldView(input: DateFieldInput): DateFieldView {
  const { t } = useText();
  const today = useToday();
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const { id, message } = useFieldWiring({ problem: input.problem });
  return {
    label: input.label,
    value: isIsoDate(input.value) ? input.value : null,
    window: input.window,
    open,
    setOpen: (next) => {
      openRef.current = next;
      setOpen(next);
    },
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFieldBlur: () => {
      if (!openRef.current) input.onBlur();
    },
    openTo: input.openTo,
    referenceDate: input.openTo === "year" ? birthCalendarStart(input.window, today) : undefined,
    typed: input.typed,
    inputRef: input.inputRef,
    buttonLabel: t("Choose {field}", { field: input.label.toLowerCase() }),
    textField: {
      id,
      name: input.name,
      required: input.required,
      fullWidth: true,
      margin: "normal",
      // MUI's field names its line `${id}-helper-text`, as the wiring does, and sets aria-invalid from `error`.
      error: message !== undefined,
      helperText:
        message ??
        (input.typed ? t("DD/MM/YYYY, typed or chosen from the calendar") : t("DD/MM/YYYY, chosen from the calendar")),
    },
  };
}
