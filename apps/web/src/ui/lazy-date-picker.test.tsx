import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DateFieldView } from "./date-field-view";
import { LazyDatePicker } from "./lazy-date-picker";
import { useDateFieldView } from "./use-date-field-view";

const WINDOW = { min: "1950-01-01", max: "2008-12-31" };

/** Stands in for the calendar's chunk once it loads: what it was handed. */
function LoadedPicker(view: DateFieldView) {
  return <p>{`calendar for ${view.value} ${view.open ? "open" : "shut"}`}</p>;
}

function Field({ load }: { load: () => Promise<typeof LoadedPicker> }) {
  const view = useDateFieldView({
    name: "date_of_birth",
    label: "Date of birth",
    value: "1990-05-04",
    window: WINDOW,
    required: true,
    openTo: "year",
    typed: false,
    problem: undefined,
    onChange: () => undefined,
    onBlur: () => undefined,
    inputRef: () => undefined,
  });
  return <LazyDatePicker view={view} load={load} />;
}

/** The calendar's chunk as on a phone that lost its connection once: the first load fails, the next succeeds. */
function failingOnce() {
  // React reports the caught load failure on the console; the test reads what the user sees instead.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  return vi
    .fn<() => Promise<typeof LoadedPicker>>()
    .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
    .mockResolvedValue(LoadedPicker);
}

afterEach(cleanup);

describe("a date field on a page nobody has touched yet", () => {
  it("leaves the calendar's code unloaded until the first press, key or focus on the page", async () => {
    const load = vi.fn(async () => LoadedPicker);
    const { container } = render(<Field load={load} />);
    expect((container.querySelector("input[name=date_of_birth]") as HTMLInputElement).value).toBe("04/05/1990");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(await screen.findByText("calendar for 1990-05-04 shut")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("a date field whose calendar cannot be loaded", () => {
  it("keeps the field and its date, says so, and Try again loads the calendar", async () => {
    const load = failingOnce();
    const { container } = render(<Field load={load} />);

    expect(await screen.findByText(/The calendar could not be loaded/)).toBeTruthy();
    expect((container.querySelector("input[name=date_of_birth]") as HTMLInputElement).value).toBe("04/05/1990");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("calendar for 1990-05-04 shut")).toBeTruthy();
    expect(screen.queryByText(/The calendar could not be loaded/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a press on the field's calendar button loads it again and opens it", async () => {
    const load = failingOnce();
    render(<Field load={load} />);
    await screen.findByText(/The calendar could not be loaded/);
    fireEvent.click(screen.getByRole("button", { name: "Choose date of birth" }));
    expect(await screen.findByText("calendar for 1990-05-04 open")).toBeTruthy();
  });
});

/** The calendar's chunk still on its way: `arrive` lands it. */
function pending() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof LoadedPicker>((resolve) => {
        arrive = () => resolve(LoadedPicker);
      }),
  );
  return { load, arrive: () => arrive() };
}

describe("a date field whose calendar arrives while it is used", () => {
  it("opens the calendar when a press began on the field before the calendar replaced it", async () => {
    const { load, arrive } = pending();
    const { container } = render(<Field load={load} />);
    fireEvent.pointerDown(container.querySelector("input[name=date_of_birth]") as HTMLInputElement);
    arrive();
    expect(await screen.findByText("calendar for 1990-05-04 open")).toBeTruthy();
  });

  it("stays shut when the press left the field before the calendar came", async () => {
    const { load, arrive } = pending();
    const { container } = render(<Field load={load} />);
    const input = container.querySelector("input[name=date_of_birth]") as HTMLInputElement;
    fireEvent.pointerDown(input);
    fireEvent.pointerLeave(input);
    arrive();
    expect(await screen.findByText("calendar for 1990-05-04 shut")).toBeTruthy();
  });

  it("a field drawn after the calendar arrived shows the calendar at once, with nothing to swap", async () => {
    const { load, arrive } = pending();
    render(<Field load={load} />);
    arrive();
    await screen.findByText("calendar for 1990-05-04 shut");
    cleanup();
    const { container } = render(<Field load={load} />);
    // No placeholder in between, not even for one render: the calendar is drawn on the first.
    expect(container.querySelector("input[name=date_of_birth]")).toBeNull();
    expect(screen.getByText("calendar for 1990-05-04 shut")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
