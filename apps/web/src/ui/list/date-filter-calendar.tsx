import Fade from "@mui/material/Fade";
import Popover from "@mui/material/Popover";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DateCalendar } from "@mui/x-date-pickers/DateCalendar";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import dayjs, { type Dayjs } from "dayjs";
import { useText } from "../../i18n/use-text";
import { ARABIC_PICKER_TEXT } from "../date-picker-arabic";
import { MuiTheme } from "../mui-theme";

export type DateFilterCalendarProps = {
  anchor: HTMLElement;
  label: string;
  /** ISO dates; undefined where there is none. */
  value: string | undefined;
  min: string | undefined;
  max: string | undefined;
  onPick: (iso: string) => void;
  onClose: () => void;
};

/**
 * The calendar of a list's date filter, under the field: MUI X's calendar with MUI's theme, in a chunk of its own that
 * loads on the first press of the calendar button, so the list does not wait for it. A day picked closes it; Escape or
 * a press elsewhere closes it and gives the focus back to the button.
 */
export default function DateFilterCalendar({
  anchor,
  label,
  value,
  min,
  max,
  onPick,
  onClose,
}: DateFilterCalendarProps) {
  const arabic = useText().language === "ar";
  return (
    <MuiTheme baseline={false}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={arabic ? "ar" : "en"}
        localeText={arabic ? ARABIC_PICKER_TEXT : undefined}
      >
        <Popover
          open
          anchorEl={anchor}
          onClose={onClose}
          anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
          // Fades in where it will stay (MUI's default grows it): a day pressed while it opens is the day it shows.
          slots={{ transition: Fade }}
          slotProps={{ paper: { role: "dialog", "aria-label": label } }}
        >
          <DateCalendar
            value={value ? dayjs(value) : null}
            minDate={min ? dayjs(min) : undefined}
            maxDate={max ? dayjs(max) : undefined}
            autoFocus
            reduceAnimations
            onChange={(next: Dayjs | null, selection) => {
              if (!next?.isValid()) return;
              onPick(next.format("YYYY-MM-DD"));
              if (selection === "finish") onClose();
            }}
          />
        </Popover>
      </LocalizationProvider>
    </MuiTheme>
  );
}
