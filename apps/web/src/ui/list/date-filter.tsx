import { compareIsoDates, DATE_MESSAGES, formatDisplayDate, maskDisplayDate, parseDisplayDate } from "@pp/domain";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../error-alert";
import { cx } from "../plain/class-names";
import iconButton from "../plain/icon-button.module.css";
import { CALENDAR_ICON } from "../plain/icon-paths";
import { retryableImport } from "../plain/retryable-import";
import { Spinner } from "../plain/spinner";
import { SvgIcon } from "../plain/svg-icon";
import { TextField } from "../plain/text-field";
import styles from "./date-filter.module.css";
import type { DateFilterCalendarProps } from "./date-filter-calendar";

type Calendar = ComponentType<DateFilterCalendarProps>;

const loadCalendar = retryableImport(() => import("./date-filter-calendar"));
/** Hovering or focusing the calendar button fetches the calendar's code, so a press usually opens it at once. */
const prefetch = () => void loadCalendar().catch(() => undefined);

/** What the field shows for a date of the address. */
const shown = (iso: string | undefined) => (iso ? formatDisplayDate(iso) : "");

type DateFilterProps = {
  label: string;
  /** ISO date or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
};

/**
 * A date filter typed as DD/MM/YYYY (the slashes come by themselves) or picked from a calendar. Only a complete, real
 * date within the range (or an emptied field) changes the list, so half-typed dates send no request; a complete date
 * that cannot be used says why. The field follows the address when it changes elsewhere ("Clear filters", going back).
 */
export function DateFilter({ label, value, onChange, minDate, maxDate }: DateFilterProps) {
  const { t } = useText();
  const [text, setText] = useState(shown(value));
  const [calendar, setCalendar] = useState<"shut" | "loading" | "failed" | { Calendar: Calendar }>("shut");
  const committed = useRef(value);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(shown(value));
    }
  }, [value]);

  const commit = (iso: string | undefined) => {
    if (iso === committed.current) return;
    committed.current = iso;
    onChange(iso);
  };

  /** The date a whole DD/MM/YYYY text stands for, or why it cannot be used; nothing while it is not whole. */
  const read = (typed: string): { iso?: string; problem?: string } => {
    if (typed.length < 10) return {};
    const iso = parseDisplayDate(typed);
    if (!iso) return { problem: translateMessage(DATE_MESSAGES.invalid) };
    if (minDate && compareIsoDates(iso, minDate) < 0)
      return { problem: translateMessage(DATE_MESSAGES.notBefore(minDate)) };
    if (maxDate && compareIsoDates(iso, maxDate) > 0)
      return { problem: translateMessage(DATE_MESSAGES.notAfter(maxDate)) };
    return { iso };
  };
  const { iso, problem } = read(text);

  const type = (typed: string) => {
    const next = maskDisplayDate(typed);
    setText(next);
    if (next === "") commit(undefined);
    const usable = read(next).iso;
    if (usable) commit(usable);
  };

  const openCalendar = () => {
    setCalendar("loading");
    loadCalendar().then(
      (module) => setCalendar({ Calendar: module.default }),
      () => setCalendar("failed"),
    );
  };
  const closeCalendar = () => {
    setCalendar("shut");
    buttonRef.current?.focus();
  };
  const buttonLabel = t("Choose {field}", { field: label.toLowerCase() });

  return (
    <div ref={boxRef}>
      <TextField
        name={label}
        label={label}
        size="small"
        value={text}
        onChange={type}
        problem={problem}
        helperText="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        endAdornment={
          <button
            ref={buttonRef}
            id={buttonId}
            type="button"
            className={cx(iconButton.iconButton, iconButton.edgeEnd)}
            aria-label={buttonLabel}
            aria-haspopup="dialog"
            aria-expanded={typeof calendar === "object"}
            aria-busy={calendar === "loading"}
            disabled={calendar === "loading"}
            onClick={openCalendar}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {calendar === "loading" ? (
              <Spinner size={24} labelledBy={buttonId} inheritColor />
            ) : (
              <SvgIcon path={CALENDAR_ICON} />
            )}
          </button>
        }
      />
      {calendar === "failed" && (
        <div className={styles.failed}>
          <ErrorAlert onRetry={openCalendar}>
            {t(
              "The calendar could not be loaded. Type the date as DD/MM/YYYY, or check your connection and try again.",
            )}
          </ErrorAlert>
        </div>
      )}
      {typeof calendar === "object" && boxRef.current && (
        <calendar.Calendar
          anchor={boxRef.current}
          label={label}
          value={iso ?? value}
          min={minDate}
          max={maxDate}
          onPick={(picked) => {
            setText(formatDisplayDate(picked));
            commit(picked);
          }}
          onClose={closeCalendar}
        />
      )}
    </div>
  );
}
