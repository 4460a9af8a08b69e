import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { partnerDetailsFor } from "./partner-details.test-support";
import { RequireSession } from "./require-session";
import { reportSessionEnded } from "./session-events";
import { rememberRedirect, STORAGE_KEYS, savePartnerDetails } from "./storage";

/*
 * The session guard when the server says 401: it remembers where the partner was, to bring them back after the next
 * sign-in. A request answered after the partner logged out (the page on the sign-in page already) changes nothing:
 * the logout said where the next sign-in goes.
 */

const partner = partnerDetailsFor();

beforeEach(() => {
  // The session query answers as a signed-in partner's would, so that only the reported 401 ends the session.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(partner), { headers: { "content-type": "application/json" } })),
  );
  savePartnerDetails(partner);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

function renderGuard(at: string) {
  window.history.replaceState(null, "", at);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <RequireSession>
          <p>signed in</p>
        </RequireSession>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the session guard on a 401", () => {
  it("remembers the page the partner was on and forgets the partner", () => {
    renderGuard("/policieNewBusinessAll/all?page=2");
    act(() => reportSessionEnded());
    expect(sessionStorage.getItem(STORAGE_KEYS.pathRedirectTo)).toBe("/policieNewBusinessAll/all?page=2");
    expect(sessionStorage.getItem(STORAGE_KEYS.partnerDetails)).toBeNull();
  });

  it("leaves where the next sign-in goes as the logout set it, for a request answered after the logout", () => {
    renderGuard("/partnerhomepage");
    // The logout: storage cleared, the next sign-in's page kept, the browser on the sign-in page.
    sessionStorage.clear();
    rememberRedirect("/partnerhomepage");
    window.history.replaceState(null, "", "/login");
    act(() => reportSessionEnded());
    expect(sessionStorage.getItem(STORAGE_KEYS.pathRedirectTo)).toBe("/partnerhomepage");
  });
});

describe("the session guard on details kept by another version", () => {
  it("checks them with their schema before it shows the page", async () => {
    const { language, user_name, team_role, ...older } = partner;
    sessionStorage.setItem(STORAGE_KEYS.partnerDetails, JSON.stringify(older));
    renderGuard("/partnerhomepage");
    expect(await screen.findByText("signed in")).toBeTruthy();
  });

  it("sends the partner to sign in when they are not what this version keeps", async () => {
    sessionStorage.setItem(STORAGE_KEYS.partnerDetails, JSON.stringify({ partner_name: 4 }));
    renderGuard("/partnerhomepage");
    // The guard remembers where the partner was and sends them to sign in (this test renders no routes, so it stays).
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.pathRedirectTo)).not.toBeNull());
    expect(screen.queryByText("signed in")).toBeNull();
  });
});
