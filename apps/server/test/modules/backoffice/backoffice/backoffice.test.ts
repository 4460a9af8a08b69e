import { NO_PORTAL_PAYMENT } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITE_API_KEYS } from "../../../../src/config";
import { pngBytes } from "../../../support/files";
import { api, finalizedQuotation, formBody, gatewayAnswer, VALID_EMIRATES_ID } from "../../../support/journey";
import { createQuotationAs, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { siteSale } from "./backoffice-fixtures";

let t: TestApp;
let allCookie: string;
let all: ReturnType<typeof api>;
let basic: ReturnType<typeof api>;
let basicCookie: string;
let paidPolicyNo: string;
let paidQuotationNo: string;

beforeAll(async () => {
  t = await createTestApp();
  allCookie = await signInAs(t, "agent.all");
  basicCookie = await signInAs(t, "agent.basic");
  all = api(t, allCookie);
  basic = api(t, basicCookie);
  for (const name of ["Alpha Sponsor", "Bravo Sponsor", "Charlie Sponsor"]) {
    await createQuotationAs(
      t,
      allCookie,
      validSponsor({
        sponsorName: name,
        sponsorEmail: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
      }),
    );
  }
  await createQuotationAs(
    t,
    basicCookie,
    validSponsor({ sponsorName: "Other Partner Sponsor", sponsorEmail: "other@example.com" }),
  );
  const q = await finalizedQuotation(
    t,
    allCookie,
    validSponsor({ sponsorName: "Delta Paid", sponsorEmail: "delta@example.com" }),
  );
  const start = (await all.post(`/api/quotations/${q.quotationId}/payment`)).json();
  const answer = gatewayAnswer(t, start.fields);
  await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
  paidPolicyNo = (await all.get(`/api/payments/${answer.transaction_id}`)).json().policyNo;
  paidQuotationNo = q.quotationNo;
});
afterAll(() => t.close());

describe("GET /api/backoffice/quotations", () => {
  it("pages, sorts and searches only the partner's own quotations", async () => {
    const page1 = (
      await all.get("/api/backoffice/quotations?product=basic&sort=sponsor_name&dir=asc&pageSize=2")
    ).json();
    expect(page1.total).toBe(4);
    expect(page1.rows.map((r: { sponsorName: string }) => r.sponsorName)).toEqual(["Alpha Sponsor", "Bravo Sponsor"]);
    const page2 = (
      await all.get("/api/backoffice/quotations?product=basic&sort=sponsor_name&dir=asc&pageSize=2&page=2")
    ).json();
    expect(page2.rows.map((r: { sponsorName: string }) => r.sponsorName)).toEqual(["Charlie Sponsor", "Delta Paid"]);
    const search = (await all.get("/api/backoffice/quotations?product=basic&q=bravo")).json();
    expect(search.rows.map((r: { sponsorName: string }) => r.sponsorName)).toEqual(["Bravo Sponsor"]);
    const status = (await all.get("/api/backoffice/quotations?product=basic&status=policy_issued")).json();
    expect(status.rows.map((r: { quotationNo: string }) => r.quotationNo)).toEqual([paidQuotationNo]);
    const others = (await basic.get("/api/backoffice/quotations?product=basic")).json();
    expect(others.total).toBe(1);
    expect(others.rows[0].sponsorName).toBe("Other Partner Sponsor");
  });

  it.each([
    ["a negative page", "page=-1"],
    ["a huge page size", "pageSize=100000"],
    ["an unknown sort column", "sort=password_hash"],
    ["an injection in the sort", "sort=created_at;drop table quotations"],
    ["an injection in the status", "status=' or 1=1 --"],
    ["an unknown product", "product=crypto"],
    ["a bad date", "from=yesterday"],
    ["an unknown parameter", "partnerId=2"],
    ["an over-long search", `q=${"x".repeat(101)}`],
  ])("answers %s with 400", async (_name, query) => {
    const res = await all.get(`/api/backoffice/quotations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toBeDefined();
  });

  it("totals each row from its own members, as the detail does", async () => {
    const rows = (await all.get("/api/backoffice/quotations?product=basic")).json().rows as {
      quotationNo: string;
      totalFils: number;
    }[];
    const detail = (await all.get(`/api/backoffice/quotations/${paidQuotationNo}`)).json();
    expect(detail.totals.total).toBeGreaterThan(0);
    for (const row of rows) {
      const expected = row.quotationNo === paidQuotationNo ? detail.totals.total : 0;
      expect({ [row.quotationNo]: row.totalFils }).toEqual({ [row.quotationNo]: expected });
    }
  });

  it("finds a quotation and its policy by an insured member's Emirates ID", async () => {
    const q = encodeURIComponent(VALID_EMIRATES_ID);
    const quotationsFound = (await all.get(`/api/backoffice/quotations?product=basic&q=${q}`)).json();
    expect(quotationsFound.rows.map((r: { quotationNo: string }) => r.quotationNo)).toEqual([paidQuotationNo]);
    const policiesFound = (await all.get(`/api/backoffice/policies?product=basic&q=${q}`)).json();
    expect(policiesFound.rows.map((r: { policyNo: string }) => r.policyNo)).toEqual([paidPolicyNo]);
    expect((await basic.get(`/api/backoffice/quotations?product=basic&q=${q}`)).json().total).toBe(0);
  });

  it("finds a quotation and its policy by a member's name, first and family together", async () => {
    // The paid application's one member is Anita Menon; no sponsor is called that.
    const quotations = (await all.get("/api/backoffice/quotations?product=basic&q=anita%20men")).json();
    expect(quotations.rows.map((r: { quotationNo: string }) => r.quotationNo)).toEqual([paidQuotationNo]);
    const policies = (await all.get("/api/backoffice/policies?product=basic&q=Anita")).json();
    expect(policies.rows.map((r: { policyNo: string }) => r.policyNo)).toEqual([paidPolicyNo]);
    expect((await basic.get("/api/backoffice/quotations?product=basic&q=Anita")).json().total).toBe(0);
  });

  it("treats an injection in the search text as text", async () => {
    const res = await all.get(
      `/api/backoffice/quotations?q=${encodeURIComponent("' or 1=1; drop table quotations; --")}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
    expect((await all.get("/api/backoffice/quotations")).json().total).toBe(4);
  });

  it("exports exactly the filtered rows as CSV", async () => {
    const res = await all.get("/api/backoffice/quotations/export.csv?product=basic&q=sponsor");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe(
      "Quotation number,Product,Status,Sponsor,E-mail,Mobile,Total (AED),Created (Dubai time),Sold by,Last action by",
    );
    // Labels, not codes; the mobile as text so Excel keeps its leading zero; the time in Dubai, as DD/MM/YYYY HH:mm.
    const row = lines.find((l) => l.includes("Alpha Sponsor"))!.split(",");
    expect(row.slice(1, 3)).toEqual(["Basic", "Draft"]);
    expect(row[5]).toMatch(/^"=""0\d+"""$/);
    expect(row[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[3])
        .sort(),
    ).toEqual(["Alpha Sponsor", "Bravo Sponsor", "Charlie Sponsor"]);
    const other = (await basic.get("/api/backoffice/quotations/export.csv")).body;
    expect(other).not.toContain("Alpha Sponsor");
  });
});

describe("GET /api/backoffice/policies", () => {
  it("lists the partner's policies by view and exports them", async () => {
    const nb = (await all.get("/api/backoffice/policies?product=basic&view=nb")).json();
    expect(nb.rows.map((r: { policyNo: string }) => r.policyNo)).toContain(paidPolicyNo);
    expect((await all.get("/api/backoffice/policies?product=basic&view=renewals")).json().total).toBe(0);
    expect((await basic.get("/api/backoffice/policies?product=basic")).json().total).toBe(0);
    const csv = (await all.get("/api/backoffice/policies/export.csv?product=basic&view=nb")).body;
    expect(csv).toContain(paidPolicyNo);
    const policyRow = csv
      .split("\r\n")
      .find((l) => l.startsWith(paidPolicyNo))!
      .split(",");
    expect(policyRow.slice(1, 4)).toEqual(["Basic", "New business", "Active"]);
    expect(policyRow[7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await all.get("/api/backoffice/policies?view=everything")).statusCode).toBe(400);
  });
});

describe("detail pages", () => {
  it("show a quotation with its payments, policy and timeline, and answer another partner as not found", async () => {
    const detail = (await all.get(`/api/backoffice/quotations/${paidQuotationNo}`)).json();
    expect(detail.policy.policyNo).toBe(paidPolicyNo);
    expect(detail.payments[0]).toMatchObject({ status: "accepted" });
    const events = detail.timeline.map((e: { event: string }) => e.event);
    expect(events).toEqual(
      expect.arrayContaining([
        "quotation_created",
        "member_added",
        "document_uploaded",
        "quotation_finalized",
        "payment_accepted",
        "policy_issued",
        "mail_queued",
      ]),
    );
    const foreign = await basic.get(`/api/backoffice/quotations/${paidQuotationNo}`);
    const missing = await basic.get("/api/backoffice/quotations/BQ-2026-999999");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const policy = (await all.get(`/api/backoffice/policies/${paidPolicyNo}`)).json();
    expect(policy).toMatchObject({ policyNo: paidPolicyNo, hasReceipt: true });
    // Each policy member names the application's member its uploaded documents belong to.
    expect(policy.members.map((m: { quotationMemberId: number }) => m.quotationMemberId)).toEqual(
      detail.members.map((m: { member_sno: number }) => m.member_sno),
    );
    expect((await basic.get(`/api/backoffice/policies/${paidPolicyNo}`)).statusCode).toBe(404);
  });

  it("show additional documents in the detail and its timeline", async () => {
    const res = await all.upload(
      "/api/backoffice/additional-documents",
      { number: paidPolicyNo, documentType: "Medical report", note: "Annual check-up" },
      { name: "report.png", bytes: pngBytes() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await all.get(`/api/backoffice/quotations/${paidQuotationNo}`)).json();
    expect(detail.documents.find((d: { owner: string }) => d.owner === "additional")).toMatchObject({
      slot: "Medical report",
      note: "Annual check-up",
      name: "report.png",
    });
    expect(detail.timeline.filter((e: { event: string }) => e.event === "document_uploaded").at(-1).details.name).toBe(
      "report.png",
    );
    const foreign = await basic.upload(
      "/api/backoffice/additional-documents",
      { number: paidPolicyNo, documentType: "Other" },
      { name: "x.png", bytes: pngBytes() },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe("GET /api/backoffice/dashboard", () => {
  it("counts the partner's quotations in progress, this month's policies and premium", async () => {
    const d = (await all.get("/api/backoffice/dashboard")).json();
    expect(d).toMatchObject({ quotationsInProgress: 3, policiesThisMonth: 1, premiumThisMonthFils: 84_000 });
    expect(d.latestQuotations).toHaveLength(4);
    // The home page resumes only new business in the wizard, so it needs each one's journey.
    expect(d.latestQuotations.map((q: { journey: string }) => q.journey)).toEqual(Array(4).fill("new_business"));
    expect((await basic.get("/api/backoffice/dashboard")).json()).toMatchObject({
      quotationsInProgress: 1,
      policiesThisMonth: 0,
    });
  });
});

describe("POST /api/site-reports/:site", () => {
  const paKey = DEMO_SITE_API_KEYS.split(",")[0]!.split(":")[1]!;
  const report = { ...siteSale("PA-777"), policyNo: "PA-P-777" };
  const send = (body: object, key = paKey) =>
    t.app.inject({ method: "POST", url: "/api/site-reports/pa", payload: body, headers: { "x-api-key": key } });

  it("refuses a wrong key", async () => {
    expect((await send(report, "wrong-key")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/site-reports/pa", payload: report })).statusCode).toBe(401);
  });

  it("upserts once and ignores a repeated report; the partner sees it in the PA lists", async () => {
    expect((await send(report)).json().outcome).toBe("created");
    expect((await send(report)).json().outcome).toBe("unchanged");
    expect((await send({ ...report, status: "cancelled" })).json().outcome).toBe("updated");
    const list = (await all.get("/api/backoffice/policies?product=pa")).json();
    expect(list.rows.map((r: { policyNo: string }) => r.policyNo)).toContain("PA-P-777");
    expect((await basic.get("/api/backoffice/policies?product=pa")).json().total).toBe(0);
  });

  it("offers a receipt only for a policy paid through the portal", async () => {
    await send({ ...report, reference: "PA-778", policyNo: "PA-P-778" });
    const pa = (await all.get("/api/backoffice/policies?product=pa&q=PA-P-778")).json();
    expect(pa.rows.map((r: { hasReceipt: boolean }) => r.hasReceipt)).toEqual([false]);
    const receipt = await all.get("/api/policies/PA-P-778/receipt.pdf");
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().message).toBe(NO_PORTAL_PAYMENT);
    expect((await all.get("/api/policies/PA-P-778/schedule.pdf")).statusCode).toBe(404);

    const basicRows = (await all.get(`/api/backoffice/policies?product=basic&q=${paidPolicyNo}`)).json().rows;
    expect(basicRows.map((r: { hasReceipt: boolean }) => r.hasReceipt)).toEqual([true]);
    expect((await all.get(`/api/policies/${paidPolicyNo}/receipt.pdf`)).statusCode).toBe(200);
  });

  it("refuses a malformed report with field errors", async () => {
    const res = await send({ ...report, sponsorMobile: "12", premiumFils: -5 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(["premiumFils", "sponsorMobile"]);
  });
});
