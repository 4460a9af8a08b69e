/**
 * Calendar dates as ISO strings (YYYY-MM-DD, the wire and database format) and DD/MM/YYYY for people.
 * Every function that needs "today" takes it as an argument so the rules stay pure and testable.
 */

import { say } from "./i18n/say";
import { PLANFOR, type Planfor } from "./planfor";

export type IsoDate = string;
/** A `Date` stands for an instant; its calendar day is taken in the UAE (see `toIsoDate`). */
export type DateInput = IsoDate | Date;
export type DateWindow = { min: IsoDate; max: IsoDate };

export const MIN_BIRTH_DATE: IsoDate = "1920-01-01";
/** Asia/Dubai has no daylight saving, so a fixed offset is exact. */
export const UAE_UTC_OFFSET_MINUTES = 240;
/** Sponsors who are individuals must be at least this old; companies get a trade-licence window this long. */
export const SPONSOR_DATE_YEARS = 2;

export const DATE_MESSAGES = {
  invalid: say(/*i18n*/ { id: "dates.enterAValidDate", message: "Enter a valid date." }),
  dateOfBirthOutOfRange: (w: DateWindow) =>
    say(
      /*i18n*/ {
        id: "dates.dateOfBirthOutOfRange",
        message: "Date of birth must be between {min} and {max}.",
        values: { min: formatDisplayDate(w.min), max: formatDisplayDate(w.max) },
      },
    ),
  /** A range's start or end typed outside it (a list's "from" after its "to"). */
  notBefore: (min: DateInput) =>
    say(
      /*i18n*/ {
        id: "dates.notBefore",
        message: "Enter a date on or after {date}.",
        values: { date: formatDisplayDate(min) },
      },
    ),
  notAfter: (max: DateInput) =>
    say(
      /*i18n*/ {
        id: "dates.notAfter",
        message: "Enter a date on or before {date}.",
        values: { date: formatDisplayDate(max) },
      },
    ),
} as const;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const MS_PER_DAY = 86_400_000;

type Parts = { y: number; m: number; d: number };

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number) =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
const validParts = ({ y, m, d }: Parts) => y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const fromParts = ({ y, m, d }: Parts): IsoDate => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

function isoParts(value: string): Parts | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const parts = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  return validParts(parts) ? parts : null;
}

function partsOf(input: DateInput): Parts {
  const parts = isoParts(toIsoDate(input));
  if (!parts) throw new RangeError(`Invalid date: ${String(input)}`);
  return parts;
}

/** Day number since 1970-01-01; setUTCFullYear avoids Date.UTC mapping years 0–99 to 1900–1999. */
function epochDay({ y, m, d }: Parts): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromEpochDay(day: number): IsoDate {
  const date = new Date(day * MS_PER_DAY);
  return fromParts({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });
}

/** True for a real calendar date written YYYY-MM-DD (so 2023-02-29 is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && isoParts(value) !== null;
}

/**
 * An ISO string is checked and returned as is. A `Date` is an instant, so we take its calendar day in the UAE:
 * browser and server then agree on "today" whatever time zone each runs in.
 */
export function toIsoDate(input: DateInput): IsoDate {
  if (typeof input === "string") {
    if (!isIsoDate(input)) throw new RangeError(`Invalid ISO date: ${input}`);
    return input;
  }
  const time = input.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid Date");
  const shifted = new Date(time + UAE_UTC_OFFSET_MINUTES * 60_000);
  return fromParts({ y: shifted.getUTCFullYear(), m: shifted.getUTCMonth() + 1, d: shifted.getUTCDate() });
}

export function addDays(date: DateInput, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return fromEpochDay(epochDay(partsOf(date)) + days);
}

/** 29 February plus or minus whole years lands on 28 February when the target year is not a leap year. */
export function addYears(date: DateInput, years: number): IsoDate {
  if (!Number.isInteger(years)) throw new RangeError(`Years must be a whole number: ${years}`);
  const { y, m, d } = partsOf(date);
  const year = y + years;
  return fromParts({ y: year, m, d: Math.min(d, daysInMonth(year, m)) });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateInput, to: DateInput): number {
  return epochDay(partsOf(to)) - epochDay(partsOf(from));
}

export function compareIsoDates(a: DateInput, b: DateInput): -1 | 0 | 1 {
  const left = toIsoDate(a);
  const right = toIsoDate(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function isDateWithin(date: DateInput, window: DateWindow): boolean {
  return compareIsoDates(date, window.min) >= 0 && compareIsoDates(date, window.max) <= 0;
}

/** YYYY-MM-DD -> DD/MM/YYYY. */
export function formatDisplayDate(date: DateInput): string {
  const { y, m, d } = partsOf(date);
  return `${pad(d, 2)}/${pad(m, 2)}/${pad(y, 4)}`;
}

/** DD/MM/YYYY (one-digit day or month accepted) -> YYYY-MM-DD, or null when it is not a real date. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = DISPLAY_DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const parts = { y: Number(match[3]), m: Number(match[2]), d: Number(match[1]) };
  return validParts(parts) ? fromParts(parts) : null;
}

/**
 * What a date field typed as DD/MM/YYYY shows for what was typed: the digits only, at most eight, with the slashes put
 * in as the day and the month are complete ("2811" -> "28/11"), so a phone's number pad is enough to type a date.
 */
export function maskDisplayDate(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== "").join("/");
}

/** Completed years on `date`. Someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(dateOfBirth: DateInput, date: DateInput): number {
  const birth = partsOf(dateOfBirth);
  const on = partsOf(date);
  const hadBirthday = on.m > birth.m || (on.m === birth.m && on.d >= birth.d);
  return on.y - birth.y - (hadBirthday ? 0 : 1);
}

/** Any date of birth from 1920-01-01 up to today (members, renewal search). */
export function birthDateWindow(today: DateInput): DateWindow {
  return { min: MIN_BIRTH_DATE, max: toIsoDate(today) };
}

/** Individual -> date of birth 1920-01-01 … today−2y; company -> trade licence expiry today … today+2y. */
export function sponsorDateWindow(planfor: Planfor, today: DateInput): DateWindow {
  const day = toIsoDate(today);
  if (planfor === PLANFOR.COMPANY) return { min: day, max: addYears(day, SPONSOR_DATE_YEARS) };
  return { min: MIN_BIRTH_DATE, max: addYears(day, -SPONSOR_DATE_YEARS) };
}

/**
 * Where a date-of-birth calendar with nothing chosen opens: the year of a 35-year-old, the age around which sponsors
 * and workers cluster, kept inside the window. Opening on the latest allowed year (a toddler's) sent every partner
 * scrolling back decades.
 */
export const CALENDAR_START_AGE = 35;

export function birthCalendarStart(window: DateWindow, today: DateInput): IsoDate {
  const typical = addYears(today, -CALENDAR_START_AGE);
  if (compareIsoDates(typical, window.min) < 0) return window.min;
  if (compareIsoDates(typical, window.max) > 0) return window.max;
  return typical;
}

/** Before a sponsor type is chosen the picker allows up to today+2y. */
export function defaultSponsorDateMax(today: DateInput): IsoDate {
  return addYears(today, SPONSOR_DATE_YEARS);
}

/** An instant as DD/MM/YYYY HH:mm in UAE time, whatever time zone the browser or the server runs in; "—" if invalid. */
export function formatUaeDateTime(at: Date | string): string {
  const instant = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return "—";
  const uae = new Date(instant.getTime() + UAE_UTC_OFFSET_MINUTES * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${formatDisplayDate(instant)} ${two(uae.getUTCHours())}:${two(uae.getUTCMinutes())}`;
}
