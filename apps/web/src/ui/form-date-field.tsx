import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { type DateWindow, isIsoDate } from "@pp/domain";
import dayjs, { type Dayjs } from "dayjs";
import { useId, useRef, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

type FormDateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  window: DateWindow;
  required?: boolean;
  /** Dates of birth start at the year list; expiry dates at the days of the current month. */
  openTo?: "year" | "day";
};

/** Day.js tokens: ISO on the wire, DD/MM/YYYY on screen. */
const WIRE_FORMAT = "YYYY-MM-DD";
const DISPLAY_FORMAT = "DD/MM/YYYY";

/**
 * A date picked from the calendar only (read-only, DD/MM/YYYY). The form holds the ISO date
 * (YYYY-MM-DD); days outside `window` cannot be picked. The field counts as visited when the
 * calendar closes, so "required" shows after a look at the calendar without a choice.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  window,
  required,
  openTo = "day",
}: FormDateFieldProps<T>) {
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
        inputRef={field.ref}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          field: { readOnly: true },
          textField: {
            id,
            name: field.name,
            required,
            fullWidth: true,
            margin: "normal",
            error: Boolean(fieldState.error),
            helperText: message ?? `${DISPLAY_FORMAT}, chosen from the calendar`,
            onClick: () => setOpenState(true),
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
