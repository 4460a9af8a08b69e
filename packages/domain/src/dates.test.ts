import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  ageOn,
  birthCalendarStart,
  birthDateWindow,
  compareIsoDates,
  DATE_MESSAGES,
  daysBetween,
  defaultSponsorDateMax,
  formatDisplayDate,
  formatUaeDateTime,
  isDateWithin,
  isIsoDate,
  MIN_BIRTH_DATE,
  maskDisplayDate,
  parseDisplayDate,
  sponsorDateWindow,
  toIsoDate,
} from "./dates";
import { PLANFOR } from "./planfor";

describe("isIsoDate", () => {
  it.each([
    ["2026-03-05", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["2023-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-4-1", false],
    ["05/03/2026", false],
    ["", false],
    [20260305, false],
    [null, false],
  ])("%j -> %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe("toIsoDate", () => {
  it("returns a valid ISO string unchanged", () => {
    expect(toIsoDate("2026-03-05")).toBe("2026-03-05");
  });

  it.each([
    ["2026-03-04T20:00:00Z", "2026-03-05"],
    ["2026-03-04T19:59:59Z", "2026-03-04"],
    ["2026-03-05T00:00:00+04:00", "2026-03-05"],
    ["2026-12-31T21:00:00Z", "2027-01-01"],
  ])("takes the UAE calendar day of the instant %s", (instant, expected) => {
    expect(toIsoDate(new Date(instant))).toBe(expected);
  });

  it.each(["2026-02-30", "", "yesterday"])("rejects the string %j", (value) => {
    expect(() => toIsoDate(value)).toThrow(RangeError);
  });

  it("rejects an invalid Date", () => {
    expect(() => toIsoDate(new Date("nope"))).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-03-05", 1, "2026-03-06"],
    ["2026-03-05", 0, "2026-03-05"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-01-01", -1, "2025-12-31"],
    ["2026-03-05", -30, "2026-02-03"],
    ["2026-03-05", 365, "2027-03-05"],
    ["0050-01-01", 1, "0050-01-02"],
  ])("%s + %i days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("rejects fractional days", () => {
    expect(() => addDays("2026-03-05", 1.5)).toThrow(RangeError);
  });
});

describe("addYears", () => {
  it.each([
    ["2026-03-05", 2, "2028-03-05"],
    ["2026-03-05", -2, "2024-03-05"],
    ["2024-02-29", 1, "2025-02-28"],
    ["2024-02-29", -2, "2022-02-28"],
    ["2024-02-29", 4, "2028-02-29"],
    ["2023-02-28", 1, "2024-02-28"],
  ])("%s + %i years = %s", (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });
});

describe("compareIsoDates, daysBetween, isDateWithin", () => {
  it.each([
    ["2026-03-05", "2026-03-06", -1],
    ["2026-03-05", "2026-03-05", 0],
    ["2027-01-01", "2026-12-31", 1],
  ] as const)("compare(%s, %s) = %i", (a, b, expected) => {
    expect(compareIsoDates(a, b)).toBe(expected);
  });

  it.each([
    ["2026-03-05", "2026-03-05", 0],
    ["2026-02-03", "2026-03-05", 30],
    ["2026-03-05", "2026-02-03", -30],
    ["2024-01-01", "2025-01-01", 366],
  ])("days from %s to %s = %i", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  const window = { min: "2026-01-01", max: "2026-12-31" };
  it.each([
    ["2026-01-01", true],
    ["2026-12-31", true],
    ["2025-12-31", false],
    ["2027-01-01", false],
  ])("%s within 2026: %s", (date, expected) => {
    expect(isDateWithin(date, window)).toBe(expected);
  });
});

describe("display dates", () => {
  it.each([
    ["2026-03-05", "05/03/2026"],
    ["1920-01-01", "01/01/1920"],
    ["2024-12-31", "31/12/2024"],
  ])("formats %s as %s", (iso, display) => {
    expect(formatDisplayDate(iso)).toBe(display);
  });

  it.each([
    ["05/03/2026", "2026-03-05"],
    ["5/3/2026", "2026-03-05"],
    [" 29/02/2024 ", "2024-02-29"],
    ["29/02/2023", null],
    ["31/04/2026", null],
    ["03/13/2026", null],
    ["2026-03-05", null],
    ["05-03-2026", null],
    ["05/03/26", null],
    ["", null],
  ])("parses %j as %j", (text, expected) => {
    expect(parseDisplayDate(text)).toBe(expected);
  });
});

describe("ageOn", () => {
  it.each([
    ["1990-03-05", "2026-03-05", 36],
    ["1990-03-06", "2026-03-05", 35],
    ["1990-12-31", "2026-01-01", 35],
    ["2026-03-05", "2026-03-05", 0],
    ["2024-02-29", "2025-02-28", 0],
    ["2024-02-29", "2025-03-01", 1],
    ["2024-02-29", "2028-02-29", 4],
  ])("born %s is %i on %s", (dob, on, expected) => {
    expect(ageOn(dob, on)).toBe(expected);
  });
});

describe("date windows (spec §4, §9)", () => {
  it("individual: 1920-01-01 to today minus 2 years", () => {
    expect(sponsorDateWindow(PLANFOR.INDIVIDUAL, "2026-03-05")).toEqual({ min: MIN_BIRTH_DATE, max: "2024-03-05" });
  });

  it("company: today to today plus 2 years", () => {
    expect(sponsorDateWindow(PLANFOR.COMPANY, "2026-03-05")).toEqual({ min: "2026-03-05", max: "2028-03-05" });
  });

  it("handles 29 February as today", () => {
    expect(sponsorDateWindow(PLANFOR.INDIVIDUAL, "2024-02-29").max).toBe("2022-02-28");
    expect(sponsorDateWindow(PLANFOR.COMPANY, "2024-02-29").max).toBe("2026-02-28");
  });

  it("accepts today as a Date", () => {
    expect(sponsorDateWindow(PLANFOR.COMPANY, new Date("2026-03-04T21:00:00Z")).min).toBe("2026-03-05");
  });

  it("default maximum on load is today plus 2 years", () => {
    expect(defaultSponsorDateMax("2026-03-05")).toBe("2028-03-05");
  });

  it("birth dates run from 1920-01-01 to today", () => {
    expect(MIN_BIRTH_DATE).toBe("1920-01-01");
    expect(birthDateWindow("2026-03-05")).toEqual({ min: "1920-01-01", max: "2026-03-05" });
  });

  it("words the out-of-window message with display dates", () => {
    expect(DATE_MESSAGES.dateOfBirthOutOfRange({ min: "1920-01-01", max: "2024-03-05" })).toBe(
      "Date of birth must be between 01/01/1920 and 05/03/2024.",
    );
  });
});

describe("formatUaeDateTime", () => {
  it("shows an instant in Dubai time, the day included, whatever the machine's zone", () => {
    expect(formatUaeDateTime(new Date("2026-11-24T21:30:00Z"))).toBe("25/11/2026 01:30");
    expect(formatUaeDateTime("2026-03-01T05:07:00.000Z")).toBe("01/03/2026 09:07");
    expect(formatUaeDateTime("not a date")).toBe("—");
  });
});

describe("birthCalendarStart", () => {
  it("opens a date-of-birth calendar on a 35-year-old's date, inside the window", () => {
    expect(birthCalendarStart({ min: "1920-01-01", max: "2024-11-25" }, "2026-11-25")).toBe("1991-11-25");
    expect(birthCalendarStart({ min: "2000-01-01", max: "2024-11-25" }, "2026-11-25")).toBe("2000-01-01");
    expect(birthCalendarStart({ min: "1920-01-01", max: "1980-06-30" }, "2026-11-25")).toBe("1980-06-30");
  });
});

describe("maskDisplayDate", () => {
  it.each([
    ["", ""],
    ["2", "2"],
    ["28", "28"],
    ["281", "28/1"],
    ["2811", "28/11"],
    ["28112026", "28/11/2026"],
    ["28/11/2026", "28/11/2026"],
    ["28-11-2026", "28/11/2026"],
    ["281120261", "28/11/2026"],
    ["28/", "28"],
    ["ab", ""],
    ["٢٨", ""],
  ])("%j shows as %j", (typed, shown) => {
    expect(maskDisplayDate(typed)).toBe(shown);
  });

  it("gives what parseDisplayDate reads once complete", () => {
    expect(parseDisplayDate(maskDisplayDate("01022026"))).toBe("2026-02-01");
  });
});
