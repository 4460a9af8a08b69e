import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationMembers, quotations } from "../../../../src/db/schema";
import { LOCKED_MESSAGE, markEdited } from "../../../../src/modules/quotation/quotations/quotation-service";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../../../support/journey";
import { validMember } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.db.select({ status: quotations.status }).from(quotations).where(eq(quotations.id, id)))[0]!.status;

describe("edits and finalizing", () => {
  it("never leaves a quotation finalized with a member the checks did not see", async () => {
    for (let round = 0; round < 3; round++) {
      const q = await finalizedQuotation(t, cookie);
      // Reopen, then race a new member (without documents) against finalizing again.
      await owner.put(`/api/quotations/${q.quotationId}/members/${q.memberSno}`, validMember());
      const [added, finalized] = await Promise.all([
        owner.post(`/api/quotations/${q.quotationId}/members`, validMember({ first_name: "Late" })),
        owner.post(`/api/quotations/${q.quotationId}/finalize`, { declaration: true }),
      ]);
      expect(added.statusCode).toBe(201);
      expect([200, 409]).toContain(finalized.statusCode);
      const members = await t.db.select().from(quotationMembers).where(eq(quotationMembers.quotationId, q.quotationId));
      expect(members).toHaveLength(2);
      expect(await statusOf(q.quotationId)).toBe("draft");
    }
  });

  it("refuses an edit that lost the race with a payment, leaving the paid quotation as it was", async () => {
    const q = await finalizedQuotation(t, cookie);
    const start = (await owner.post(`/api/quotations/${q.quotationId}/payment`)).json();
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
    // The edit read the quotation before the payment landed; its write comes after.
    await expect(
      markEdited(t.db, q.quotationId, { sponsorName: "Changed" }, { by: "partner", user: null }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: LOCKED_MESSAGE,
    });
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(row).toMatchObject({ status: "policy_issued", sponsorName: "Rahul Menon" });
  });
});
