import { PUBLIC_CONFIG_ELEMENT_ID } from "@pp/domain/routing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VideoCallForm } from "./video-call-form";

describe("Send video call invite", () => {
  afterEach(() => {
    cleanup();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  });

  it("sent empty, marks the contact and call fields and focuses the first one shown, the customer's name", async () => {
    // The configuration as the server writes it into the page, here without a list of meeting services: the form
    // takes its default list, and nothing is fetched.
    const config = document.createElement("script");
    config.type = "application/json";
    config.id = PUBLIC_CONFIG_ELEMENT_ID;
    config.textContent = JSON.stringify({ version: "test" });
    document.body.append(config);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <VideoCallForm />
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send video call invite" })));
    const name = screen.getByRole("textbox", { name: "Customer name" });
    // The check loads with the first press (lazyResolver).
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("textbox", { name: "Meeting link" }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
  });
});
