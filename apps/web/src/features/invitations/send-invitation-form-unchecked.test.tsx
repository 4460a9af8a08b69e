import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendInvitationForm } from "./send-invitation-form";

// The form's check cannot be loaded, as when the connection drops before the first press.
vi.mock("./send-invitation-resolver", () => {
  throw new Error("The network is down.");
});

describe("Send invitation, its check not loaded", () => {
  afterEach(cleanup);

  it("says so, sends nothing and keeps what was typed", async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <SendInvitationForm kind="pa" />
      </QueryClientProvider>,
    );
    const name = screen.getByRole("textbox", { name: "Customer name" });
    fireEvent.change(name, { target: { value: "Priya Nair" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send invitation" })));
    expect(await screen.findByText("The form could not be checked. Check your connection and try again.")).toBeTruthy();
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect((name as HTMLInputElement).value).toBe("Priya Nair");
  });
});
