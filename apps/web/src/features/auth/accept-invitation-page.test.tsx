import { TEAM_MESSAGES } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AcceptInvitationPage } from "./accept-invitation-page";

/*
 * The invitee's page of an invitation to a partner's team (decision 060), with the server's answers given: who invites
 * them and as what, the password under the portal's rules, the step to the second factor's set-up, and a link that no
 * longer works said plainly.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const PREVIEW = {
  partnerName: "Al Noor Insurance Brokers",
  name: "Priya Nair",
  userId: "priya.nair",
  email: "priya@noor.example",
  teamRole: "agent",
  expiresAt: "2026-03-04T09:00:00.000Z",
};

const fetchSpy = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The calls to the invitation's API (the footer reads the public configuration too). */
const invitationCalls = () => fetchSpy.mock.calls.filter(([url]) => url.startsWith("/api/team-invitations/"));

function renderPage(address = "/join-team?token=a-token-the-mail-carried-0123456789") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/join-team" element={<AcceptInvitationPage />} />
          <Route path="/login/two-factor-setup" element={<p>Set-up reached</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the invitation page", () => {
  it("shows who invites whom as what, checks the password here, and goes on to set up the second factor", async () => {
    fetchSpy.mockImplementation(async (url) =>
      url === "/api/team-invitations/open" ? json(200, PREVIEW) : json(200, { next: "enrolment" }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Join Al Noor Insurance Brokers" })).toBeTruthy();
    expect(screen.getByText("priya.nair")).toBeTruthy();
    expect(screen.getByText("Agent")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "Quiet#Harbour2031" } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: "Quiet#Harbour2032" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept and continue" })));
    expect(await screen.findByText("The passwords do not match.")).toBeTruthy();
    expect(invitationCalls()).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: "Quiet#Harbour2031" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept and continue" })));
    expect(await screen.findByText("Set-up reached")).toBeTruthy();
    const [url, init] = invitationCalls()[1]!;
    expect(url).toBe("/api/team-invitations/accept");
    expect(JSON.parse(String(init?.body))).toEqual({
      token: "a-token-the-mail-carried-0123456789",
      password: "Quiet#Harbour2031",
    });
  });

  it("says a used link was accepted, and leads to sign-in", async () => {
    fetchSpy.mockImplementation(async () => json(409, { message: TEAM_MESSAGES.invitationUsed }));
    renderPage();
    expect(await screen.findByText(TEAM_MESSAGES.invitationUsed)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: "Accept and continue" })).toBeNull();
  });

  it("says a link without a token is not valid, without asking the server", async () => {
    renderPage("/join-team");
    await waitFor(() => expect(screen.getByText(TEAM_MESSAGES.invitationInvalid)).toBeTruthy());
    expect(invitationCalls()).toEqual([]);
  });
});
