import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies, policyMembers } from "../../../../src/db/schema";
import { createTestApp, type TestApp } from "../../../support/test-app";
import { customer, detailsOf, findAs, person, policyDueIn, renewAndPay, saveRenewal } from "./renewal-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("dropping a member at renewal", () => {
  it("issues the new policy with exactly the kept member", async () => {
    const leaving = person({ firstName: "Jose", gender: 1 });
    const staying = person({ firstName: "Ana", dateOfBirth: "1992-03-04" });
    const { policy: parent } = await policyDueIn(t, 20, [leaving, staying]);
    const c = customer(t);
    await findAs(c, staying);
    await renewAndPay(t, c, (ids) => [ids[1]!]);
    const [child] = await t.db.select().from(policies).where(eq(policies.parentPolicyId, parent.id));
    const members = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, child!.id));
    expect(
      members.map(({ firstName, dateOfBirth, emiratesId, passportNo }) => ({
        firstName,
        dateOfBirth,
        emiratesId,
        passportNo,
      })),
    ).toEqual([
      {
        firstName: "Ana",
        dateOfBirth: staying.dateOfBirth,
        emiratesId: staying.emiratesId,
        passportNo: staying.passportNo,
      },
    ]);
  });

  it("refuses to keep no member", async () => {
    const m = person();
    await policyDueIn(t, 20, [m]);
    const c = customer(t);
    await findAs(c, m);
    const res = await saveRenewal(c, []);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fieldErrors)).toContain("Keep at least one member");
  });

  it("refuses a member of another policy, alone or next to one of its own", async () => {
    const mine = person();
    const theirs = person();
    await policyDueIn(t, 20, [mine]);
    await policyDueIn(t, 20, [theirs]);
    const other = customer(t);
    await findAs(other, theirs);
    const theirId = (await detailsOf(other)).members[0]!.id;
    const c = customer(t);
    await findAs(c, mine);
    const myId = (await detailsOf(c)).members[0]!.id;
    for (const memberIds of [[theirId], [myId, theirId]]) {
      const res = await saveRenewal(c, memberIds);
      expect(res.statusCode, JSON.stringify(memberIds)).toBe(400);
      expect(res.json().fieldErrors.memberIds).toEqual(["Keep at least one member of this policy."]);
    }
    expect((await detailsOf(c)).renewal).toBeNull();
  });
});
