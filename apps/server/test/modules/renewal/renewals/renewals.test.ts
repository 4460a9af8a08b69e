import { addDays, RENEWAL_SEARCH_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, policies } from "../../../../src/db/schema";
import { formBody, gatewayAnswer } from "../../../support/journey";
import { createTestApp, type TestApp } from "../../../support/test-app";
import { customer, findAs, person, policyDueIn, renewToPayment, today, unlock } from "./renewal-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/renewals/search", () => {
  it("finds a policy by Emirates ID, policy number or passport with the member's date of birth", async () => {
    const m = person();
    const { policy, quotation } = await policyDueIn(t, 20, [m]);
    for (const [by, text] of [
      [1, m.emiratesId.replaceAll("-", "")],
      [2, policy.policyNo.toLowerCase()],
      [3, m.passportNo.toLowerCase()],
    ] as const) {
      const res = await customer(t).call("POST", "/api/renewals/search", {
        searchBy: by,
        searchText: text,
        dateOfBirth: m.dateOfBirth,
      });
      expect(res.statusCode, `searchBy ${by}`).toBe(200);
      expect(res.json()).toEqual({ parentQuotationNo: quotation.quotationNo, policyNo: policy.policyNo });
    }
  });

  it("answers an unknown number and a wrong date of birth the same way", async () => {
    const m = person();
    await policyDueIn(t, 20, [m]);
    const unknown = await customer(t).call("POST", "/api/renewals/search", {
      searchBy: 3,
      searchText: "ZZ999999",
      dateOfBirth: m.dateOfBirth,
    });
    const wrongDob = await customer(t).call("POST", "/api/renewals/search", {
      searchBy: 3,
      searchText: m.passportNo,
      dateOfBirth: "1991-05-20",
    });
    expect(unknown.statusCode).toBe(404);
    expect(wrongDob.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: RENEWAL_SEARCH_MESSAGES.noRecord });
    expect(wrongDob.json()).toEqual(unknown.json());
  });

  it("refuses a missing search type and a missing date of birth with the spec's messages", async () => {
    const res = await customer(t).call("POST", "/api/renewals/search", {
      searchBy: null,
      searchText: "x",
      dateOfBirth: "",
    });
    expect(res.statusCode).toBe(400);
    const errors = JSON.stringify(res.json().fieldErrors);
    expect(errors).toContain(RENEWAL_SEARCH_MESSAGES.searchByRequired);
    expect(errors).toContain(RENEWAL_SEARCH_MESSAGES.dateOfBirthRequired);
  });

  it("limits searches per client", async () => {
    const c = customer(t, "198.51.100.77");
    let last: Awaited<ReturnType<typeof c.call>> | undefined;
    for (let i = 0; i < 31; i++)
      last = await c.call("POST", "/api/renewals/search", {
        searchBy: 3,
        searchText: `QQ${100000 + i}`,
        dateOfBirth: "1990-01-01",
      });
    expect(last!.statusCode).toBe(429);
    expect(
      (
        await customer(t, "198.51.100.78").call("POST", "/api/renewals/search", {
          searchBy: 3,
          searchText: "QQ100000",
          dateOfBirth: "1990-01-01",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps personal data out of the logs", async () => {
    const m = person();
    await policyDueIn(t, 20, [m]);
    t.logs.length = 0;
    await customer(t).call("POST", "/api/renewals/search", {
      searchBy: 3,
      searchText: m.passportNo,
      dateOfBirth: m.dateOfBirth,
    });
    const text = t.logs.join("");
    expect(text).toContain("/api/renewals/search");
    expect(text).not.toContain(m.passportNo);
    expect(text).not.toContain(m.dateOfBirth);
  });
});

describe("renewing a policy", () => {
  it("shows the members with their renewal premium at their age on the new start date, and the state", async () => {
    const m = person({ dateOfBirth: addDays(addDays(today, 20), -(30 * 365 + 7)) });
    const { policy } = await policyDueIn(t, 20, [m]);
    const c = customer(t);
    await findAs(c, m);
    await unlock(t, c, policy.sponsorEmail);
    const details = (await c.call("GET", "/api/renewals/current")).json();
    expect(details.state).toBe("due");
    expect(details.members[0].age_at_renewal).toBe(30);
    // basic,3,30-39,2,single,650.00
    expect(details.members[0].renewal_premium_fils).toBe(65_000);
    expect(details.totals).toEqual({ subtotal: 65_000, vat: 3_250, total: 68_250 });
  });

  it("says a policy is not yet due and offers nothing to pay", async () => {
    const m = person();
    await policyDueIn(t, 120, [m]);
    const c = customer(t);
    await findAs(c, m);
    const details = (await c.call("GET", "/api/renewals/current")).json();
    expect(details.state).toBe("not_yet_due");
    expect(details.renewalOpensOn).toBe(addDays(today, 60));
    const save = await c.call("PUT", "/api/renewals/current", {
      memberIds: [details.members[0].id],
      email: "a@example.com",
      mobile_prefix: "050",
      mobile_number: "1234567",
    });
    expect(save.statusCode).toBe(409);
  });

  it("answers a member id beyond what the database holds with a field error, not a 500 (found by the API fuzz test)", async () => {
    const m = person();
    await policyDueIn(t, 10, [m]);
    const c = customer(t);
    await findAs(c, m);
    const save = await c.call("PUT", "/api/renewals/current", {
      memberIds: [2_147_483_648],
      email: "a@example.com",
      mobile_prefix: "050",
      mobile_number: "1234567",
    });
    expect(save.statusCode).toBe(400);
    expect(Object.keys(save.json().fieldErrors)).toEqual(["memberIds.0"]);
  });

  it("issues one renewed policy for the kept members however often the verified payment arrives", async () => {
    const a = person();
    const b = person({ firstName: "Jose", gender: 1 });
    const { policy: parent } = await policyDueIn(t, 10, [a, b]);
    const c = customer(t);
    await findAs(c, a);
    await unlock(t, c, parent.sponsorEmail);
    const { start } = await renewToPayment(c, 1, { newContact: true });
    const answer = gatewayAnswer(t, start.fields);
    const results = await Promise.all(
      [...Array(10)].map((_, i) =>
        t.app.inject({
          method: "POST",
          url: i % 2 ? "/api/payments/notify" : "/api/payments/return",
          ...formBody(answer),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 303)[0]!.headers.location).toContain(
      "/Basic-Renewals/paymentsuccessrenewals?TransactionID=",
    );
    const children = await t.db.select().from(policies).where(eq(policies.parentPolicyId, parent.id));
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({
      startDate: addDays(parent.endDate, 1),
      sponsorEmail: "new.contact@example.com",
      sponsorMobile: "0567654321",
    });
    const [after] = await t.db.select().from(policies).where(eq(policies.id, parent.id));
    expect(after!.status).toBe("renewed");
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `policy-issued:${children[0]!.id}`));
    expect(mails).toHaveLength(1);
    const status = (await c.call("GET", `/api/renewals/payments/${answer.transaction_id}`)).json();
    expect(status).toMatchObject({ status: "accepted", policyNo: children[0]!.policyNo });
    const receipt = await c.call("GET", `/api/renewals/payments/${answer.transaction_id}/receipt.pdf`);
    expect(receipt.headers["content-type"], receipt.body).toBe("application/pdf");
    // Searching again shows the new term, which is not due yet.
    await findAs(c, a);
    expect((await c.call("GET", "/api/renewals/current")).json()).toMatchObject({
      policyNo: children[0]!.policyNo,
      state: "not_yet_due",
    });
  });

  it("gives a customer's permission for one policy no access to another's renewal or payment", async () => {
    const a = person();
    const b = person();
    await policyDueIn(t, 15, [a]);
    await policyDueIn(t, 15, [b]);
    const ca = customer(t);
    const cb = customer(t);
    await findAs(ca, a);
    await findAs(cb, b);
    const { start } = await renewToPayment(cb, 1);
    const answer = gatewayAnswer(t, start.fields);
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
    expect((await ca.call("GET", `/api/renewals/payments/${answer.transaction_id}`)).statusCode).toBe(404);
    expect((await ca.call("GET", `/api/renewals/payments/${answer.transaction_id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await ca.call("GET", "/api/renewals/current")).json().policyNo).not.toBe(
      (await cb.call("GET", "/api/renewals/current")).json().policyNo,
    );
    expect((await customer(t).call("GET", "/api/renewals/current")).statusCode).toBe(401);
  });
});
