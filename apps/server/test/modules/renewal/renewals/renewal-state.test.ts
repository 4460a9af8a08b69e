import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../support/test-app";
import {
  customer,
  detailsOf,
  findAs,
  person,
  policyDueIn,
  renewAndPay,
  saveRenewal,
  searchFor,
} from "./renewal-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the 60-day renewal window", () => {
  it("is open 60 days before expiry", async () => {
    const m = person();
    await policyDueIn(t, 60, [m]);
    const c = customer(t);
    await findAs(c, m);
    const details = await detailsOf(c);
    expect(details.state).toBe("due");
    expect((await saveRenewal(c, [details.members[0]!.id])).statusCode).toBe(200);
  });

  it("is not yet open 61 days before expiry", async () => {
    const m = person();
    await policyDueIn(t, 61, [m]);
    const c = customer(t);
    await findAs(c, m);
    const details = await detailsOf(c);
    expect(details.state).toBe("not_yet_due");
    expect((await saveRenewal(c, [details.members[0]!.id])).statusCode).toBe(409);
  });
});

describe("an expired policy", () => {
  it("is what renewal is for: renewable until 30 days after its end, not later", async () => {
    const recent = person();
    await policyDueIn(t, -10, [recent]);
    const c = customer(t);
    await findAs(c, recent);
    const details = await detailsOf(c);
    expect(details.state).toBe("due");
    expect((await saveRenewal(c, [details.members[0]!.id])).statusCode).toBe(200);

    const old = person();
    await policyDueIn(t, -31, [old]);
    const late = customer(t, "203.0.113.11");
    await findAs(late, old);
    const lateDetails = await detailsOf(late);
    expect(lateDetails.state).toBe("expired");
    expect((await saveRenewal(late, [lateDetails.members[0]!.id])).statusCode).toBe(409);
  });
});

describe("a policy already renewed", () => {
  it("says so and refuses another renewal", async () => {
    const m = person();
    const { policy } = await policyDueIn(t, 10, [m]);
    const c = customer(t);
    await findAs(c, m);
    await renewAndPay(t, c, 1);
    // The customer's permission still names the parent policy.
    const details = await detailsOf(c);
    expect(details).toMatchObject({ policyNo: policy.policyNo, state: "renewed", renewal: null });
    const again = await saveRenewal(c, [details.members[0]!.id]);
    expect(again.statusCode).toBe(409);
  });
});

describe("searching after a renewal", () => {
  async function renewedKeepingFirstOf(members: ReturnType<typeof person>[]) {
    const { policy: parent } = await policyDueIn(t, 10, members);
    const c = customer(t);
    await findAs(c, members[0]!);
    await renewAndPay(t, c, 1);
    const kept = customer(t);
    await findAs(kept, members[0]!);
    const child = await detailsOf(kept);
    expect(child.policyNo).not.toBe(parent.policyNo);
    return { parent, childNo: child.policyNo };
  }

  it("leads a member who was kept from the old policy number to the new term", async () => {
    const a = person();
    const { parent, childNo } = await renewedKeepingFirstOf([a, person({ dateOfBirth: "1988-02-03" })]);
    const c = customer(t);
    expect((await searchFor(c, 2, parent.policyNo, a.dateOfBirth)).json().policyNo).toBe(childNo);
    expect((await detailsOf(c)).policyNo).toBe(childNo);
  });

  it("never shows the new term to a member dropped at renewal, whatever they search by", async () => {
    const dropped = person({ firstName: "Jose", gender: 1, dateOfBirth: "1988-02-03" });
    const { parent } = await renewedKeepingFirstOf([person(), dropped]);
    for (const [by, text] of [
      [1, dropped.emiratesId],
      [2, parent.policyNo],
      [3, dropped.passportNo],
    ] as const) {
      const c = customer(t);
      const found = await searchFor(c, by, text, dropped.dateOfBirth);
      expect(found.statusCode, `searchBy ${by}`).toBe(200);
      expect(found.json().policyNo, `searchBy ${by}`).toBe(parent.policyNo);
      const details = await detailsOf(c);
      expect(details).toMatchObject({ policyNo: parent.policyNo, state: "renewed", renewal: null });
      expect((await saveRenewal(c, [details.members[1]!.id])).statusCode).toBe(409);
    }
  });

  it("stays on the old policy when the policy number and date of birth match a kept and a dropped member", async () => {
    const twin = { dateOfBirth: "1995-07-07" };
    const { parent } = await renewedKeepingFirstOf([person(twin), person({ ...twin, firstName: "Ana" })]);
    const c = customer(t);
    expect((await searchFor(c, 2, parent.policyNo, twin.dateOfBirth)).json().policyNo).toBe(parent.policyNo);
    expect((await detailsOf(c)).state).toBe("renewed");
  });
});
