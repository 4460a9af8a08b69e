import type { ActiveSession, TwoFactorStatus } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../i18n/i18n";
import { SecurityPage } from "./security-page";
import { SECURITY_TEXTS } from "./security-texts";

/*
 * The security page in Arabic from its catalog (decision 065), as the route loads it with the page's code: its
 * sections, a date and an address isolated, and the count of sessions ended choosing its words. Its journeys in English
 * are e2e/tests/two-factor.spec.ts.
 */

const status: TwoFactorStatus = {
  enabled: true,
  enabledAt: "2026-03-02T08:00:00.000Z",
  recoveryCodesLeft: 2,
  required: false,
};
const sessions: ActiveSession[] = [
  {
    id: "a",
    device: "Chrome on Windows",
    address: "10.0.0.1",
    signedInAt: "2026-03-02T08:00:00.000Z",
    lastSeenAt: "2026-03-02T09:00:00.000Z",
    current: true,
  },
  {
    id: "b",
    device: "Safari on iOS",
    address: null,
    signedInAt: "2026-03-01T08:00:00.000Z",
    lastSeenAt: "2026-03-01T09:00:00.000Z",
    current: false,
  },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const fetchSpy = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

beforeEach(async () => {
  await loadScreenTexts([SECURITY_TEXTS]);
  fetchSpy.mockReset();
  fetchSpy.mockImplementation(async (url) => {
    if (url === "/api/account/two-factor") return json(status);
    if (url === "/api/account/sessions/end-others") return json({ ended: 2 });
    return json({ sessions });
  });
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage("en");
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SecurityPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the security page", () => {
  it("is in Arabic from its catalog: a date and an address isolated, a number left a number, the sessions ended counted in Arabic's words", async () => {
    await activateLanguage("ar");
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "الأمان" })).toBeTruthy();
    expect(await screen.findByText("لديك 2 من 10 رموز استرداد متبقية.", { exact: false })).toBeTruthy();
    expect(screen.getByText("الدخول بعاملين مفعّل منذ \u206802/03/2026\u2069.")).toBeTruthy();
    const list = await screen.findByRole("list", { name: "الجلسات النشطة" });
    expect(within(list).getByText("هذا الجهاز")).toBeTruthy();
    expect(
      within(list).getByRole("button", {
        name: "إنهاء الجلسة: \u2068Safari on iOS\u2069، \u2068عنوان غير معروف\u2069",
      }),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "إنهاء كل الجلسات الأخرى" })));
    expect((await screen.findByRole("status")).textContent).toBe("تم إنهاء جلستين أخريين.");
  });

  it("says in Arabic which session it ended, the device's name isolated", async () => {
    await activateLanguage("ar");
    renderPage();
    const list = await screen.findByRole("list", { name: "الجلسات النشطة" });
    const endOne = within(list).getByRole("button", {
      name: "إنهاء الجلسة: \u2068Safari on iOS\u2069، \u2068عنوان غير معروف\u2069",
    });
    await act(async () => fireEvent.click(endOne));
    expect((await screen.findByRole("status")).textContent).toBe("تم إنهاء الجلسة على \u2068Safari on iOS\u2069.");
  });
});
