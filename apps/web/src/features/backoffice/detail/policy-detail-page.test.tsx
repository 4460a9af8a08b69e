import {
  addDays,
  addYears,
  formatDisplayDate,
  type GetPolicyDetailResponse,
  getPolicyDetailResponseSchema,
  type TeamRole,
  toIsoDate,
} from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../../i18n/i18n";
import { PartnerContext } from "../../../shell/partner-context";
import { partnerDetailsFor } from "../../../shell/partner-details.test-support";
import { policyDetailQueryOptions } from "../api/get-policy-detail";
import { BACKOFFICE_RECORDS_TEXTS, BACKOFFICE_TEXTS } from "../backoffice-texts";
import { PolicyDetailPage } from "./policy-detail-page";

afterEach(async () => {
  cleanup();
  await activateLanguage("en");
});

const today = toIsoDate(new Date());
const NO_MONEY = {
  paidPremiumFils: 0,
  paidVatFils: 0,
  refundedPremiumFils: 0,
  refundedVatFils: 0,
  paidFils: 0,
  refundedFils: 0,
  balanceFils: 0,
};

/** A Basic policy of two members as the server describes it, paid through the portal, with a term around today. */
function policyOf(term: { startDate: string; endDate: string }, change: Partial<GetPolicyDetailResponse> = {}) {
  const member = (id: number, name: string) => ({
    id,
    addedFrom: null,
    removedFrom: null,
    quotationMemberId: id,
    name,
    memberType: 3,
    relation: null,
    dateOfBirth: "1990-05-04",
    gender: 2,
    nationality: "PHL",
    emiratesId: "784-1990-1234567-1",
    premiumFils: 80_000,
  });
  // Parsed as the web parses the server's answer: the fixture is an answer the server could give.
  return getPolicyDetailResponseSchema.parse({
    policyNo: "BP-2026-000014",
    quotationNo: "BQ-2026-000020",
    product: "basic",
    journey: "new_business",
    status: "active",
    tpaId: 3,
    sponsorName: "Rahul Menon",
    sponsorEmail: "rahul@example.com",
    sponsorMobile: "0501234567",
    premiumFils: 160_000,
    vatFils: 8_000,
    totalFils: 168_000,
    issuedAt: `${term.startDate}T08:00:00.000Z`,
    renewalOf: null,
    renewedBy: null,
    version: 1,
    changeable: true,
    earliestEffectiveDate: term.startDate,
    cancelledFrom: null,
    members: [member(1, "Maria Santos"), member(2, "Leah Reyes")],
    changes: [],
    ledger: { shares: [], totals: NO_MONEY },
    taxDocuments: [],
    documents: [],
    payments: [],
    hasReceipt: true,
    timeline: [],
    soldBy: "Sara Khan",
    lastActedBy: "Omar Haddad",
    ...term,
    ...change,
  });
}

/** Started 245 days ago, 120 days to go. */
const runningTerm = { startDate: addDays(today, -245), endDate: addDays(today, 120) };

/** The policy's page as a partner's user opens it (the owner unless told), its answer already fetched. */
function openPolicyPage(policy: GetPolicyDetailResponse, teamRole: TeamRole = "owner") {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(policyDetailQueryOptions(policy.policyNo).queryKey, policy);
  render(
    <QueryClientProvider client={client}>
      <PartnerContext value={partnerDetailsFor({ team_role: teamRole })}>
        <MemoryRouter initialEntries={[`/policydetails/${policy.policyNo}`]}>
          <Routes>
            <Route path="/policydetails/:number" element={<PolicyDetailPage />} />
          </Routes>
        </MemoryRouter>
      </PartnerContext>
    </QueryClientProvider>,
  );
}

const cardLinks = () => [
  ...screen.queryAllByRole("link", { name: /Member health cards/ }),
  ...screen.queryAllByRole("link", { name: /Health card of/ }),
];

describe("a policy's page", () => {
  it("names who sold it and who acted last to those who see others' records, not to an agent", () => {
    const policy = policyOf(runningTerm);
    openPolicyPage(policy, "manager");
    expect(screen.getByText(/Sold by Sara Khan · last action by Omar Haddad/)).toBeTruthy();
    cleanup();
    openPolicyPage(policy, "agent");
    expect(screen.getByRole("heading", { name: `Policy ${policy.policyNo}` })).toBeTruthy();
    expect(screen.queryByText(/Sold by/)).toBeNull();
  });

  it("counts the days left of a running policy and offers its members' health cards", async () => {
    openPolicyPage(policyOf(runningTerm));
    expect(await screen.findByText("120 days left")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Member health cards/ })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Health card of/ })).toHaveLength(2);
  });

  it("says a cancelled policy is cancelled, with no days left and no health cards, and why", async () => {
    const cancelled = policyOf(runningTerm, {
      status: "cancelled",
      cancelledFrom: runningTerm.startDate,
      changeable: false,
    });
    openPolicyPage(cancelled);
    const from = formatDisplayDate(runningTerm.startDate);
    expect(await screen.findByText(`Cancelled from ${from}`)).toBeTruthy();
    expect(screen.queryByText(/days? left/)).toBeNull();
    expect(cardLinks()).toEqual([]);
    expect(
      screen.getByText(`This policy is cancelled from ${from}, so its members' health cards are no longer issued.`),
    ).toBeTruthy();
  });

  it("says an ended policy ended, and offers no health cards", async () => {
    const endDate = addDays(today, -3);
    openPolicyPage(policyOf({ startDate: addDays(addYears(endDate, -1), 1), endDate }, { changeable: false }));
    const on = formatDisplayDate(endDate);
    expect(await screen.findByText(`Ended on ${on}`)).toBeTruthy();
    expect(cardLinks()).toEqual([]);
    expect(
      screen.getByText(`This policy ended on ${on}, so its members' health cards are no longer issued.`),
    ).toBeTruthy();
  });

  it("says so in Arabic too", async () => {
    await activateLanguage("ar");
    // As the route loads it: the page's texts from the back office's catalog.
    await loadScreenTexts([BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS]);
    openPolicyPage(policyOf(runningTerm, { status: "cancelled", cancelledFrom: runningTerm.startDate }));
    const from = formatDisplayDate(runningTerm.startDate);
    expect(await screen.findByText(new RegExp(`^ملغاة اعتبارًا من \\u2068?${from}\\u2069?$`))).toBeTruthy();
    expect(screen.getByText(/لم تعد بطاقات التأمين الصحي لأعضائها تصدر/)).toBeTruthy();
    expect(screen.queryByText(/يتبقى/)).toBeNull();
    expect(cardLinks()).toEqual([]);
  });
});

describe("a policy's tax documents", () => {
  const invoice = { number: "TI-0000014", kind: "invoice" as const, version: 1, totalFils: 168_000 };
  const addition = { number: "TI-0000031", kind: "invoice" as const, version: 2, totalFils: 68_250 };
  const creditNote = { number: "CN-0000007", kind: "credit_note" as const, version: 3, totalFils: 42_000 };
  const withDates = (d: typeof invoice | typeof addition | typeof creditNote) => ({
    ...d,
    issuedOn: addDays(today, -d.version),
    supplyDate: addDays(today, -10 * d.version),
  });

  it("lists each invoice and credit note, oldest first, with its dates and amount, each opening its PDF", async () => {
    openPolicyPage(policyOf(runningTerm, { taxDocuments: [invoice, addition, creditNote].map(withDates) }));
    const section = (await screen.findByRole("heading", { name: "Tax invoices and credit notes" })).closest("section")!;
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Tax invoice TI-0000014",
      "Tax invoice TI-0000031",
      "Tax credit note CN-0000007",
    ]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/api/policies/BP-2026-000014/tax-documents/TI-0000014",
      "/api/policies/BP-2026-000014/tax-documents/TI-0000031",
      "/api/policies/BP-2026-000014/tax-documents/CN-0000007",
    ]);
    const entry = links[2]!.closest("li")!;
    expect(entry.textContent).toContain(formatDisplayDate(addDays(today, -3)));
    expect(entry.textContent).toContain(formatDisplayDate(addDays(today, -30)));
    expect(entry.textContent).toMatch(/Credited.*AED 420\.00/);
    expect(links[1]!.closest("li")!.textContent).toMatch(/Charged.*AED 682\.50/);
  });

  it("shows no section for a policy without any (one a product's site reported)", async () => {
    openPolicyPage(policyOf(runningTerm, { taxDocuments: [] }));
    await screen.findByText("120 days left");
    expect(screen.queryByText("Tax invoices and credit notes")).toBeNull();
  });
});

describe("a policy's timeline", () => {
  it("quotes each mail's subject in its recipient's language, the event itself in the page's", async () => {
    await activateLanguage("ar");
    // As the route loads it: the page's texts from the back office's catalog.
    await loadScreenTexts([BACKOFFICE_TEXTS, BACKOFFICE_RECORDS_TEXTS]);
    const at = `${runningTerm.startDate}T08:00:00.000Z`;
    const to = { to: "rahul@example.com" };
    openPolicyPage(
      policyOf(runningTerm, {
        timeline: [
          { at, event: "mail_sent", label: "E-mail sent: Your policy BP-2026-000014", details: to },
          { at, event: "mail_sent", label: "E-mail sent: وثيقتك BP-2026-000014", details: to },
        ],
      }),
    );
    const english = await screen.findByText("Your policy BP-2026-000014");
    const arabic = screen.getByText("وثيقتك BP-2026-000014");
    expect([english.tagName, english.getAttribute("lang")]).toEqual(["BDI", "en"]);
    expect([arabic.tagName, arabic.getAttribute("lang")]).toEqual(["BDI", "ar"]);
    expect(english.parentElement?.textContent).toBe("تم إرسال البريد الإلكتروني: Your policy BP-2026-000014");
  });
});
