import {
  COMMISSION_MESSAGES,
  type ListCommissionAccrualsResponse,
  type ListStatementsResponse,
  type PartnerDetails,
  uaeMonth,
} from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../i18n/i18n";
import { PartnerContext } from "../../shell/partner-context";
import { partnerDetailsFor } from "../../shell/partner-details.test-support";
import { CommissionPage } from "./commission-page";
import { COMMISSION_TEXTS } from "./commission-texts";

/*
 * The commission page (decisions 061, 062) with the server's answers given: who is shown it, its loading, empty and
 * error states, how it shows fils as AED (a clawback negative), the statements with their documents, and Arabic. Who
 * sees which line and statement is the server's rule, proved by its API tests (commission-access.test.ts,
 * commission-statements.test.ts); the journey by e2e/tests/brokerage-commission.spec.ts.
 */

const thisMonth = uaeMonth(new Date());
const shownMonth = `${thisMonth.slice(5)}/${thisMonth.slice(0, 4)}`;

const line = (change: Partial<ListCommissionAccrualsResponse["rows"][number]>) => ({
  lineId: 1,
  entryId: 1,
  kind: "accrual" as const,
  occurredAt: "2026-03-02T08:00:00.000Z",
  period: thisMonth,
  policyNo: "BP-2026-000014",
  product: "basic" as const,
  planCode: null,
  business: "new_business" as const,
  paymentReference: "PAY-1",
  refundId: null,
  baseFils: 60_000,
  rateBp: 1_000,
  commissionFils: 6_000,
  party: "seller" as const,
  user: { id: 7, name: "Sara Haddad" },
  shareBp: 8_000,
  amountFils: 4_800,
  ...change,
});

const accruals: ListCommissionAccrualsResponse = {
  rows: [
    line({}),
    line({ lineId: 2, party: "partner", user: null, shareBp: 2_000, amountFils: 1_200 }),
    line({
      lineId: 3,
      entryId: 2,
      kind: "clawback",
      refundId: 5,
      baseFils: -60_000,
      commissionFils: -6_000,
      amountFils: -4_800,
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  period: thisMonth,
  totals: { accruedFils: 6_000, clawedBackFils: 4_800, netFils: 1_200 },
};

const statements: ListStatementsResponse = {
  accruedFils: 123_456,
  statements: [
    {
      id: 31,
      period: "2026-02",
      user: null,
      state: "paid",
      paymentReference: "TRF-2026-0042",
      issuedAt: "2026-03-01T05:00:00.000Z",
      paidAt: "2026-03-10T08:00:00.000Z",
      lineCount: 4,
      openingFils: 0,
      earnedFils: 130_000,
      clawedBackFils: 57_500,
      subtotalFils: 72_500,
      vatFils: 3_625,
      totalFils: 76_125,
    },
    {
      id: 32,
      period: "2026-02",
      user: { id: 7, name: "Sara Haddad" },
      state: "issued",
      paymentReference: null,
      issuedAt: "2026-03-01T05:00:00.000Z",
      paidAt: null,
      lineCount: 2,
      openingFils: 0,
      earnedFils: 4_800,
      clawedBackFils: 4_800,
      subtotalFils: 0,
      vatFils: 0,
      totalFils: 0,
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Answers = { statements: () => Response; accruals: () => Response };
const answering = (answers: Partial<Answers>) => {
  const all: Answers = {
    statements: () => json(200, statements),
    accruals: () => json(200, accruals),
    ...answers,
  };
  fetchSpy.mockImplementation(async (url) =>
    url.startsWith("/api/commission/statements") ? all.statements() : all.accruals(),
  );
};

const fetchSpy = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
beforeEach(async () => {
  // As the route loads them with the page's code.
  await loadScreenTexts([COMMISSION_TEXTS]);
  fetchSpy.mockReset();
  answering({});
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage("en");
});

function renderPage(details: Partial<PartnerDetails> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PartnerContext value={partnerDetailsFor({ team_role: "owner", ...details })}>
          <CommissionPage />
        </PartnerContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const figureOf = (term: string) => screen.getByText(term).closest("div")!.querySelector("dd")!.textContent;

describe("the commission page", () => {
  it("tells the back office it sees no commission, as the server does, and asks nothing", () => {
    renderPage({ team_role: "back_office" });
    expect(screen.getByRole("heading", { level: 1, name: "Commission" })).toBeTruthy();
    expect(screen.getByText(COMMISSION_MESSAGES.backOfficeSeesNone)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(["owner", "manager", "agent"] as const)("shows a %s what the server answers them", async (role) => {
    renderPage({ team_role: role });
    expect(await screen.findByRole("table", { name: `Commission lines of ${shownMonth}` })).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      "/api/commission/statements",
      `/api/commission/accruals?period=${thisMonth}&page=1&pageSize=50`,
    ]);
  });

  it("shows the accrued total, the month's totals and each line in AED, a clawback negative, the partner's share by name", async () => {
    renderPage();
    const table = await screen.findByRole("table", { name: `Commission lines of ${shownMonth}` });
    expect(figureOf("Not yet on a statement")).toBe("AED 1,234.56");
    expect(figureOf(`Accrued in ${shownMonth}`)).toBe("AED 60.00");
    expect(figureOf(`Clawed back in ${shownMonth}`)).toBe("AED -48.00");
    expect(figureOf(`Net for ${shownMonth}`)).toBe("AED 12.00");
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Date", "Policy", "Kind", "Premium without VAT", "Rate", "Commission", "Payee", "Share", "Amount"],
      [
        "02/03/2026",
        "BP-2026-000014",
        "Sale",
        "AED 600.00",
        "10.00%",
        "AED 60.00",
        "Sara Haddad",
        "80.00%",
        "AED 48.00",
      ],
      [
        "02/03/2026",
        "BP-2026-000014",
        "Sale",
        "AED 600.00",
        "10.00%",
        "AED 60.00",
        "Al Noor Insurance Brokers",
        "20.00%",
        "AED 12.00",
      ],
      [
        "02/03/2026",
        "BP-2026-000014",
        "Clawback",
        "AED -600.00",
        "10.00%",
        "AED -60.00",
        "Sara Haddad",
        "80.00%",
        "AED -48.00",
      ],
    ]);
  });

  it("lists each statement with its state, figures and documents", async () => {
    renderPage();
    const list = await screen.findByRole("list", { name: "Statements" });
    const [partners, saras] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(
      within(partners).getByRole("heading", { name: "Statement of 02/2026 for Al Noor Insurance Brokers" }),
    ).toBeTruthy();
    expect(partners.textContent).toContain("Paid on 10/03/2026, reference TRF-2026-0042");
    expect(partners.textContent).toMatch(/Commission earned\s*AED 1,300\.00/);
    expect(partners.textContent).toMatch(/Clawed back\s*AED -575\.00/);
    expect(partners.textContent).toMatch(/Subtotal\s*AED 725\.00/);
    expect(partners.textContent).toMatch(/VAT \(5%\)\s*AED 36\.25/);
    expect(partners.textContent).toMatch(/Total due\s*AED 761\.25/);
    expect(within(partners).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      "/api/commission/statements/31/statement.pdf",
    );
    expect(within(partners).getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/commission/statements/31/statement.csv",
    );
    expect(within(saras).getByRole("heading", { name: "Statement of 02/2026 for Sara Haddad" })).toBeTruthy();
    expect(saras.textContent).toContain("Issued on 01/03/2026, not paid yet");
    expect(within(saras).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      "/api/commission/statements/32/statement.pdf",
    );
  });

  it("says so under the statement when its file could not be made, and Try again fetches it anew", async () => {
    const fileAsked = vi.fn(() => json(503, { message: "Making this document took too long and was stopped." }));
    fetchSpy.mockImplementation(async (url) => {
      if (url.endsWith("/statement.pdf")) return fileAsked();
      return url.startsWith("/api/commission/statements") ? json(200, statements) : json(200, accruals);
    });
    renderPage();
    const list = await screen.findByRole("list", { name: "Statements" });
    const [partners] = within(list).getAllByRole("listitem") as [HTMLElement];
    fireEvent.click(within(partners).getByRole("link", { name: "Download PDF" }));
    const alert = await within(partners).findByRole("alert");
    expect(alert.textContent).toContain("This file could not be made just now. Try again in a minute");
    // The server's own word follows (a statement's PDF stopped for taking too long points to its CSV).
    expect(alert.textContent).toContain("Making this document took too long and was stopped.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await within(partners).findByRole("alert");
    expect(fileAsked).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls.filter(([url]) => url === "/api/commission/statements/31/statement.pdf")).toHaveLength(
      2,
    );
  });

  it("says what will happen when there is nothing yet", async () => {
    answering({
      statements: () => json(200, { accruedFils: 0, statements: [] }),
      accruals: () =>
        json(200, { ...accruals, rows: [], total: 0, totals: { accruedFils: 0, clawedBackFils: 0, netFils: 0 } }),
    });
    renderPage({ team_role: "agent" });
    expect(
      await screen.findByText(
        `No commission in ${shownMonth} yet. It accrues when a payment for a policy is accepted, and a refund claws back its share.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^No statements yet\. Statements are issued after each month ends/)).toBeTruthy();
    expect(figureOf("Not yet on a statement")).toBe("AED 0.00");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a month chosen among the last twelve", async () => {
    renderPage();
    await screen.findByRole("table");
    const month = screen.getByRole("combobox", { name: "Month" }) as HTMLSelectElement;
    expect(month.options).toHaveLength(12);
    const earlier = month.options[1]!.value;
    await act(async () => fireEvent.change(month, { target: { value: earlier } }));
    expect(fetchSpy.mock.calls.at(-1)?.[0]).toBe(`/api/commission/accruals?period=${earlier}&page=1&pageSize=50`);
  });

  it("shows a failure with a way to try again, and the page once it works", async () => {
    answering({ statements: () => json(500, { message: "The server could not answer." }) });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The server could not answer.");
    answering({});
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("list", { name: "Statements" })).toBeTruthy();
  });

  it("is in Arabic from its catalog when the user reads Arabic, amounts kept whole and left to right", async () => {
    await activateLanguage("ar");
    await loadScreenTexts([COMMISSION_TEXTS]);
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "العمولات" })).toBeTruthy();
    expect(await screen.findByRole("list", { name: "الكشوف" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: `بنود عمولات \u2068${shownMonth}\u2069` });
    const clawback = within(table).getAllByText("AED -48.00")[0]!;
    expect(clawback.closest("bdi")?.getAttribute("dir")).toBe("ltr");
    expect(within(table).getAllByText("استرداد")).toHaveLength(1);
    expect(within(table).getAllByText("بيع")).toHaveLength(2);
    // From the page's catalog (decision 065): a number stays a number, a month is isolated.
    expect(screen.getAllByText("ضريبة القيمة المضافة (5%)").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("heading", { level: 3, name: /^كشف \u206802\/2026\u2069 لـ/ }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByRole("link", { name: "تنزيل PDF" })).toHaveLength(2);
  });
});
