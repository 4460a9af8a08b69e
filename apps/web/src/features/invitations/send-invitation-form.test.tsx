import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../i18n/i18n";
import { INVITATIONS_TEXTS } from "./invitations-texts";
import { SendInvitationForm } from "./send-invitation-form";

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SendInvitationForm kind="basic-renewal" />
    </QueryClientProvider>,
  );
}

describe("Send invitation", () => {
  afterEach(async () => {
    cleanup();
    await activateLanguage("en");
  });

  it("is in Arabic from the invitations' catalog, as its route loads it: the kind's reference field and its hint", async () => {
    await loadScreenTexts([INVITATIONS_TEXTS]);
    await activateLanguage("ar");
    renderForm();
    const policy = screen.getByRole("textbox", { name: "رقم الوثيقة" });
    const hint = document.getElementById(policy.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("إحدى وثائقك الأساسية المستحقة للتجديد.");
    expect(screen.getByRole("textbox", { name: "اسم العميل" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "إرسال الدعوة" })).toBeTruthy();
  });

  it("sent empty, marks every field and focuses the first one shown, the customer's name", async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send invitation" })));
    const name = screen.getByRole("textbox", { name: "Customer name" });
    const policy = screen.getByRole("textbox", { name: "Policy number" });
    // The check loads with the first press (lazyResolver).
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(policy.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
  });

  it("with the customer's details right, focuses the policy number", async () => {
    renderForm();
    fireEvent.change(screen.getByRole("textbox", { name: "Customer name" }), { target: { value: "Priya Nair" } });
    fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), { target: { value: "priya@example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Mobile number" }), { target: { value: "1234567" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send invitation" })));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Policy number" })));
  });
});
