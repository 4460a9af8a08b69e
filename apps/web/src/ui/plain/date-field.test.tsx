import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../i18n/i18n";
import { DateField } from "./date-field";

/*
 * The portal's one date field from the keyboard, in English and in Arabic: a date typed DD/MM/YYYY, the calendar opened
 * with Alt+Arrow Down, days moved by the arrow keys, one chosen with Enter, Escape closing it, and the window's edges
 * refused both typed and in the calendar.
 */

const WINDOW = { min: "1990-01-01", max: "1996-03-20" };
let changes: string[] = [];
let visits = 0;

function Born({ typed = true, initial = "" }: { typed?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      name="born"
      label="Date of birth"
      value={value}
      onChange={(iso) => {
        changes.push(iso);
        setValue(iso);
      }}
      onBlur={() => {
        visits += 1;
      }}
      problem={undefined}
      window={WINDOW}
      typed={typed}
    />
  );
}

const input = () => document.querySelector("input[name=born]") as HTMLInputElement;
const focused = () => document.activeElement as HTMLElement;
/** A key pressed and released where the focus is, as a keyboard sends it. */
const press = (key: string, options: { altKey?: boolean } = {}) => {
  const target = focused();
  fireEvent.keyDown(target, { key, ...options });
  fireEvent.keyUp(target, { key, ...options });
};
/** Opens the calendar from the field with the keyboard and waits for the focus to be on its day. */
async function openWithKeyboard() {
  act(() => input().focus());
  press("ArrowDown", { altKey: true });
  const calendar = await screen.findByRole("dialog");
  await waitFor(() => expect(focused().getAttribute("role")).toBe("button"));
  return calendar;
}

// The simulated DOM's document is no instance of its window's `Document` class, so React Aria took the focus on a day
// for focus outside its dialog and moved it to the dialog itself; a browser's document is. Put as a browser has it.
const realDocument = window.Document;
beforeAll(() => {
  window.Document = Object.getPrototypeOf(Object.getPrototypeOf(document)).constructor;
});
afterAll(() => {
  window.Document = realDocument;
});

afterEach(() => {
  cleanup();
  changes = [];
  visits = 0;
});
afterAll(() => activateLanguage("en"));

describe("the date field in English, from the keyboard", () => {
  it("takes a date typed as its digits, the slashes put in, and hands the form its ISO date", () => {
    render(<Born />);
    fireEvent.change(input(), { target: { value: "1403" } });
    expect(input().value).toBe("14/03");
    expect(changes).toEqual([]);
    fireEvent.change(input(), { target: { value: "14/03/1996" } });
    expect(input().value).toBe("14/03/1996");
    expect(changes).toEqual(["1996-03-14"]);
    // A digit taken away leaves no whole date: the form's value is emptied with it.
    fireEvent.change(input(), { target: { value: "14/03/199" } });
    expect(changes).toEqual(["1996-03-14", ""]);
  });

  it("opens the calendar with Alt+Arrow Down on the date, moves by the arrow keys, chooses with Enter", async () => {
    render(<Born initial="1995-06-14" />);
    const calendar = await openWithKeyboard();
    expect(calendar.getAttribute("aria-label")).toBe("Date of birth");
    expect(focused().textContent).toBe("14");
    press("ArrowRight");
    expect(focused().textContent).toBe("15");
    press("ArrowDown");
    expect(focused().textContent).toBe("22");
    press("PageDown");
    expect(within(calendar).getByRole("combobox", { name: "Month" })).toHaveProperty("value", "7");
    press("Enter");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(changes).toEqual(["1995-07-22"]);
    expect(input().value).toBe("22/07/1995");
    // The focus is back on the field, and closing counts as a visit.
    await waitFor(() => expect(focused()).toBe(input()));
    expect(visits).toBe(1);
  });

  it("closes with Escape, choosing nothing, the focus back where it was", async () => {
    render(<Born initial="1995-06-14" />);
    await openWithKeyboard();
    press("ArrowLeft");
    press("Escape");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(changes).toEqual([]);
    expect(input().value).toBe("14/06/1995");
    await waitFor(() => expect(focused()).toBe(input()));
    expect(visits).toBe(1);
  });

  it("refuses a typed date outside the window or that does not exist, and hands the form nothing", () => {
    render(<Born />);
    fireEvent.change(input(), { target: { value: "21031996" } });
    expect(screen.getByText("Enter a date on or before 20/03/1996.")).toBeTruthy();
    expect(input().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(input(), { target: { value: "31121989" } });
    expect(screen.getByText("Enter a date on or after 01/01/1990.")).toBeTruthy();
    fireEvent.change(input(), { target: { value: "30021992" } });
    expect(screen.getByText("Enter a valid date.")).toBeTruthy();
    expect(changes).toEqual([]);
    fireEvent.change(input(), { target: { value: "20031996" } });
    expect(input().getAttribute("aria-invalid")).toBeNull();
    expect(changes).toEqual(["1996-03-20"]);
  });

  it("refuses days after the latest in the calendar: they are disabled and the arrows stop at the edge", async () => {
    render(<Born initial="1996-03-19" />);
    const calendar = await openWithKeyboard();
    press("ArrowRight");
    expect(focused().textContent).toBe("20");
    press("ArrowRight");
    expect(focused().textContent).toBe("20");
    const day21 = within(calendar)
      .getAllByRole("button")
      .find((cell) => cell.textContent === "21");
    expect(day21?.getAttribute("aria-disabled")).toBe("true");
    expect(within(calendar).getByRole("button", { name: "Next month" }).hasAttribute("disabled")).toBe(true);
    const march = within(calendar).getByRole("combobox", { name: "Year" });
    expect(within(march).queryByRole("option", { name: "1997" })).toBeNull();
    expect(within(march).getByRole("option", { name: "1990" })).toBeTruthy();
    expect(within(march).queryByRole("option", { name: "1989" })).toBeNull();
  });

  it("read-only (the spec's step 1): no typing, Space or a press on the field opens the calendar", async () => {
    render(<Born typed={false} />);
    expect(input().readOnly).toBe(true);
    expect(screen.getByText("DD/MM/YYYY, chosen from the calendar")).toBeTruthy();
    act(() => input().focus());
    press(" ");
    const calendar = await screen.findByRole("dialog");
    // Nothing chosen yet: it opens on today's month, kept within the window (its latest month here).
    expect(within(calendar).getByRole("combobox", { name: "Year" })).toHaveProperty("value", "1996");
    press("Escape");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(input());
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});

describe("the date field in Arabic, from the keyboard", () => {
  it("shows the calendar right to left in the Gregorian calendar with Latin digits; Arrow Left is the next day", async () => {
    await loadScreenTexts();
    await activateLanguage("ar");
    render(<Born initial="1995-06-14" />);
    expect(input().value).toBe("14/06/1995");
    expect(screen.getByText("DD/MM/YYYY، بالكتابة أو بالاختيار من التقويم")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^اختر / })).toBeTruthy();
    const calendar = await openWithKeyboard();
    expect(focused().textContent).toBe("14");
    // Right to left, the next day is to the left.
    press("ArrowLeft");
    expect(focused().textContent).toBe("15");
    const month = within(calendar).getByRole("combobox", { name: "الشهر" }) as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe("يونيو");
    expect(within(calendar).getByRole("button", { name: "الشهر التالي" })).toBeTruthy();
    press("Enter");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(changes).toEqual(["1995-06-15"]);
    expect(input().value).toBe("15/06/1995");
  });

  it("refuses a typed date after the window with the message in Arabic", async () => {
    await activateLanguage("ar");
    render(<Born />);
    fireEvent.change(input(), { target: { value: "21031996" } });
    expect(input().getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(input().getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(message).not.toBe("Enter a date on or before 20/03/1996.");
    expect(message).toContain("20/03/1996");
    expect(changes).toEqual([]);
  });
});
