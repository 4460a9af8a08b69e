import { type PartnerDetails, partnerDetailsSchema, TEAM_MESSAGES, type TeamOverview } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DOMAIN_TEXTS } from "../../i18n/domain-texts";
import { activateLanguage, loadScreenTexts } from "../../i18n/i18n";
import { PartnerContext } from "../../shell/partner-context";
import { TeamPage } from "./team-page";
import { TEAM_TEXTS } from "./team-texts";

/*
 * The team page (decision 060) as an owner and as anyone else sees it, with the server's answers given: what it lists,
 * what the invite form sends, and that a disabling is asked before it is sent. The server's own rules are proved by its
 * API tests (team-page.test.ts); the journey by e2e/tests/team-invitation.spec.ts.
 */

const details = (teamRole: PartnerDetails["team_role"]) =>
  partnerDetailsSchema.parse({
    partner_name: "Al Noor Insurance Brokers",
    partner_userid: "noor.owner",
    partner_reference: "7f1c9c56-1111-4222-8333-944445555666",
    partner_sno: 4,
    partner_categ_sno: 1,
    term_allowed: false,
    enhanced_allowed: true,
    basic_allowed: true,
    pa_allowed: false,
    meetings_allowed: false,
    invitations_allowed: true,
    user_role: "partner",
    user_name: "Noor Owner",
    team_role: teamRole,
  });

const overview: TeamOverview = {
  users: [
    {
      id: 1,
      userId: "noor.owner",
      name: "Noor Owner",
      email: "owner@noor.example",
      teamRole: "owner",
      teamId: null,
      flags: ["enhanced", "basic", "invitations"],
      disabled: false,
      twoFactor: true,
      lastSignInAt: "2026-03-01T08:00:00.000Z",
      you: true,
    },
    {
      id: 7,
      userId: "sara.agent",
      name: "Sara Haddad",
      email: "sara@noor.example",
      teamRole: "agent",
      teamId: 3,
      flags: ["basic"],
      disabled: false,
      twoFactor: true,
      lastSignInAt: null,
      you: false,
    },
    {
      id: 8,
      userId: "omar.left",
      name: "Omar Left",
      email: "omar@noor.example",
      teamRole: "manager",
      teamId: null,
      flags: ["basic"],
      disabled: true,
      twoFactor: false,
      lastSignInAt: "2026-02-01T08:00:00.000Z",
      you: false,
    },
  ],
  teams: [{ id: 3, name: "Dubai sales" }],
  invitations: [],
  activity: [
    { id: 41, at: "2026-03-01T09:00:00.000Z", event: "user_disabled", actor: "Noor Owner", subject: "Omar Left" },
  ],
  partnerFlags: ["enhanced", "basic", "invitations"],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const fetchSpy = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(async () => {
  // As the route loads them with the page's code.
  await loadScreenTexts([TEAM_TEXTS, DOMAIN_TEXTS]);
  fetchSpy.mockReset();
  fetchSpy.mockImplementation(async (url, init) =>
    url === "/api/team" && (init?.method ?? "GET") === "GET" ? json(200, overview) : json(204),
  );
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage("en");
});

function renderPage(teamRole: PartnerDetails["team_role"] = "owner") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PartnerContext value={details(teamRole)}>
          <TeamPage />
        </PartnerContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The requests the page sent besides reading the team. */
const changesSent = () =>
  fetchSpy.mock.calls
    .filter(([url, init]) => !(url === "/api/team" && (init?.method ?? "GET") === "GET"))
    .map(([url, init]) => ({
      url,
      method: init?.method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("the team page", () => {
  it.each(["manager", "agent", "back_office"] as const)(
    "tells a %s it is an owner's page, and asks nothing",
    (role) => {
      renderPage(role);
      expect(screen.getByRole("heading", { level: 1, name: "Team" })).toBeTruthy();
      expect(screen.getByText(TEAM_MESSAGES.ownersOnly)).toBeTruthy();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it("lists each user's role, team, status, second factor and last sign-in, and offers what an owner may do", async () => {
    renderPage();
    const table = await screen.findByRole("table", { name: "People" });
    const row = (name: string) => within(table).getByText(name).closest("tr") as HTMLElement;
    expect(within(row("Sara Haddad")).getByText("Agent")).toBeTruthy();
    expect(within(row("Sara Haddad")).getByText("Dubai sales")).toBeTruthy();
    expect(within(row("Sara Haddad")).getByText("Enabled")).toBeTruthy();
    expect(within(row("Sara Haddad")).getByText("Never")).toBeTruthy();
    expect(within(row("Omar Left")).getByText("Disabled")).toBeTruthy();
    expect(within(row("Omar Left")).getByText("Off")).toBeTruthy();
    expect(within(row("Omar Left")).getByRole("button", { name: "Re-enable Omar Left" })).toBeTruthy();
    // The owner's own row: no disabling or resetting oneself here.
    expect(within(row("Noor Owner")).getByText("You")).toBeTruthy();
    expect(within(row("Noor Owner")).queryByRole("button", { name: /^Disable/ })).toBeNull();
    expect(within(row("Noor Owner")).queryByRole("button", { name: /^Reset/ })).toBeNull();
    expect(screen.getByRole("list", { name: "Recent changes" }).textContent).toContain("Disabled: Omar Left");
  });

  it("invites: an empty form sends nothing, a filled one sends the request's fields with no team as null", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Invite a person" }));
    const dialog = screen.getByRole("dialog", { name: "Invite a person" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" })));
    expect(within(dialog).getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBe("true");
    expect(changesSent()).toEqual([]);

    fetchSpy.mockImplementation(async (_url, init) =>
      (init?.method ?? "GET") === "GET" ? json(200, overview) : json(201, { id: 5, expiresAt: "2026-03-04T09:00:00Z" }),
    );
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), { target: { value: "Priya Nair" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "E-mail" }), {
      target: { value: "Priya@Noor.example" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /^User ID/ }), { target: { value: "priya.nair" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Send invitations" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" })));
    await waitFor(() => expect(changesSent()).toHaveLength(1));
    expect(changesSent()[0]).toEqual({
      url: "/api/team/invitations",
      method: "POST",
      body: {
        name: "Priya Nair",
        email: "priya@noor.example",
        userId: "priya.nair",
        teamRole: "agent",
        teamId: null,
        flags: ["enhanced", "basic"],
      },
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "An invitation was e-mailed to priya@noor.example. Its link works for 72 hours.",
    );
  });

  it("asks before disabling a user, then sends it and says what happened", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Disable Sara Haddad" }));
    expect(changesSent()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(changesSent()).toEqual([{ url: "/api/team/users/7/disable", method: "POST" }]));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Sara Haddad was disabled: every session of theirs has ended.",
    );
  });

  it("hands a leaver's work to another user and says how many quotations and renewals moved", async () => {
    fetchSpy.mockImplementation(async (_url, init) =>
      (init?.method ?? "GET") === "GET" ? json(200, overview) : json(200, { quotations: 2, renewals: 14 }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Hand over the open work of Omar Left" }));
    const dialog = screen.getByRole("dialog", { name: "Hand over the work of Omar Left" });
    const heir = within(dialog).getByRole("combobox", { name: /Hand over to/ });
    // Only those who may take it: active users who sell, not the leaver.
    expect(
      within(heir)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Noor Owner", "Sara Haddad"]);
    fireEvent.change(heir, {
      target: { value: within(heir).getByRole("option", { name: "Sara Haddad" }).getAttribute("value") },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Hand over" })));
    await waitFor(() =>
      expect(changesSent()).toEqual([{ url: "/api/team/users/8/hand-over", method: "POST", body: { toUserId: 7 } }]),
    );
    expect((await screen.findByRole("status")).textContent).toBe(
      "2 open quotations and 14 renewals of Omar Left were handed to Sara Haddad.",
    );
  });

  it("is in Arabic from the catalogs: the roles from the domain's, a count choosing its words, names isolated", async () => {
    await activateLanguage("ar");
    fetchSpy.mockImplementation(async (_url, init) =>
      (init?.method ?? "GET") === "GET" ? json(200, overview) : json(200, { quotations: 2, renewals: 14 }),
    );
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "الفريق" })).toBeTruthy();
    const people = await screen.findByRole("table", { name: "الأشخاص" });
    expect(within(people).getAllByText("الوكيل").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "تسليم العمل المفتوح لـ\u2068Omar Left\u2069" }));
    const dialog = screen.getByRole("dialog", { name: "تسليم عمل \u2068Omar Left\u2069" });
    const heir = within(dialog).getByRole("combobox");
    fireEvent.change(heir, {
      target: { value: within(heir).getByRole("option", { name: "Sara Haddad" }).getAttribute("value") },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "تسليم" })));
    expect((await screen.findByRole("status")).textContent).toBe(
      "سُلّم عرضا سعر مفتوحان و14 تجديدًا من أعمال \u2068Omar Left\u2069 إلى \u2068Sara Haddad\u2069.",
    );
  });

  it("shows the server's refusal, such as the last owner's", async () => {
    fetchSpy.mockImplementation(async (_url, init) =>
      (init?.method ?? "GET") === "GET" ? json(200, overview) : json(409, { message: TEAM_MESSAGES.lastOwner }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Change the role, team or products of Noor Owner" }));
    const dialog = screen.getByRole("dialog", { name: "Change Noor Owner" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save" })));
    expect(await within(dialog).findByText(TEAM_MESSAGES.lastOwner)).toBeTruthy();
    expect(changesSent()[0]).toMatchObject({
      url: "/api/team/users/1",
      method: "PUT",
      body: { teamRole: "owner", teamId: null, flags: ["enhanced", "basic", "invitations"] },
    });
  });
});
