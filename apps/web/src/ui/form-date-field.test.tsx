import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormDateField } from "./form-date-field";

const WINDOW = { min: "1950-01-01", max: "2008-12-31" };

function Form({ value }: { value: string }) {
  const { control } = useForm({ defaultValues: { date_of_birth: value } });
  return <FormDateField control={control} name="date_of_birth" label="Date of birth" window={WINDOW} required />;
}

describe("a date field while the calendar's code is on its way", () => {
  it("shows the same field at once, and a press on its button opens the calendar once the picker is there", async () => {
    const { container } = render(<Form value="1990-05-04" />);
    // The first render is the placeholder: the date as the picker shows it, read-only, with its help and button.
    const first = container.querySelector("input[name=date_of_birth]") as HTMLInputElement;
    expect(first.value).toBe("04/05/1990");
    expect(first.readOnly).toBe(true);
    expect(screen.getByText("DD/MM/YYYY, chosen from the calendar")).toBeTruthy();
    // A press, as a finger or a mouse makes it: the first one on the page is what starts loading the calendar.
    const button = screen.getByRole("button", { name: "Choose date of birth" });
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);

    // The picker swaps in with the same value, and opens for the press made before it came.
    expect(await screen.findByRole("dialog", {})).toBeTruthy();
    await waitFor(() => expect(container.querySelector("input[name=date_of_birth]")).not.toBe(first));
    expect((container.querySelector("input[name=date_of_birth]") as HTMLInputElement).value).toBe("04/05/1990");
  }, 15_000);
});
