import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetrieveButton } from "./retrieve-button";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOT_FOUND = "No quotation matches these details.";

/** Step 1's button, with the server answering every retrieval that nothing matches. */
function renderButton() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ message: NOT_FOUND }), { status: 404 }));
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RetrieveButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const press = (key: string, shiftKey = false) =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey });
  });

/** Focuses the button and presses it (Enter on a button is a click), then waits for the dialog's code. */
async function openFromKeyboard() {
  const opener = screen.getByRole("button", { name: "Retrieve your application" });
  act(() => opener.focus());
  await act(async () => fireEvent.click(opener));
  await screen.findByRole("dialog", { name: "Retrieve your application" });
  return opener;
}

const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe("Retrieve your application", () => {
  it("opens a form named by its title that takes the focus, and Escape gives the focus back", async () => {
    renderButton();
    const opener = await openFromKeyboard();
    expect(screen.getByRole("form", { name: "Retrieve your application" })).toBeTruthy();
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);

    await press("Escape");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside: from Retrieve the focus wraps to the first field", async () => {
    renderButton();
    await openFromKeyboard();
    act(() => screen.getByRole("button", { name: "Retrieve" }).focus());
    await press("Tab");
    expect(document.activeElement).toBe(field("Quotation reference number"));
  });

  it("once sent, shows the server's refusal in the dialog and keeps what was typed", async () => {
    const fetch = renderButton();
    await openFromKeyboard();
    fireEvent.change(field("Quotation reference number"), { target: { value: "BQ-2026-000123" } });
    fireEvent.change(field("Contact number"), { target: { value: "0501234567" } });
    fireEvent.change(field("E-mail"), { target: { value: "omar@example.ae" } });
    await act(async () => fireEvent.submit(screen.getByRole("form")));

    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(field("Quotation reference number").value).toBe("BQ-2026-000123");
  });

  it("closes on Cancel", async () => {
    renderButton();
    await openFromKeyboard();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
