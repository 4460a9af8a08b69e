import { type CalendarDate, parseDate } from "@internationalized/date";
import { type RefObject, useContext } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Dialog,
  I18nProvider,
  Popover,
} from "react-aria-components";
import { useText } from "../../i18n/use-text";
import { useAriaLocale } from "./aria-locale";
import styles from "./date-calendar.module.css";

const CHEVRON = "M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z";

export type DateCalendarProps = {
  /** The element the calendar opens under (the field's input). */
  anchor: RefObject<HTMLElement | null>;
  /** The field's label: the calendar's name. */
  label: string;
  /** ISO dates (YYYY-MM-DD); undefined where there is none. */
  value: string | undefined;
  min: string;
  max: string;
  /** The day shown when no date is chosen (a typical adult's year for a date of birth, else today). */
  start: string;
  /** Dates of birth start on the year: the focus goes to the year's list first. */
  openTo: "year" | "day";
  onPick: (iso: string) => void;
  onClose: () => void;
};

/**
 * The calendar of the portal's date field (ui/plain/date-field.tsx), in a chunk of its own that loads when the field is
 * first used: React Aria's calendar in a popover under the field. Arrow keys move by day, Page Up/Down by month,
 * Home/End to the week's ends, Enter chooses; the month and year lists jump far; Escape or a press elsewhere closes it
 * and gives the focus back to what opened it. Days outside min/max cannot be chosen.
 */
export default function DateCalendar({
  anchor,
  label,
  value,
  min,
  max,
  start,
  openTo,
  onPick,
  onClose,
}: DateCalendarProps) {
  const { t } = useText();
  // British English writes day, month, year; Arabic keeps the Gregorian calendar and Latin digits.
  const locale = useAriaLocale();
  return (
    <I18nProvider locale={locale}>
      <Popover
        triggerRef={anchor}
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        placement="bottom start"
        offset={4}
        className={styles.popover}
      >
        <Dialog aria-label={label} className={styles.dialog}>
          <Calendar<CalendarDate>
            aria-label={label}
            className={styles.calendar}
            value={value ? parseDate(value) : null}
            minValue={parseDate(min)}
            maxValue={parseDate(max)}
            defaultFocusedValue={parseDate(value ?? start)}
            autoFocus={openTo === "day"}
            onChange={(date) => {
              onPick(date.toString());
              onClose();
            }}
          >
            <header className={styles.header}>
              <Button
                slot="previous"
                aria-label={t(/*i18n*/ { id: "ui.dateCalendar.previousMonth", message: "Previous month" })}
                className={styles.arrow}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={CHEVRON} />
                </svg>
              </Button>
              <MonthAndYear locale={locale} min={parseDate(min)} max={parseDate(max)} focusYear={openTo === "year"} />
              <Button
                slot="next"
                aria-label={t(/*i18n*/ { id: "ui.dateCalendar.nextMonth", message: "Next month" })}
                className={styles.arrow}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.next}>
                  <path d={CHEVRON} />
                </svg>
              </Button>
            </header>
            <CalendarGrid className={styles.grid} weekdayStyle="narrow">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.day} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </I18nProvider>
  );
}

/**
 * The month and the year shown, as two lists (the browser's own selects: a keyboard and a phone know them), so a date
 * of birth decades back is two choices away rather than hundreds of presses. Only the years of the window are listed,
 * and months wholly outside it are disabled.
 */
function MonthAndYear({
  locale,
  min,
  max,
  focusYear,
}: {
  locale: string;
  min: CalendarDate;
  max: CalendarDate;
  focusYear: boolean;
}) {
  const { t } = useText();
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const shown = state.focusedDate;
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const months = Array.from({ length: 12 }, (_, index) => index + 1);
  const years = Array.from({ length: max.year - min.year + 1 }, (_, index) => min.year + index);
  const outside = (month: number) =>
    (shown.year === min.year && month < min.month) || (shown.year === max.year && month > max.month);
  // A year or month chosen keeps the day (within that month and the window): the grid shows the month at once.
  const show = (year: number, month: number) => {
    // `set` keeps the day within the month (31 March to February is its last day).
    let next = shown.set({ year, month });
    if (next.compare(min) < 0) next = min;
    if (next.compare(max) > 0) next = max;
    state.setFocusedDate(next);
  };
  return (
    <div className={styles.lists}>
      <select
        aria-label={t(/*i18n*/ { id: "ui.dateCalendar.month", message: "Month" })}
        className={styles.list}
        value={shown.month}
        onChange={(event) => show(shown.year, Number(event.target.value))}
      >
        {months.map((month) => (
          <option key={month} value={month} disabled={outside(month)}>
            {monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}
          </option>
        ))}
      </select>
      <select
        aria-label={t(/*i18n*/ { id: "ui.dateCalendar.year", message: "Year" })}
        className={styles.list}
        value={shown.year}
        // biome-ignore lint/a11y/noAutofocus: a date of birth's calendar opens on the year, as the field's help says.
        autoFocus={focusYear}
        onChange={(event) => show(Number(event.target.value), shown.month)}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
