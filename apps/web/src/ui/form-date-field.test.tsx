import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormDateField } from "./form-date-field";

const WINDOW = { min: "1950-01-01", max: "2008-12-31" };
// The form's rule, as the domain's schemas say it: a date is asked for.
const SCHEMA = z.object({ date_of_birth: z.string().min(1, "Please enter date of birth.") });
type Values = z.infer<typeof SCHEMA>;
let sent: Values | undefined;

function Form({ value }: { value: string }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { date_of_birth: value },
    resolver: zodResolver(SCHEMA),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        sent = values;
      })}
    >
      <FormDateField control={control} name="date_of_birth" label="Date of birth" window={WINDOW} required />
      <button type="submit">Save</button>
    </form>
  );
}

const input = () => document.querySelector("input[name=date_of_birth]") as HTMLInputElement;

afterEach(() => {
  cleanup();
  sent = undefined;
});

describe("a date field held by react-hook-form", () => {
  it("shows the form's date DD/MM/YYYY, read-only, and a day pressed in its calendar is the form's new value", async () => {
    render(<Form value="1990-05-04" />);
    expect(input().value).toBe("04/05/1990");
    expect(input().readOnly).toBe(true);
    expect(screen.getByText("DD/MM/YYYY, chosen from the calendar")).toBeTruthy();
    // The calendar's code loads with the first press of its button, and the calendar opens on the form's date.
    fireEvent.click(screen.getByRole("button", { name: "Choose date of birth" }));
    const calendar = await screen.findByRole("dialog", { name: "Date of birth" });
    expect(within(calendar).getByRole("combobox", { name: "Year" })).toHaveProperty("value", "1990");
    const day = within(calendar)
      .getAllByRole("button")
      .find((cell) => cell.textContent === "15" && cell.getAttribute("aria-disabled") === null);
    fireEvent.click(day!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(input().value).toBe("15/05/1990");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toEqual({ date_of_birth: "1990-05-15" }));
  }, 15_000);

  it("sent without a date, is the field focused, marked wrong and described by the form's message", async () => {
    render(<Form value="" />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input().getAttribute("aria-invalid")).toBe("true");
    const line = document.getElementById(input().getAttribute("aria-describedby") ?? "");
    expect(line?.textContent).toBe("Please enter date of birth.");
    expect(sent).toBeUndefined();
  });
});
