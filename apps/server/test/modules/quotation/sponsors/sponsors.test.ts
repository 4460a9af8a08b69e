import { SPONSOR_SEARCH_MESSAGE } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { createQuotationAs, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const search = (who: string, q: string) => api(t, who).get(`/api/sponsors?q=${encodeURIComponent(q)}`);

describe("a sponsor's record", () => {
  it("gathers the partner's quotations and policies of one sponsor, told apart by e-mail in any case", async () => {
    const farah = {
      sponsorName: "Farah Haddad",
      sponsorEmail: "farah.haddad@example.com",
      sponsorMobile: "0559876543",
    };
    await createQuotationAs(t, cookie, validSponsor(farah));
    await createQuotationAs(t, cookie, validSponsor({ ...farah, sponsorEmail: "Farah.Haddad@Example.com" }));
    const paid = await finalizedQuotation(t, cookie, validSponsor(farah));
    const start = (await api(t, cookie).post(`/api/quotations/${paid.quotationId}/payment`)).json();
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
    await createQuotationAs(
      t,
      cookie,
      validSponsor({ sponsorName: "Farid Nasser", sponsorEmail: "farid@example.com" }),
    );

    for (const q of ["Haddad", "farah.haddad@", "0559876543", "55 987 6543"]) {
      const res = await search(cookie, q);
      expect(res.statusCode, q).toBe(200);
      const { sponsors, more } = res.json();
      expect(more).toBe(false);
      expect(sponsors, q).toHaveLength(1);
      expect(sponsors[0]).toMatchObject({ name: "Farah Haddad", mobile: "0559876543" });
      expect(sponsors[0].quotations).toHaveLength(3);
      expect(sponsors[0].policies).toHaveLength(1);
      expect(sponsors[0].policies[0].policyNo).toMatch(/^BP-\d{4}-\d{6}$/);
    }
    const both = (await search(cookie, "Far")).json();
    expect(both.sponsors.map((s: { name: string }) => s.name).sort()).toEqual(["Farah Haddad", "Farid Nasser"]);
  });

  it("shows another partner nothing of these sponsors, and treats % and _ as the characters they are", async () => {
    await createQuotationAs(
      t,
      cookie,
      validSponsor({ sponsorName: "Salma Qureshi", sponsorEmail: "salma@example.com" }),
    );
    const other = await signInAs(t, "agent.basic");
    expect((await search(other, "Qureshi")).json().sponsors).toEqual([]);
    expect((await search(cookie, "%%%")).json().sponsors).toEqual([]);
    expect((await search(cookie, "___")).json().sponsors).toEqual([]);
  });

  it("asks for three characters, and a session", async () => {
    const short = await search(cookie, "ab");
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.q).toEqual([SPONSOR_SEARCH_MESSAGE]);
    expect((await t.app.inject({ url: "/api/sponsors?q=Farah" })).statusCode).toBe(401);
  });
});
