import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETRIEVE_FAILED, RETRIEVE_LOCKED } from "../../../../src/modules/quotation/quotations/quotation-service";
import { finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let owner: string;
let other: string;
let quotation: { quotationId: number; quotationNo: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t, "agent.all");
  other = await signInAs(t, "agent.basic");
  quotation = await createQuotationAs(
    t,
    owner,
    validSponsor({ sponsorMobile: "0559876543", sponsorEmail: "owner.case@example.com" }),
  );
});
afterAll(() => t.close());

const as = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: `pp_session=${cookie}` } });

describe("a quotation belongs to one partner", () => {
  it("answers another partner 404 on every endpoint, exactly as for a number that does not exist", async () => {
    const id = quotation.quotationId;
    // A complete step-3 form (from a finished application), so the body passes validation and ownership decides.
    const finished = await finalizedQuotation(t, owner);
    const documentsForm = (await as(owner, "GET", `/api/quotations/${finished.quotationId}/documents`)).json().form;
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
      quotationNo: quotation.quotationNo,
      sponsorMobile: "0559876543",
      sponsorEmail: "owner.case@example.com",
    });
    expect(retrieve.statusCode).toBe(404);
  });

  it("lets the owner read back the sponsor exactly as saved", async () => {
    const res = await as(owner, "GET", `/api/quotations/${quotation.quotationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      quotationNo: quotation.quotationNo,
      status: "draft",
      lastVisitedPage: "memberdetail",
      sponsor: {
        sponsorMobile: "0559876543",
        sponsorFileNumber: "201/2020/1234567",
        tpaId: 3,
        planfor: 1,
        documentType: 1,
      },
    });
  });

  it("answers an update with the spec's message", async () => {
    const res = await as(
      owner,
      "PUT",
      `/api/quotations/${quotation.quotationId}/sponsor`,
      validSponsor({
        sponsorMobile: "0559876543",
        sponsorEmail: "owner.case@example.com",
        sponsorName: "Rahul K Menon",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Sponsor updated for : ${quotation.quotationId}`);
  });

  it("refuses bad ids and unknown steps with 400", async () => {
    expect((await as(owner, "GET", "/api/quotations/abc")).statusCode).toBe(400);
    expect((await as(owner, "GET", "/api/quotations/-1")).statusCode).toBe(400);
    expect(
      (await as(owner, "PUT", `/api/quotations/${quotation.quotationId}/progress`, { page: "../admin" })).statusCode,
    ).toBe(400);
  });
});

describe("POST /api/quotations/retrieve", () => {
  it("finds the quotation at the step it was last left on, however the mobile is typed", async () => {
    await as(owner, "PUT", `/api/quotations/${quotation.quotationId}/progress`, { page: "uploaddocuments" });
    for (const contact of ["0559876543", "+971 55 987 6543", "559876543"]) {
      const res = await as(owner, "POST", "/api/quotations/retrieve", {
        quotationNo: quotation.quotationNo.toLowerCase(),
        sponsorMobile: contact,
        sponsorEmail: "Owner.Case@example.com",
      });
      expect(res.statusCode, contact).toBe(200);
      expect(res.json()).toEqual({
        quotationId: quotation.quotationId,
        lastVisitedPage: "uploaddocuments",
        quotationNo: quotation.quotationNo,
        status: "draft",
        product: "basic",
        journey: "new_business",
      });
    }
  });

  it("says a retrieved application is paid, so the wizard does not reopen it", async () => {
    const paid = await finalizedQuotation(t, owner);
    const start = (await as(owner, "POST", `/api/quotations/${paid.quotationId}/payment`)).json();
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
    const res = await as(owner, "POST", "/api/quotations/retrieve", {
      quotationNo: paid.quotationNo,
      sponsorMobile: validSponsor().sponsorMobile,
      sponsorEmail: validSponsor().sponsorEmail,
    });
    expect(res.json()).toMatchObject({ status: "policy_issued", product: "basic", quotationNo: paid.quotationNo });
  });

  it("refuses empty fields with the modal's messages", async () => {
    const res = await as(owner, "POST", "/api/quotations/retrieve", {
      quotationNo: "",
      sponsorMobile: "",
      sponsorEmail: "x",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      quotationNo: ["Quotation No. is required."],
      sponsorMobile: ["ContactNumber No. is required."],
      sponsorEmail: ["Invalid email."],
    });
  });

  it("answers a mismatch with a message the modal shows, and rate-limits repeated failures", async () => {
    const wrong = {
      quotationNo: quotation.quotationNo,
      sponsorMobile: "0500000000",
      sponsorEmail: "owner.case@example.com",
    };
    const first = await as(owner, "POST", "/api/quotations/retrieve", wrong);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({ message: RETRIEVE_FAILED });
    let last = first;
    for (let i = 0; i < 10; i++) last = await as(owner, "POST", "/api/quotations/retrieve", wrong);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: RETRIEVE_LOCKED });
  });
});
