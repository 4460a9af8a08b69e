import { type ComponentType, useEffect, useRef, useState } from "react";
import { onFirstInteraction } from "../first-interaction";
import type { DateCalendarProps } from "./date-calendar";
import { retryableImport } from "./retryable-import";

type CalendarComponent = ComponentType<DateCalendarProps>;

// The calendar (React Aria's, with its popover) is not what a page needs to show itself: it loads once a date field is
// drawn and the visitor has begun to use the page, or at the first hover, focus or press of the field's button.
const loadCalendar = retryableImport(() => import("./date-calendar"));
/** The calendar once loaded: a field opens it at once, without waiting for a promise. */
let loadedCalendar: CalendarComponent | undefined;
const fetchCalendar = () =>
  loadCalendar().then((module) => {
    loadedCalendar = module.default;
    return module.default;
  });
/** Fetches the calendar's code ahead of a press (a failure is said when the calendar is asked for). */
export const preloadDateCalendar = () => void fetchCalendar().catch(() => undefined);

/**
 * A date field's calendar: shut, on its way, failed to load (a lost connection: `open` tries again), or open. Leaving
 * the field for the calendar is no visit (`opening`); the calendar closing is one (`onClose`).
 */
export function useDateCalendar(onClose: () => void) {
  const [calendar, setCalendar] = useState<"shut" | "loading" | "failed" | { Calendar: CalendarComponent }>("shut");
  const opening = useRef(false);
  useEffect(() => onFirstInteraction(preloadDateCalendar), []);

  const open = () => {
    if (calendar === "loading" || typeof calendar === "object") return;
    opening.current = true;
    if (loadedCalendar) {
      setCalendar({ Calendar: loadedCalendar });
      return;
    }
    setCalendar("loading");
    fetchCalendar().then(
      (Calendar) => setCalendar((now) => (now === "loading" ? { Calendar } : now)),
      () => {
        opening.current = false;
        setCalendar("failed");
      },
    );
  };
  const close = () => {
    opening.current = false;
    setCalendar("shut");
    onClose();
  };
  return {
    Calendar: typeof calendar === "object" ? calendar.Calendar : undefined,
    loading: calendar === "loading",
    failed: calendar === "failed",
    /** Whether the calendar is open or on its way. */
    opening,
    open,
    close,
  };
}
