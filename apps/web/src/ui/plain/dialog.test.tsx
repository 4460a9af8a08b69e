import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../i18n/i18n";
import { Dialog, DialogActions, DialogContent } from "./dialog";

afterEach(cleanup);
afterAll(() => activateLanguage("en"));

/** A page with a button that opens a dialog of two fields and two buttons. */
function Page({ busy = false, onClose = () => undefined }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite
      </button>
      {open && (
        <Dialog
          title="Invite a person"
          busy={busy}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <DialogContent>
            <input aria-label="Name" />
          </DialogContent>
          <DialogActions>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit">Send</button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

const press = (key: string, shiftKey = false) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });
  });

/** Opens the dialog from its button, as a keyboard user would, the focus on the button first. */
async function open() {
  const opener = screen.getByRole("button", { name: "Invite" });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return opener;
}

describe("the plain dialog", () => {
  it("is a modal dialog named by its title, and takes the focus when it opens", async () => {
    render(<Page />);
    await open();
    const dialog = screen.getByRole("dialog", { name: "Invite a person" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("heading", { name: "Invite a person" })).toBeTruthy();
  });

  it("keeps Tab and Shift+Tab inside: past the last element the focus wraps to the first", async () => {
    render(<Page />);
    await open();
    const dialog = screen.getByRole("dialog");
    const send = screen.getByRole("button", { name: "Send" });
    const name = screen.getByRole("textbox", { name: "Name" });
    act(() => send.focus());
    await press("Tab");
    expect(document.activeElement).toBe(name);
    await press("Tab", true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(screen.getByRole("button", { name: "Invite" }));
  });

  it("closes on Escape and gives the focus back to what opened it", async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = await open();
    await press("Escape");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("stays open on Escape while it is busy", async () => {
    const onClose = vi.fn();
    render(<Page busy onClose={onClose} />);
    await open();
    await press("Escape");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("is a form named by its title when it sends something", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Dialog title="Add a team" onClose={() => undefined} onSubmit={onSubmit}>
        <DialogActions>
          <button type="submit">Add</button>
        </DialogActions>
      </Dialog>,
    );
    const form = screen.getByRole("form", { name: "Add a team" });
    await act(async () => fireEvent.submit(form));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe("the plain dialog in Arabic", () => {
  it("names its hidden close button in the page's language, not the browser's", async () => {
    render(<Page />);
    await open();
    expect(screen.getByRole("button", { name: "Dismiss", hidden: true })).toBeTruthy();
    cleanup();
    await loadScreenTexts();
    await activateLanguage("ar");
    render(<Page />);
    await open();
    expect(screen.getByRole("button", { name: "تجاهل", hidden: true })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Dismiss", hidden: true })).toBeNull();
  });
});
