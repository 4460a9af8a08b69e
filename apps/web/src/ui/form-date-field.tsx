import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { birthCalendarStart, type DateWindow, isIsoDate } from "@pp/domain";
import dayjs, { type Dayjs } from "dayjs";
import { useId, useRef, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useToday } from "./use-today";

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

/** Day.js tokens: ISO on the wire, DD/MM/YYYY on screen. */
const WIRE_FORMAT = "YYYY-MM-DD";
const DISPLAY_FORMAT = "DD/MM/YYYY";

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
  const today = useToday();
  const { field, fieldState } = useController({ control, name });
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const id = useId();
  const value = isIsoDate(field.value) ? dayjs(field.value) : null;
  const message = fieldState.error?.message;

  const setOpenState = (next: boolean) => {
    openRef.current = next;
    setOpen(next);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        open={open}
        onOpen={() => setOpenState(true)}
        onClose={() => {
          setOpenState(false);
          field.onBlur();
        }}
        onChange={(next: Dayjs | null) => field.onChange(next?.isValid() ? next.format(WIRE_FORMAT) : "")}
        minDate={dayjs(window.min)}
        maxDate={dayjs(window.max)}
        format={DISPLAY_FORMAT}
        views={["year", "month", "day"]}
        openTo={openTo}
        referenceDate={openTo === "year" ? dayjs(birthCalendarStart(window, today)) : undefined}
        inputRef={field.ref}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          field: { readOnly: !typed },
          textField: {
            id,
            name: field.name,
            required,
            fullWidth: true,
            margin: "normal",
            error: Boolean(fieldState.error),
            helperText: message ?? `${DISPLAY_FORMAT}, ${typed ? "typed or chosen" : "chosen"} from the calendar`,
            // A typed date is entered in the field itself; the calendar opens from its button.
            onClick: typed ? undefined : () => setOpenState(true),
            onBlur: () => {
              if (!openRef.current) field.onBlur();
            },
          },
          openPickerButton: { "aria-label": `Choose ${label.toLowerCase()}` },
        }}
      />
    </LocalizationProvider>
  );
}
