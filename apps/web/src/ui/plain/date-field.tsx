import {
  addYears,
  birthCalendarStart,
  compareIsoDates,
  DATE_MESSAGES,
  type DateWindow,
  formatDisplayDate,
  isIsoDate,
  MIN_BIRTH_DATE,
  maskDisplayDate,
  parseDisplayDate,
} from "@pp/domain";
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../error-alert";
import { useToday } from "../use-today";
import { cx } from "./class-names";
import styles from "./date-field.module.css";
import iconButton from "./icon-button.module.css";
import { CALENDAR_ICON } from "./icon-paths";
import { Spinner } from "./spinner";
import { SvgIcon } from "./svg-icon";
import { TextField } from "./text-field";
import { preloadDateCalendar, useDateCalendar } from "./use-date-calendar";

/** How far ahead a calendar without a latest date goes (a list's filter). */
const OPEN_YEARS_AHEAD = 10;

/** What the field shows for the form's value: DD/MM/YYYY, or nothing for anything but an ISO date. */
const shown = (value: unknown) => (isIsoDate(value) ? formatDisplayDate(value) : "");

type DateFieldProps = {
  name: string;
  label: string;
  /** The ISO date (YYYY-MM-DD), or "" (or anything else) for none. */
  value: unknown;
  /** The ISO date of a whole, real date within the window; "" when the field is emptied or no longer holds one. */
  onChange: (iso: string) => void;
  /** The form's "visited" signal: when the calendar closes, or the field is left with the calendar shut. */
  onBlur?: () => void;
  /** What is wrong with the date, in English or already translated (the form's rule, the server's answer). */
  problem: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** The earliest and latest dates taken; either may be open (a list's filter). */
  window?: Partial<DateWindow>;
  /** Dates of birth open on the year (a typical adult's); other dates on the current month. */
  openTo?: "year" | "day";
  required?: boolean;
  /**
   * Whether the date may also be typed, DD/MM/YYYY (the slashes come by themselves). Without it the date is chosen from
   * the calendar only, the field read-only, as step 1 of the spec has it.
   */
  typed?: boolean;
  /** MUI's small field, as in the lists' filters. */
  size?: "small" | "medium";
  /** The line under the field while nothing is wrong; by default what to type and how to choose. */
  hint?: string;
  /**
   * A list's filter keeps its last whole date while another is being typed (no request for half a date); a form's
   * value is emptied as soon as the field no longer holds a whole date.
   */
  keepsLastDate?: boolean;
};

/**
 * The portal's one date field: DD/MM/YYYY shown (and, when `typed`, typed) in the plain kit's outlined field, whatever
 * the browser's locale, with a calendar from its button (and, read-only, from a press on the field or Space/Enter).
 * Alt+Arrow Down opens the calendar from the keyboard in either case. Days outside the window cannot be chosen, and a
 * whole typed date outside it, or one that does not exist, is refused with a message and never handed on. The label,
 * `aria-invalid`, `aria-describedby` and the message's language come from the field wiring (TextField); the input is
 * the element a form focuses when this is its first wrong field. The calendar counts as a visit when it closes, so
 * "required" shows after a look at the calendar without a choice.
 */
export function DateField({
  name,
  label,
  value,
  onChange,
  onBlur = () => undefined,
  problem,
  inputRef,
  window = {},
  openTo = "day",
  required,
  typed = false,
  size,
  hint,
  keepsLastDate = false,
}: DateFieldProps) {
  const { t } = useText();
  const today = useToday();
  const [text, setText] = useState(() => shown(value));
  const committed = useRef(isIsoDate(value) ? value : "");
  const anchor = useRef<HTMLInputElement | null>(null);
  const buttonId = useId();

  const calendar = useDateCalendar(onBlur);
  // The field follows the value when it changes elsewhere (a list's "Clear filters", a form reset).
  useEffect(() => {
    const next = isIsoDate(value) ? value : "";
    if (next !== committed.current) {
      committed.current = next;
      setText(shown(next));
    }
  }, [value]);

  const min = window.min ?? MIN_BIRTH_DATE;
  const max = window.max ?? addYears(today, OPEN_YEARS_AHEAD);

  const commit = (iso: string) => {
    if (iso === committed.current) return;
    committed.current = iso;
    onChange(iso);
  };

  /** The date a whole DD/MM/YYYY text stands for, or why it cannot be taken; nothing while it is not whole. */
  const read = (whole: string): { iso?: string; refused?: string } => {
    if (whole.length < 10) return {};
    const iso = parseDisplayDate(whole);
    if (!iso) return { refused: translateMessage(DATE_MESSAGES.invalid) };
    if (compareIsoDates(iso, min) < 0) return { refused: translateMessage(DATE_MESSAGES.notBefore(min)) };
    if (compareIsoDates(iso, max) > 0) return { refused: translateMessage(DATE_MESSAGES.notAfter(max)) };
    return { iso };
  };
  const { iso, refused } = read(text);

  const type = (raw: string) => {
    const next = maskDisplayDate(raw);
    setText(next);
    const usable = read(next).iso;
    if (usable) commit(usable);
    else if (next === "" || !keepsLastDate) commit("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const opens =
      (event.altKey && event.key === "ArrowDown") || (!typed && (event.key === " " || event.key === "Enter"));
    if (!opens) return;
    event.preventDefault();
    calendar.open();
  };

  const setInput = (element: HTMLInputElement | null) => {
    anchor.current = element;
    if (typeof inputRef === "function") inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  const start = openTo === "year" ? birthCalendarStart({ min, max }, today) : clampIso(today, min, max);

  return (
    <div className={styles.field}>
      <TextField
        name={name}
        label={label}
        size={size}
        value={text}
        onChange={type}
        problem={refused ?? problem}
        helperText={
          hint ??
          (typed
            ? t(/*i18n*/ { id: "ui.dateField.ddMmYyyyTyped", message: "DD/MM/YYYY, typed or chosen from the calendar" })
            : t(/*i18n*/ { id: "ui.dateField.ddMmYyyyChosen", message: "DD/MM/YYYY, chosen from the calendar" }))
        }
        placeholder="DD/MM/YYYY"
        required={required}
        inputRef={setInput}
        readOnly={!typed}
        inputMode={typed ? "numeric" : undefined}
        autoComplete="off"
        maxLength={10}
        onClick={typed ? undefined : calendar.open}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!calendar.opening.current) onBlur();
        }}
        endAdornment={
          <button
            id={buttonId}
            type="button"
            className={cx(iconButton.iconButton, iconButton.edgeEnd)}
            aria-label={t(
              /*i18n*/ { id: "ui.dateField.choose", message: "Choose {field}", values: { field: label.toLowerCase() } },
            )}
            aria-haspopup="dialog"
            aria-expanded={calendar.Calendar !== undefined}
            aria-busy={calendar.loading || undefined}
            onClick={calendar.open}
            onPointerEnter={preloadDateCalendar}
            onFocus={preloadDateCalendar}
          >
            {calendar.loading ? (
              <Spinner size={24} labelledBy={buttonId} inheritColor />
            ) : (
              <SvgIcon path={CALENDAR_ICON} />
            )}
          </button>
        }
      />
      {calendar.failed && (
        <div className={styles.failed}>
          <ErrorAlert onRetry={calendar.open}>
            {typed
              ? t(
                  /*i18n*/ {
                    id: "ui.dateField.calendarCouldNotLoaded",
                    message:
                      "The calendar could not be loaded. Type the date as DD/MM/YYYY, or check your connection and try again.",
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "ui.dateField.calendarCouldNotLoaded2",
                    message: "The calendar could not be loaded. Check your connection and try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      )}
      {calendar.Calendar && (
        <calendar.Calendar
          anchor={anchor}
          label={label}
          value={iso ?? (committed.current || undefined)}
          min={min}
          max={max}
          start={start}
          openTo={openTo}
          onPick={(picked) => {
            setText(formatDisplayDate(picked));
            commit(picked);
          }}
          onClose={calendar.close}
        />
      )}
    </div>
  );
}

/** `day` kept within min and max (ISO dates compare as text). */
function clampIso(day: string, min: string, max: string) {
  if (compareIsoDates(day, min) < 0) return min;
  if (compareIsoDates(day, max) > 0) return max;
  return day;
}
