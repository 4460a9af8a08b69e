import { type RenewalSearch, SEARCH_BY_OPTIONS } from "@pp/domain";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RadioGroup } from "../../../ui/plain/radio-group";
import { TextField } from "../../../ui/plain/text-field";
import { useRenewalSearchForm } from "./use-renewal-search-form";

function SearchForm({ onValid }: { onValid: (search: RenewalSearch) => void }) {
  const form = useRenewalSearchForm("2026-03-05", { searchBy: null, searchText: "", dateOfBirth: "" }, onValid);
  return (
    <form noValidate onSubmit={form.onSubmit} onFocus={form.prepare}>
      {form.unchecked && <p role="alert">could not check</p>}
      <RadioGroup {...form.searchBy} label="Search by" options={SEARCH_BY_OPTIONS} required />
      <TextField {...form.field("searchText")} label="The number" required />
      <button type="submit">Search</button>
    </form>
  );
}

afterEach(cleanup);

describe("the renewal search form when its check cannot be loaded", () => {
  it("says so on Search, sends nothing and keeps what was typed", async () => {
    // The search's schema is a chunk of its own: here it cannot be loaded, as on a phone that lost its connection.
    vi.doMock("@pp/domain/renewal-search", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const onValid = vi.fn();
    render(<SearchForm onValid={onValid} />);
    fireEvent.click(screen.getByRole("radio", { name: "Passport" }));
    const number = screen.getByLabelText(/The number/) as HTMLInputElement;
    fireEvent.focus(number);
    fireEvent.change(number, { target: { value: "P7712345" } });
    fireEvent.click(screen.getByText("Search"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("could not check"));
    expect(onValid).not.toHaveBeenCalled();
    expect(number.value).toBe("P7712345");
    expect((screen.getByRole("radio", { name: "Passport" }) as HTMLInputElement).checked).toBe(true);
  });
});
