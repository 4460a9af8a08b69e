import {
  EMIRATES_ID_MESSAGES,
  RENEWAL_SEARCH_MESSAGES,
  type RenewalSearch,
  SEARCH_BY,
  SEARCH_BY_OPTIONS,
} from "@pp/domain";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RadioGroup } from "../../../ui/plain/radio-group";
import { TextField } from "../../../ui/plain/text-field";
import { type SearchValues, useRenewalSearchForm } from "./use-renewal-search-form";

type Form = ReturnType<typeof useRenewalSearchForm>;
const TODAY = "2026-03-05";
const EMPTY: SearchValues = { searchBy: null, searchText: "", dateOfBirth: "" };

function SearchForm({ onValid, expose }: { onValid: (search: RenewalSearch) => void; expose: (form: Form) => void }) {
  const form = useRenewalSearchForm(TODAY, EMPTY, onValid);
  expose(form);
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <RadioGroup {...form.searchBy} label="Search by" options={SEARCH_BY_OPTIONS} required />
      <TextField {...form.field("searchText")} label="The number" required />
      <TextField {...form.field("dateOfBirth")} label="Date of birth" required />
      <button type="submit">Search</button>
    </form>
  );
}

afterEach(cleanup);

function renderForm() {
  const onValid = vi.fn();
  let form: Form | undefined;
  render(<SearchForm onValid={onValid} expose={(f) => (form = f)} />);
  return {
    onValid,
    form: () => form as Form,
    number: screen.getByLabelText(/The number/),
    dateOfBirth: screen.getByLabelText(/Date of birth/),
    submit: () => fireEvent.click(screen.getByText("Search")),
  };
}

describe("the renewal search form without a form library", () => {
  it("asks for a search type and a date of birth on submit, with the cursor on the first wrong field", async () => {
    const { onValid, submit } = renderForm();
    submit();
    expect(await screen.findByText(RENEWAL_SEARCH_MESSAGES.searchByRequired)).toBeTruthy();
    expect(screen.getByText(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)).toBeTruthy();
    expect(screen.getByRole("radiogroup").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Emirates ID" }));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("checks each field again as it changes after a submit, and a new search type clears every message", async () => {
    const { number, dateOfBirth, submit } = renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Emirates ID" }));
    fireEvent.change(number, { target: { value: "784-1990" } });
    submit();
    expect(await screen.findByText(EMIRATES_ID_MESSAGES.tooShort)).toBeTruthy();
    expect(document.activeElement).toBe(number);
    fireEvent.change(dateOfBirth, { target: { value: "1990-05-04" } });
    expect(screen.queryByText(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)).toBeNull();
    expect(screen.getByText(EMIRATES_ID_MESSAGES.tooShort)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Passport" }));
    expect(screen.queryByText(EMIRATES_ID_MESSAGES.tooShort)).toBeNull();
    expect((number as HTMLInputElement).value).toBe("");
  });

  it("names an empty number of each search type, and a policy number over 50 characters (spec §5, policy search)", async () => {
    const { number, submit } = renderForm();
    for (const [by, message] of [
      ["Emirates ID", "Emirates ID number is required"],
      ["Policy Number", "Policy number is required"],
      ["Passport", "Passport number is required"],
    ] as const) {
      fireEvent.click(screen.getByRole("radio", { name: by }));
      submit();
      expect(await screen.findByText(message)).toBeTruthy();
      expect(number.getAttribute("aria-invalid")).toBe("true");
    }
    fireEvent.click(screen.getByRole("radio", { name: "Policy Number" }));
    fireEvent.change(number, { target: { value: `BP-${"1".repeat(48)}` } });
    submit();
    expect(await screen.findByText("Cannot be more than 50 characters")).toBeTruthy();
  });

  it("sends the search the server expects, spelled as the server matches it", async () => {
    const { onValid, number, dateOfBirth, submit } = renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Passport" }));
    fireEvent.change(number, { target: { value: "p7712345" } });
    fireEvent.change(dateOfBirth, { target: { value: "1988-04-12" } });
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      searchBy: SEARCH_BY.PASSPORT,
      searchText: "P7712345",
      dateOfBirth: "1988-04-12",
    });
  });

  it("puts the server's field errors on their fields", async () => {
    const { form, dateOfBirth } = renderForm();
    let placed = false;
    act(() => {
      placed = form().showServerProblems({ dateOfBirth: ["Date of birth must be between …"] });
    });
    expect(placed).toBe(true);
    expect(dateOfBirth.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(dateOfBirth);
  });
});
