import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateFilter } from "./date-filter";

// The calendar's chunk as on a phone that lost its connection: every attempt to load it fails.
vi.mock("../plain/date-calendar", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

afterEach(cleanup);

describe("a list's date filter whose calendar cannot be loaded", () => {
  it("says so under the field, offers to try again, and still takes a typed date", async () => {
    const onChange = vi.fn();
    render(<DateFilter label="Created to" value={undefined} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Choose created to" }));
    expect(await screen.findByText(/The calendar could not be loaded\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Created to" }), { target: { value: "01122026" } });
    expect(onChange).toHaveBeenCalledWith("2026-12-01");
  });
});
