import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETRIEVE_FAILED, RETRIEVE_LOCKED } from "../../../../src/modules/quotation/quotations/quotation-service";
import { finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let owner: string;
let other: string;
let quotation: { InsertedId: number; Quotation_no: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "agent.all");
  other = await signInAs(t, "agent.basic");
  quotation = await createQuotationAs(
    t,
    owner,
    validSponsor({ sponsor_mobile_no: "0559876543", sponsorEmail: "owner.case@example.com" }),
  );
});
afterAll(() => t.close());

const as = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: `pp_session=${cookie}` } });

describe("a quotation belongs to one partner", () => {
  it("answers another partner 404 on every endpoint, exactly as for a number that does not exist", async () => {
    const id = quotation.InsertedId;
    // A complete step-3 form (from a finished application), so the body passes validation and ownership decides.
    const finished = await finalizedQuotation(t, owner);
    const documentsForm = (await as(owner, "GET", `/api/quotations/${finished.InsertedId}/documents`)).json().form;
    const calls: [string, "GET" | "POST" | "PUT" | "DELETE", string, object?][] = [
      ["read", "GET", `/api/quotations/${id}`],
      ["update", "PUT", `/api/quotations/${id}/sponsor`, validSponsor()],
      ["progress", "PUT", `/api/quotations/${id}/progress`, { page: "memberdetail" }],
      ["members", "GET", `/api/quotations/${id}/members`],
      ["add member", "POST", `/api/quotations/${id}/members`, validMember()],
      ["change member", "PUT", `/api/quotations/${id}/members/1`, validMember()],
      ["remove member", "DELETE", `/api/quotations/${id}/members/1`],
      ["documents", "GET", `/api/quotations/${id}/documents`],
      ["save documents", "PUT", `/api/quotations/${id}/documents`, documentsForm],
      ["review", "GET", `/api/quotations/${id}/review`],
      ["finalize", "POST", `/api/quotations/${id}/finalize`, { declaration: true }],
      ["pay", "POST", `/api/quotations/${id}/payment`],
      ["payment link", "POST", `/api/quotations/${id}/payment-link`],
    ];
    for (const [name, method, url, payload] of calls) {
      const foreign = await as(other, method, url, payload);
      const missing = await as(other, method, url.replace(`/${id}`, "/999999"), payload);
      expect(foreign.statusCode, name).toBe(404);
      expect(foreign.json(), name).toEqual(missing.json());
    }
    const retrieve = await as(other, "POST", "/api/quotations/retrieve", {
      QuotationNo: quotation.Quotation_no,
      ContactNumber: "0559876543",
      Email: "owner.case@example.com",
    });
    expect(retrieve.statusCode).toBe(404);
  });

  it("lets the owner read back the sponsor exactly as saved", async () => {
    const res = await as(owner, "GET", `/api/quotations/${quotation.InsertedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Quotation_no: quotation.Quotation_no,
      status: "draft",
      last_visited_page: "memberdetail",
      sponsor: {
        sponsor_mobile_no: "0559876543",
        Sponsor_uid: "201/2020/1234567",
        Tpa_sno: 3,
        planfor: 1,
        documentType: 1,
      },
    });
  });

  it("answers an update with the spec's message", async () => {
    const res = await as(
      owner,
      "PUT",
      `/api/quotations/${quotation.InsertedId}/sponsor`,
      validSponsor({
        sponsor_mobile_no: "0559876543",
        sponsorEmail: "owner.case@example.com",
        sponsorName: "Rahul K Menon",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe(`Sponsor updated for : ${quotation.InsertedId}`);
  });

  it("refuses bad ids and unknown steps with 400", async () => {
    expect((await as(owner, "GET", "/api/quotations/abc")).statusCode).toBe(400);
    expect((await as(owner, "GET", "/api/quotations/-1")).statusCode).toBe(400);
    expect(
      (await as(owner, "PUT", `/api/quotations/${quotation.InsertedId}/progress`, { page: "../admin" })).statusCode,
    ).toBe(400);
  });
});

describe("POST /api/quotations/retrieve", () => {
  it("finds the quotation at the step it was last left on, however the mobile is typed", async () => {
    await as(owner, "PUT", `/api/quotations/${quotation.InsertedId}/progress`, { page: "uploaddocuments" });
    for (const contact of ["0559876543", "+971 55 987 6543", "559876543"]) {
      const res = await as(owner, "POST", "/api/quotations/retrieve", {
        QuotationNo: quotation.Quotation_no.toLowerCase(),
        ContactNumber: contact,
        Email: "Owner.Case@example.com",
      });
      expect(res.statusCode, contact).toBe(200);
      expect(res.json()).toEqual({
        quote_tr_sno: quotation.InsertedId,
        last_visited_page: "uploaddocuments",
        Quotation_no: quotation.Quotation_no,
        status: "draft",
        product: "basic",
        journey: "new_business",
      });
    }
  });

  it("says a retrieved application is paid, so the wizard does not reopen it", async () => {
    const paid = await finalizedQuotation(t, owner);
    const start = (await as(owner, "POST", `/api/quotations/${paid.InsertedId}/payment`)).json();
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
    const res = await as(owner, "POST", "/api/quotations/retrieve", {
      QuotationNo: paid.Quotation_no,
      ContactNumber: validSponsor().sponsor_mobile_no,
      Email: validSponsor().sponsorEmail,
    });
    expect(res.json()).toMatchObject({ status: "policy_issued", product: "basic", Quotation_no: paid.Quotation_no });
  });

  it("refuses empty fields with the modal's messages", async () => {
    const res = await as(owner, "POST", "/api/quotations/retrieve", { QuotationNo: "", ContactNumber: "", Email: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      QuotationNo: ["Quotation No. is required."],
      ContactNumber: ["ContactNumber No. is required."],
      Email: ["Invalid email."],
    });
  });

  it("answers a mismatch with a message the modal shows, and rate-limits repeated failures", async () => {
    const wrong = { QuotationNo: quotation.Quotation_no, ContactNumber: "0500000000", Email: "owner.case@example.com" };
    const first = await as(owner, "POST", "/api/quotations/retrieve", wrong);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ message: RETRIEVE_FAILED });
    let last = first;
    for (let i = 0; i < 10; i++) last = await as(owner, "POST", "/api/quotations/retrieve", wrong);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: RETRIEVE_LOCKED });
  });
});
