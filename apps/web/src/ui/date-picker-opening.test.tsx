import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { answerMediaQueries } from "../match-media.test-support";
import { DateField } from "./plain/date-field";

/*
 * A press on a day while the calendar is still opening. In a browser the calendar used to grow from three quarters of
 * its size: a press aimed at a day began outside the growing calendar, counted as a press elsewhere, and closed it
 * with no date. The simulated DOM has no layout, so the test holds the two things that make the press count: right
 * after opening nothing moves or resizes (only the opacity fades in), and a day pressed then is the date chosen.
 */

// The desktop calendar (a popup under the field), as a browser with a mouse gets it.
let restore: () => void;
beforeAll(() => {
  restore = answerMediaQueries((query) => query.includes("pointer: fine"));
});
afterAll(() => restore());
afterEach(cleanup);

const now = new Date();
const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
const WINDOW = { min: `${month}-01`, max: `${month}-28` };
let stored = "";

function Expiry() {
  const [value, setValue] = useState("");
  return (
    <DateField
      name="expiry"
      label="Trade license expiry date"
      value={value}
      onChange={(iso) => {
        stored = iso;
        setValue(iso);
      }}
      problem={undefined}
      inputRef={null}
      window={WINDOW}
    />
  );
}

describe("a calendar pressed while it opens", () => {
  it("fades in where it stays, and the day pressed at once is the date chosen", async () => {
    const { container } = render(<Expiry />);
    // The first key on the page loads the calendar's code; MUI's field replaces the placeholder.
    fireEvent.keyDown(document.body, { key: "Tab" });
    await waitFor(() => expect(container.querySelector(".MuiInputBase-root")).not.toBeNull());

    fireEvent.click(screen.getByRole("textbox", { name: "Trade license expiry date" }));
    const calendar = await screen.findByRole("dialog");
    // Opening: the calendar's box is where and as large as it will be; only its opacity changes.
    const paper = calendar.querySelector(".MuiPaper-root") as HTMLElement;
    expect(paper.style.transform).not.toMatch(/scale/);
    expect(paper.style.transition).not.toMatch(/transform/);

    // Pressed straight away, before the fade has ended.
    const day = within(calendar).getByRole("gridcell", { name: "15" });
    fireEvent.mouseDown(day);
    fireEvent.mouseUp(day);
    fireEvent.click(day);
    expect(stored).toBe(`${month}-15`);
    // Closing fades out too: on a loaded machine that takes longer than waitFor's default second.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  }, 20_000);
});
