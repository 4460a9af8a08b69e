import { API_ERROR_CODES } from "@pp/domain";
import { afterAll, describe, expect, it } from "vitest";
import { validSponsor } from "../support/quotation-fixtures";
import { createTestApp, sessionHeader, signInAs } from "../support/test-app";

/*
 * Every 400 says which kind it is (decision 046): a request that breaks the OpenAPI document itself is malformed, one
 * that the document allows but whose values break a rule of the business is a broken rule. A client generated from
 * the document never sends the first; the second it shows to its user.
 */
const t = await createTestApp();
afterAll(() => t.close());
const headers = sessionHeader(t, await signInAs(t, "agent.all"));
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("a refused request's code", () => {
  it("is MALFORMED_REQUEST for a wrong type, a missing field, an unknown query key or a body that cannot be read", async () => {
    const answers = [
      await post("/api/quotations", { ...validSponsor(), tpaId: "one" }),
      await post("/api/quotations", { ...validSponsor(), sponsorEmail: undefined }),
      await post("/api/quotations?colour=red", validSponsor()),
      await t.app.inject({
        method: "POST",
        url: "/api/quotations",
        payload: "{",
        headers: { ...headers, "content-type": "application/json" },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code, res.body).toBe(API_ERROR_CODES.malformedRequest);
    }
  });

  it("is BROKEN_RULE for values the document allows that a rule refuses, with the field's message", async () => {
    const res = await post("/api/quotations", { ...validSponsor(), sponsorEmail: "not an e-mail" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: API_ERROR_CODES.brokenRule,
      fieldErrors: { sponsorEmail: [expect.any(String)] },
    });
  });
});
