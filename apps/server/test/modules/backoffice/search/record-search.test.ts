import { RECORD_SEARCH_LIMIT, type RecordSearchResponse } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../support/journey";
import { createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { insured, policyOf } from "../backoffice/backoffice-fixtures";

let t: TestApp;
let all: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
let allCookie: string;
let quotationNo: string;
let quotationId: number;
let policyNo: string;

beforeAll(async () => {
  t = await createTestApp();
  allCookie = await signInAs(t, "agent.all");
  all = api(t, allCookie);
  other = api(t, await signInAs(t, "agent.basic"));
  const q = await createQuotationAs(
    t,
    allCookie,
    validSponsor({ sponsorName: "Yusuf Haddad", sponsorMobile: "0559876543" }),
  );
  quotationNo = q.quotationNo;
  quotationId = q.quotationId;
  const added = await all.post(
    `/api/quotations/${q.quotationId}/members`,
    validMember({ first_name: "Leila", family_name: "Quraishi" }),
  );
  expect(added.statusCode, added.body).toBe(201);
  const { policy } = await policyOf(t, "agent.all", 40, "Harbour Logistics");
  policyNo = policy.policyNo;
  // A policy of another partner whose member shares the name: never shown to agent.all.
  await policyOf(t, "agent.basic", 40, "Quraishi Foods", [insured({ firstName: "Leila", familyName: "Quraishi" })]);
});
afterAll(() => t.close());

const search = async (client: ReturnType<typeof api>, q: string) => {
  const res = await client.get(`/api/search?${new URLSearchParams({ q })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecordSearchResponse;
};

describe("GET /api/search", () => {
  it("finds a quotation by a member's name, says which member, and carries what resuming needs", async () => {
    const found = await search(all, "leila qura");
    expect(found.quotations).toHaveLength(1);
    expect(found.quotations[0]).toMatchObject({
      id: quotationId,
      quotationNo,
      product: "basic",
      journey: "new_business",
      status: "draft",
      sponsorName: "Yusuf Haddad",
      matchedMember: "Leila Quraishi",
    });
    expect(found.quotations[0]!.lastVisitedPage).toBeTruthy();
    expect(found.policies).toEqual([]);
  });

  it("finds by quotation or policy number, sponsor name and mobile, with no member named", async () => {
    expect((await search(all, quotationNo)).quotations.map((h) => h.quotationNo)).toEqual([quotationNo]);
    const byPolicy = await search(all, policyNo);
    expect(byPolicy.policies).toMatchObject([{ policyNo, sponsorName: "Harbour Logistics", matchedMember: null }]);
    expect(byPolicy.policies[0]!.hasReceipt).toEqual(expect.any(Boolean));
    expect((await search(all, "harbour")).policies.map((h) => h.policyNo)).toEqual([policyNo]);
    expect((await search(all, "055 987 6543")).quotations.map((h) => h.quotationNo)).toEqual([quotationNo]);
  });

  it("finds a policy by a member's Emirates ID typed without hyphens", async () => {
    const person = insured({ firstName: "Tomas", familyName: "Villanueva" });
    const { policy } = await policyOf(t, "agent.all", 60, "Villanueva Household", [person]);
    const found = await search(all, person.emiratesId!.replace(/-/g, ""));
    expect(found.policies).toMatchObject([{ policyNo: policy.policyNo, matchedMember: "Tomas Villanueva" }]);
  });

  it("never shows another partner's records", async () => {
    expect((await search(other, quotationNo)).quotations).toEqual([]);
    // agent.basic's own Leila Quraishi is found, agent.all's is not.
    const theirs = await search(other, "leila");
    expect(theirs.policies.map((h) => h.sponsorName)).toEqual(["Quraishi Foods"]);
    expect(theirs.quotations.map((h) => h.quotationNo)).not.toContain(quotationNo);
    expect((await search(all, "quraishi foods")).policies).toEqual([]);
  });

  it("lists at most the limit of each kind and says there are more", async () => {
    for (let i = 0; i <= RECORD_SEARCH_LIMIT; i++) await policyOf(t, "agent.all", 100 + i, `Crescent Trading ${i}`);
    const found = await search(all, "crescent trading");
    expect(found.policies).toHaveLength(RECORD_SEARCH_LIMIT);
    expect(found.more).toBe(true);
    expect((await search(all, "harbour")).more).toBe(false);
  });

  it("answers junk and a stranger with a clear error, never a 500", async () => {
    for (const q of ["", "a", "x".repeat(101), "bad\u0000text"]) {
      const res = await all.get(`/api/search?${new URLSearchParams({ q })}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await all.get("/api/search")).statusCode).toBe(400);
    expect((await all.get("/api/search?q=ab&extra=1")).statusCode).toBe(400);
    // Search characters that mean something to LIKE are taken literally.
    expect(await search(all, "%_%")).toEqual({ quotations: [], policies: [], more: false });
    const stranger = await t.app.inject({ method: "GET", url: "/api/search?q=leila" });
    expect(stranger.statusCode).toBe(401);
  });
});
