import { UNDERWRITING_MESSAGES, type UnderwritingCase } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../../i18n/i18n";
import { UNDERWRITING_TEXTS } from "../underwriting-texts";
import { DecisionForm } from "./decision-form";

// What the form reads of a case: its quotation and its members with their premiums.
const CASE = {
  quotation_id: 7,
  members: [
    { member_sno: 11, first_name: "Aisha", family_name: "Khan", premium_fils: 500_000 },
    { member_sno: 12, first_name: "Omar", family_name: "Khan", premium_fils: 400_000 },
  ],
} as unknown as UnderwritingCase;

function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <DecisionForm c={CASE} onDecided={() => undefined} />
    </QueryClientProvider>,
  );
}

const record = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Record the decision" })));
const describedText = (element: Element) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the underwriter's decision", () => {
  afterEach(async () => {
    cleanup();
    await activateLanguage("en");
  });

  it("is in Arabic from the underwriting catalog, as its route loads it: the choices and a member's name isolated", async () => {
    await loadScreenTexts([UNDERWRITING_TEXTS]);
    await activateLanguage("ar");
    renderForm();
    expect(screen.getByRole("radio", { name: "طلب معلومات إضافية من الشريك" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "رفض" })).toBeTruthy();
    expect(
      screen.getByRole("spinbutton", { name: "نسبة التحميل الإضافي على القسط لـ \u2068Omar\u2069 \u2068Khan\u2069" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "تسجيل القرار" })).toBeTruthy();
  });

  it("asks for the reason of a decline on the note, marks it and focuses it", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("radio", { name: "Decline" }));
    const note = screen.getByRole("textbox", { name: "Reason for declining" });
    expect(describedText(note)).toBe("The partner receives it by e-mail and on the application.");
    await record();
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(note)).toBe(UNDERWRITING_MESSAGES.declineNote);
    expect(document.activeElement).toBe(note);
  });

  it("puts a wrong loading on that member's field, and the message goes once it is fixed", async () => {
    renderForm();
    const omar = screen.getByRole("spinbutton", { name: "Premium loading % for Omar Khan" });
    fireEvent.change(omar, { target: { value: "3.5" } });
    await record();
    expect(omar.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(omar)).toBe(UNDERWRITING_MESSAGES.loading);
    expect(document.activeElement).toBe(omar);
    const aisha = screen.getByRole("spinbutton", { name: "Premium loading % for Aisha Khan" });
    expect(aisha.getAttribute("aria-invalid")).not.toBe("true");
    expect(describedText(aisha)).toBe("0 for none");

    await act(async () => fireEvent.change(omar, { target: { value: "25" } }));
    expect(omar.getAttribute("aria-invalid")).not.toBe("true");
    expect(describedText(omar)).toBe("0 for none");
  });
});
