import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { type DetailsDraft, YesAnswerDetails } from "./yes-answer-details";

afterEach(cleanup);

const EMPTY: DetailsDraft = { condition: "", diagnosed_on: "", treatment: "", current_state: "" };
let stored: DetailsDraft = EMPTY;

/** The details of one "yes" as the H+ declaration holds them: what the field hands the form is what is stored. */
function Details() {
  const [draft, setDraft] = useState(EMPTY);
  return (
    <YesAnswerDetails
      title="Anita Menon: Diabetes"
      path="details.0"
      draft={draft}
      today="2026-03-05"
      errors={{}}
      onChange={(next) => {
        stored = next;
        setDraft(next);
      }}
    />
  );
}

const dateInput = () => document.querySelector("input[name='details.0.diagnosed_on']") as HTMLInputElement;

describe("the date a condition was diagnosed", () => {
  it("is the portal's DD/MM/YYYY field: 15/06/2018 is the 15th of June, whatever the browser's own date order", async () => {
    render(<Details />);
    // The portal's field, not the browser's: no native date input, whose order follows the browser's locale.
    expect(dateInput().type).toBe("text");
    expect(screen.getByText("DD/MM/YYYY, typed or chosen from the calendar")).toBeTruthy();
    // Typed at once: the field is there from the first render, only its calendar loads later.
    expect(dateInput().readOnly).toBe(false);

    fireEvent.change(dateInput(), { target: { value: "15/06/2018" } });
    await waitFor(() => expect(stored.diagnosed_on).toBe("2018-06-15"));
    expect(dateInput().value).toBe("15/06/2018");
  }, 15_000);
});
