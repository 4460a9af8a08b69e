import { PLANFOR } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import MemberDialog from "./member-dialog";

/*
 * Step 2's member dialog from the keyboard: it opens with the focus inside, the nationality is chosen by typing and
 * the arrow keys with Enter, its message is wired to the field, and Escape closes the list first, then the dialog,
 * the focus back on the button that opened it. What is sent is proved by e2e/tests/quotation-members.spec.ts.
 */

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button type="button" onClick={() => setOpen(true)}>
        Add member
      </button>
      {open && (
        <MemberDialog quotationId={7} planfor={PLANFOR.INDIVIDUAL} member={null} onClose={() => setOpen(false)} />
      )}
    </QueryClientProvider>
  );
}

// The simulated DOM's document is no instance of its window's `Document` class, so React Aria took the focus inside
// its dialog for focus outside it (as ui/plain/date-field.test.tsx says). Put as a browser has it.
const realDocument = window.Document;
beforeAll(() => {
  window.Document = Object.getPrototypeOf(Object.getPrototypeOf(document)).constructor;
});
afterAll(() => {
  window.Document = realDocument;
});
afterEach(cleanup);

const focused = () => document.activeElement as HTMLElement;
/** A key pressed and released where the focus is, as a keyboard sends it. */
const press = (key: string) =>
  act(() => {
    const target = focused();
    fireEvent.keyDown(target, { key });
    fireEvent.keyUp(target, { key });
  });

async function openDialog() {
  const opener = screen.getByRole("button", { name: "Add member" });
  act(() => opener.focus());
  await act(async () => fireEvent.click(opener));
  const dialog = await screen.findByRole("dialog", { name: "Add member" });
  return { opener, dialog };
}

/** The option the list's virtual focus is on (the input keeps the real focus; `aria-activedescendant` names it). */
const active = (input: HTMLElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

describe("the member dialog from the keyboard", () => {
  it("opens as a modal dialog named by its title, the focus inside it", async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    await waitFor(() => expect(dialog.contains(focused())).toBe(true));
    expect(within(dialog).getByRole("heading", { name: "Add member" })).toBeTruthy();
  });

  it("chooses a nationality typed in part with the arrow keys and Enter", async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    const nationality = within(dialog).getByRole("combobox", { name: "Nationality" }) as HTMLInputElement;
    expect(nationality.getAttribute("aria-required")).toBe("true");
    act(() => nationality.focus());
    await act(async () => fireEvent.change(nationality, { target: { value: "indo" } }));
    const list = await screen.findByRole("listbox");
    // Typing filters the list to what contains the letters, whatever their case.
    const names = within(list)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toContain("Indonesia");
    expect(names).not.toContain("India");
    press("ArrowDown");
    expect(active(nationality)?.textContent).toBe("Indonesia");
    press("Enter");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(nationality.value).toBe("Indonesia");
    expect(focused()).toBe(nationality);
  });

  it("moves down and up the list with the arrows, Escape closing the list and then the dialog", async () => {
    render(<Page />);
    const { opener, dialog } = await openDialog();
    const nationality = within(dialog).getByRole("combobox", { name: "Nationality" }) as HTMLInputElement;
    act(() => nationality.focus());
    await act(async () => fireEvent.change(nationality, { target: { value: "ind" } }));
    await screen.findByRole("listbox");
    press("ArrowDown");
    const first = active(nationality)?.textContent;
    press("ArrowDown");
    const second = active(nationality)?.textContent;
    expect(second).not.toBe(first);
    press("ArrowUp");
    expect(active(nationality)?.textContent).toBe(first);
    // The first Escape closes the list only: the dialog stays, the focus in the field.
    press("Escape");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(screen.getByRole("dialog", { name: "Add member" })).toBeTruthy();
    expect(focused()).toBe(nationality);
    // The next closes the dialog and gives the focus back to the button that opened it.
    press("Escape");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(focused()).toBe(opener));
  });

  it("says a nationality left empty is required, the message tied to the field", async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    const nationality = within(dialog).getByRole("combobox", { name: "Nationality" });
    act(() => nationality.focus());
    await act(async () => nationality.blur());
    await waitFor(() => expect(nationality.getAttribute("aria-invalid")).toBe("true"));
    const described = nationality.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Nationality is required.");
  });
});
