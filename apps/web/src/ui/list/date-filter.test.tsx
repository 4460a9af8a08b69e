import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateFilter } from "./date-filter";

afterEach(cleanup);

/** A filter as a list holds it: the address's date, and every change the list would be asked for. */
function Filter({
  initial,
  minDate,
  onChange,
}: {
  initial?: string;
  minDate?: string;
  onChange: (v?: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateFilter
        label="Created from"
        value={value}
        minDate={minDate}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        Clear filters
      </button>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: "Created from" }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe("a list's date filter", () => {
  it("puts the slashes in and asks for the list only once a whole real date is typed", () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    type("2");
    type("2811");
    expect(field().value).toBe("28/11");
    type("28/11/202");
    expect(onChange).not.toHaveBeenCalled();
    type("28/11/2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-11-28");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("says what is wrong with a whole date it cannot use, and asks for nothing", () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} minDate="2026-11-01" />);
    type("31022026");
    expect(screen.getByText("Enter a valid date.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    type("15102026");
    expect(screen.getByText("Enter a date on or after 01/11/2026.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type("15112026");
    expect(screen.queryByText(/Enter a/)).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith("2026-11-15");
  });

  it("drops the filter when the field is emptied, and follows the address when it changes elsewhere", () => {
    const onChange = vi.fn();
    render(<Filter initial="2026-03-05" onChange={onChange} />);
    expect(field().value).toBe("05/03/2026");
    type("");
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    type("01012026");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(field().value).toBe("");
  });

  it("loads its calendar on a press of the button, and a day picked there filters the list", async () => {
    const onChange = vi.fn();
    render(<Filter initial="2026-03-05" onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Choose created from" }));
    const calendar = await screen.findByRole("dialog", { name: "Created from" });
    fireEvent.click(calendar.querySelector("[role=gridcell]:not([aria-disabled]) [role=button]")!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatch(/^2026-03-\d\d$/);
    expect(field().value).toMatch(/^\d\d\/03\/2026$/);
  });
});
