import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useText } from "../../i18n/use-text";

/** Day.js tokens: ISO in the address and on the wire, DD/MM/YYYY on screen. */
const WIRE_FORMAT = "YYYY-MM-DD";
const DISPLAY_FORMAT = "DD/MM/YYYY";

type DateFilterProps = {
  label: string;
  /** ISO date or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
};

/**
 * A date filter typed or picked as DD/MM/YYYY. Only a complete, valid date (or clearing the field) changes the
 * list, so half-typed dates do not send requests.
 */
export function DateFilter({ label, value, onChange, minDate, maxDate }: DateFilterProps) {
  const { t } = useText();
  const [draft, setDraft] = useState<Dayjs | null>(value ? dayjs(value) : null);
  useEffect(() => setDraft(value ? dayjs(value) : null), [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={draft}
        format={DISPLAY_FORMAT}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        enableAccessibleFieldDOMStructure={false}
        onChange={(next: Dayjs | null) => {
          setDraft(next);
          if (next === null) onChange(undefined);
          else if (next.isValid()) onChange(next.format(WIRE_FORMAT));
        }}
        slotProps={{
          field: { clearable: true },
          textField: { size: "small", fullWidth: true, helperText: DISPLAY_FORMAT },
          openPickerButton: { "aria-label": t("Choose {field}", { field: label.toLowerCase() }) },
        }}
      />
    </LocalizationProvider>
  );
}
