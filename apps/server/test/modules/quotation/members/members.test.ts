import { DOCUMENT_MESSAGES, EMIRATES_ID_MESSAGES, MEMBER_MESSAGES } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bornYearsAgo,
  createQuotationAs,
  validCompany,
  validMember,
  validSponsor,
} from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: `pp_session=${cookie}` } });

describe("members and premiums", () => {
  it("prices each member from the rate CSV and totals premium, 5% VAT and amount due", async () => {
    const q = await createQuotationAs(t, cookie);
    // seed/premium-rates.csv: basic,3,30-39,2,married,800.00 and basic,3,0-17,1,single,520.00
    const spouse = await call("POST", `/api/quotations/${q.quotationId}/members`, validMember());
    expect(spouse.statusCode).toBe(201);
    expect(spouse.json().members[0].premium_fils).toBe(80_000);
    const child = await call(
      "POST",
      `/api/quotations/${q.quotationId}/members`,
      validMember({
        relation: "child",
        first_name: "Arjun",
        gender: 1,
        date_of_birth: bornYearsAgo(6),
        marital_status: "single",
        occupation: "Child",
      }),
    );
    const body = child.json();
    expect(body.members.map((m: { premium_fils: number }) => m.premium_fils)).toEqual([80_000, 52_000]);
    // 800 + 520 = 1,320.00; VAT 66.00; due 1,386.00
    expect(body.totals).toEqual({ subtotal: 132_000, vat: 6_600, total: 138_600 });
  });

  it("reprices every member when the TPA changes in step 1", async () => {
    const q = await createQuotationAs(t, cookie);
    await call("POST", `/api/quotations/${q.quotationId}/members`, validMember());
    await call("PUT", `/api/quotations/${q.quotationId}/sponsor`, validSponsor({ tpaId: 1 }));
    const res = await call("GET", `/api/quotations/${q.quotationId}/members`);
    // basic,1,30-39,2,married,776.00 -> VAT 38.80
    expect(res.json().members[0].premium_fils).toBe(77_600);
    expect(res.json().totals).toEqual({ subtotal: 77_600, vat: 3_880, total: 81_480 });
  });

  it("edits and removes members, keeping the totals right", async () => {
    const q = await createQuotationAs(t, cookie);
    const added = (await call("POST", `/api/quotations/${q.quotationId}/members`, validMember())).json();
    const id = added.members[0].member_sno;
    const edited = await call(
      "PUT",
      `/api/quotations/${q.quotationId}/members/${id}`,
      validMember({ date_of_birth: bornYearsAgo(52), first_name: "Anitha" }),
    );
    expect(edited.statusCode).toBe(200);
    // basic,3,50-59,2,married,1050.00
    expect(edited.json().members[0]).toMatchObject({ first_name: "Anitha", premium_fils: 105_000 });
    const removed = await call("DELETE", `/api/quotations/${q.quotationId}/members/${id}`);
    expect(removed.json()).toEqual({ members: [], totals: { subtotal: 0, vat: 0, total: 0 } });
    expect((await call("DELETE", `/api/quotations/${q.quotationId}/members/${id}`)).statusCode).toBe(404);
  });

  it("lets companies insure employees and partners only, individuals dependents and domestic workers only", async () => {
    const company = await createQuotationAs(t, cookie, validCompany());
    const dependent = await call("POST", `/api/quotations/${company.quotationId}/members`, validMember());
    expect(dependent.statusCode).toBe(400);
    expect(dependent.json().fieldErrors.member_type).toEqual([MEMBER_MESSAGES.memberTypeNotAllowed]);
    const employee = await call(
      "POST",
      `/api/quotations/${company.quotationId}/members`,
      validMember({
        member_type: 2,
        relation: "spouse",
        occupation: "Employee",
        salary_band: "upto4000",
        marital_status: "single",
        gender: 1,
      }),
    );
    expect(employee.statusCode).toBe(201);
    // A relation means nothing for an employee: it is not stored, whatever the client sent.
    expect(employee.json().members[0]).toMatchObject({ relation: null, salary_band: "upto4000" });
  });

  it("stores no salary band for a dependent", async () => {
    const q = await createQuotationAs(t, cookie);
    const res = await call(
      "POST",
      `/api/quotations/${q.quotationId}/members`,
      validMember({ salary_band: "upto4000" }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().members[0]).toMatchObject({ relation: "spouse", salary_band: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a missing first name", { first_name: "" }, "first_name"],
    ["a family name with digits", { family_name: "M3non" }, "family_name"],
    ["a name over 50 letters", { first_name: "A".repeat(51) }, "first_name"],
    ["a birth date in the future", { date_of_birth: "2999-01-01" }, "date_of_birth"],
    ["a dependent without relation", { relation: null }, "relation"],
    ["an unknown nationality", { nationality: "XX" }, "nationality"],
    ["a newborn who is 35", { is_newborn: true }, "is_newborn"],
    ["an unknown marital status", { marital_status: "complicated" }, "marital_status"],
  ])("refuses %s with a field error", async (_name, change, field) => {
    const q = await createQuotationAs(t, cookie);
    const res = await call("POST", `/api/quotations/${q.quotationId}/members`, validMember(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
  });
});

describe("a member's ID numbers entered with the member", () => {
  it("are stored for step 3, kept by an edit that leaves them out, and cleared by an empty one", async () => {
    const q = await createQuotationAs(t, cookie);
    const url = `/api/quotations/${q.quotationId}/members`;
    const numbers = { emirates_id: "784198012345678", passport_no: "p1234567", uid_no: "123456789" };
    const added = await call("POST", url, validMember(numbers));
    expect(added.statusCode, added.body).toBe(201);
    const [member] = added.json().members;
    expect(member).toMatchObject({ emirates_id: "784-1980-1234567-8", passport_no: "P1234567", uid_no: "123456789" });

    const renamed = await call("PUT", `${url}/${member.member_sno}`, validMember({ first_name: "Anjali" }));
    expect(renamed.json().members[0]).toMatchObject({ first_name: "Anjali", passport_no: "P1234567" });
    const cleared = await call("PUT", `${url}/${member.member_sno}`, validMember({ ...numbers, passport_no: "" }));
    expect(cleared.json().members[0]).toMatchObject({ passport_no: null, emirates_id: "784-1980-1234567-8" });
  });

  it("are refused with step 3's messages when malformed, and nothing is stored", async () => {
    const q = await createQuotationAs(t, cookie);
    const url = `/api/quotations/${q.quotationId}/members`;
    const res = await call("POST", url, validMember({ emirates_id: "784", passport_no: "P 1", uid_no: "12ab" }));
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors;
    expect(fields.emirates_id).toEqual([EMIRATES_ID_MESSAGES.tooShort]);
    expect(fields.passport_no).toEqual([DOCUMENT_MESSAGES.passportCharacters]);
    expect(fields.uid_no).toEqual([DOCUMENT_MESSAGES.uidDigitsOnly]);
    expect((await call("GET", url)).json().members).toEqual([]);
  });

  it("answer junk in a number (a NUL, a huge string, a number instead of text) with 400, never a 500", async () => {
    const q = await createQuotationAs(t, cookie);
    const url = `/api/quotations/${q.quotationId}/members`;
    for (const junk of [{ passport_no: "P12\u00003456" }, { uid_no: "1".repeat(100_000) }, { emirates_id: 784 }]) {
      const res = await call("POST", url, validMember(junk as Record<string, unknown>));
      expect(res.statusCode, JSON.stringify(junk).slice(0, 40)).toBe(400);
    }
    expect((await call("GET", url)).json().members).toEqual([]);
  });
});

describe("changing Company/Individual with members on the quotation", () => {
  it("is refused while a member cannot be insured under the new type", async () => {
    const q = await createQuotationAs(t, cookie);
    await call("POST", `/api/quotations/${q.quotationId}/members`, validMember());
    const res = await call("PUT", `/api/quotations/${q.quotationId}/sponsor`, validCompany());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Remove them in step 2 first/);
  });
});
