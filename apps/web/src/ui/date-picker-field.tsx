import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import dayjs, { type Dayjs } from "dayjs";
import { useText } from "../i18n/use-text";
import type { DateFieldView } from "./date-field-view";
import { ARABIC_PICKER_TEXT } from "./date-picker-arabic";

/** Day.js tokens: ISO on the wire, DD/MM/YYYY on screen. */
const WIRE_FORMAT = "YYYY-MM-DD";
const DISPLAY_FORMAT = "DD/MM/YYYY";

/**
 * MUI X's date picker for FormDateField, in a chunk of its own (with Day.js, the calendar and its popper): a page
 * shows its date fields at once with DateFieldPlaceholder and swaps this in when it has loaded.
 */
export function DatePickerField(view: DateFieldView) {
  const arabic = useText().language === "ar";
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={arabic ? "ar" : "en"}
      localeText={arabic ? ARABIC_PICKER_TEXT : undefined}
    >
      <DatePicker
        label={view.label}
        value={view.value ? dayjs(view.value) : null}
        open={view.open}
        onOpen={() => view.setOpen(true)}
        onClose={() => {
          view.setOpen(false);
          view.onBlur();
        }}
        onChange={(next: Dayjs | null) => view.onChange(next?.isValid() ? next.format(WIRE_FORMAT) : "")}
        minDate={dayjs(view.window.min)}
        maxDate={dayjs(view.window.max)}
        format={DISPLAY_FORMAT}
        views={["year", "month", "day"]}
        openTo={view.openTo}
        // The calendar fades in where it will stay, and months fade rather than slide: MUI's default grows it from
        // three quarters of its size, so a day pressed while it opened was missed (the press began outside the
        // growing calendar, counted as a press elsewhere, and closed it with no date).
        reduceAnimations
        referenceDate={view.referenceDate ? dayjs(view.referenceDate) : undefined}
        inputRef={view.inputRef}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          field: { readOnly: !view.typed },
          textField: {
            ...view.textField,
            // A typed date is entered in the field itself; the calendar opens from its button.
            onClick: view.typed ? undefined : () => view.setOpen(true),
            onBlur: view.onFieldBlur,
          },
          openPickerButton: { "aria-label": view.buttonLabel },
        }}
      />
    </LocalizationProvider>
  );
}
