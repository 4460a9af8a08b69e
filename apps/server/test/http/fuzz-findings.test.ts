import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/journey";
import { createQuotationAs } from "../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

/* What the API fuzz test (api-fuzz.test.ts) found answering 500, each fixed at its root and kept here by name. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

describe("found by the API fuzz test", () => {
  it("a field named like an Object property (constructor, __proto__) gets its field error, not a 500", async () => {
    for (const name of ["constructor", "toString", "hasOwnProperty"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments/notify",
        payload: { [name]: 0 },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(name);
    }
    const query = await t.app.inject({ url: "/pay/result?constructor=a&constructor=b&__proto__=x" });
    expect(query.statusCode, query.body).toBe(400);
    expect(Object.keys(query.json().fieldErrors)).toContain("constructor");
  });

  it("a field that breaks two rules with the same message lists the message once", async () => {
    const res = await api(t, cookie).post("/api/quotations", {
      productCategory: 1,
      planfor: 1,
      documentType: 1,
      sponsorName: "Rahul Menon",
      sponsorMobile: "050\u00001234567",
      sponsorEmail: "rahul.menon@example.com",
      gender: 1,
      sponsorDate: "1990-01-01",
      sponsorFileNumber: "201/2020/1234567",
      tpaId: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.sponsorMobile).toEqual(["Remove invisible control characters."]);
  });

  it("the documents step and the review of a quotation without members answer 200, not a 500", async () => {
    const q = await createQuotationAs(t, cookie);
    const documents = await api(t, cookie).get(`/api/quotations/${q.quotationId}/documents`);
    expect(documents.statusCode, documents.body).toBe(200);
    expect(documents.json().form.members).toEqual([]);
    const review = await api(t, cookie).get(`/api/quotations/${q.quotationId}/review`);
    expect(review.statusCode, review.body).toBe(200);
  });
});
