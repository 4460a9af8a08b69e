import { PUBLIC_CONFIG_ELEMENT_ID } from "@pp/domain/routing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VideoCallForm } from "./video-call-form";

/**
 * The form, with the configuration as the server writes it into the page (read once per test file, as the app reads it
 * once): nothing is fetched, and meeting links may lead to the one service it names.
 */
function renderForm() {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PUBLIC_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify({ version: "test", meetingHosts: ["meet.example.ae"] });
  document.body.append(element);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VideoCallForm />
    </QueryClientProvider>,
  );
}

describe("Send video call invite", () => {
  afterEach(() => {
    cleanup();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  });

  it("sent empty, marks the contact and call fields and focuses the first one shown, the customer's name", async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send video call invite" })));
    const name = screen.getByRole("textbox", { name: "Customer name" });
    // The check loads with the first press (lazyResolver).
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("textbox", { name: "Meeting link" }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
  });

  it("holds the meeting link to the server's list of meeting services", async () => {
    renderForm();
    const link = screen.getByRole("textbox", { name: "Meeting link" });
    fireEvent.change(link, { target: { value: "https://zoom.us/j/123456" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send video call invite" })));
    await waitFor(() => expect(link.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(link.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "");
    expect(message?.textContent).toBe("Use a meeting link on meet.example.ae.");
  });
});
