import { EMIRATES_ID_MESSAGES, isolate, RENEWAL_SEARCH_MESSAGES } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../../i18n/i18n";
import { RENEWAL_TEXTS } from "../renewal-texts";
import { SearchPolicyPage } from "./search-policy-page";

/**
 * The policy search's own messages, on the page a customer sees, without the server: nothing wrong is sent and the
 * page stays. Moved here from e2e/tests/renewal-search.spec.ts (issue 43), which keeps the searches the server answers.
 */

const fetchSpy = vi.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/Basic-Renewals/searchpolicy"]}>
        <Routes>
          <Route path="/Basic-Renewals/searchpolicy" element={<SearchPolicyPage />} />
          <Route path="/Basic-Renewals/policydetailsrenewals" element={<p>Policy details reached</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const searchButton = () => screen.getByRole("button", { name: "Search & Proceed" });
const textbox = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
/** The text of what the field's aria-describedby points to: what a screen reader says after its name. */
const description = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
/** Still on the search: nothing was sent and the details were not opened. */
const stayed = () => {
  expect(screen.queryByText("Policy details reached")).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
};

describe("the policy search page", () => {
  it("asks for a search type when Search & Proceed is pressed without one", async () => {
    renderPage();
    // The number and the date of birth only appear once a type is chosen.
    expect(screen.queryByRole("textbox", { name: /^Date of birth/ })).toBeNull();
    fireEvent.click(searchButton());
    expect(await screen.findByText(RENEWAL_SEARCH_MESSAGES.searchByRequired)).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: /^Search by/ }).getAttribute("aria-invalid")).toBe("true");
    stayed();
  });

  it("explains each wrong number and a missing date of birth, and a new type clears the messages", async () => {
    renderPage();
    // Emirates ID: too short, then letters.
    fireEvent.click(screen.getByRole("radio", { name: "Emirates ID" }));
    fireEvent.change(textbox("Emirates ID number"), { target: { value: "7841988123" } });
    fireEvent.click(searchButton());
    await waitFor(() => expect(description(textbox("Emirates ID number"))).toBe(EMIRATES_ID_MESSAGES.tooShort));
    expect(screen.getByText(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)).toBeTruthy();
    fireEvent.change(textbox("Emirates ID number"), { target: { value: "784-1988-12345AB-5" } });
    await waitFor(() => expect(description(textbox("Emirates ID number"))).toBe(EMIRATES_ID_MESSAGES.digitsOnly));

    // Another type empties the number and clears every message; the date of birth stays asked for.
    fireEvent.click(screen.getByRole("radio", { name: "Passport" }));
    await waitFor(() => expect(textbox("Passport number").value).toBe(""));
    expect(screen.queryByText(EMIRATES_ID_MESSAGES.digitsOnly)).toBeNull();
    expect(screen.queryByText(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)).toBeNull();

    // Passport: too short, then a space and a hyphen.
    fireEvent.change(textbox("Passport number"), { target: { value: "AB12" } });
    fireEvent.click(searchButton());
    await waitFor(() => expect(description(textbox("Passport number"))).toBe("Cannot be less than 6 digits"));
    expect(screen.getByText(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired)).toBeTruthy();
    fireEvent.change(textbox("Passport number"), { target: { value: "AB 12-345" } });
    await waitFor(() =>
      expect(description(textbox("Passport number"))).toBe("No special characters or spaces allowed"),
    );
    stayed();
  });
});

/*
 * In Arabic the page's texts come from the renewal's catalog (decision 065), loaded as its route loads it: a text left in
 * English here means a descriptor the catalog does not hold.
 */
describe("the policy search page in Arabic", () => {
  beforeEach(async () => {
    await activateLanguage("ar");
    await loadScreenTexts([RENEWAL_TEXTS]);
  });
  afterEach(async () => {
    window.location.hash = "";
    await activateLanguage("en");
  });

  it("says its texts from the renewal's catalog, the reminded policy's number isolated", async () => {
    window.location.hash = "#policy=P-2024-0042";
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("جدّد وثيقتك الحالية");
    expect(
      screen.getByText(`أدخل تاريخ ميلاد العضو المؤمَّن عليه لتجديد الوثيقة ${isolate("P-2024-0042")}.`),
    ).toBeTruthy();
    // The reminder chose the policy number: its field's label and hint are the catalog's words.
    expect(description(textbox("رقم الوثيقة"))).toBe("كما يظهر في جدول الوثيقة");
  });
});
