import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyLedger, policyMembers } from "../../src/db/schema";
import { reportSale, siteSale, today } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { paidAddition, paidPolicy, soldPolicy } from "../modules/policy/servicing/servicing-fixtures";
import { pngBytes } from "../support/files";
import { insuredPerson } from "../support/insured-person";
import { api } from "../support/journey";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

/*
 * The ledger migration gives the policies issued before it a ledger from what their rows recorded (decision 039).
 * Here the app writes policies, additions, removals and cancellations as it does today, the ledger is emptied, and the
 * migration's backfill must give back a ledger whose payments and refunds add up to the same amounts.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

/** The migration's statements that fill the ledger: those after its table and indexes are made. */
async function backfillStatements() {
  const file = await readFile(new URL("../../migrations/0031_policy_ledger.sql", import.meta.url), "utf8");
  return file
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => /INSERT INTO "policy_ledger"/.test(s));
}

/** Each payment's and each refund's total in the ledger, and each member's paid and refunded. */
async function sums() {
  const entries = await t.db.select().from(policyLedger);
  const by = (key: (e: (typeof entries)[number]) => string) => {
    const totals = new Map<string, number>();
    for (const e of entries) totals.set(key(e), (totals.get(key(e)) ?? 0) + e.premiumFils + e.vatFils);
    return Object.fromEntries([...totals].sort());
  };
  return {
    movements: by((e) => `${e.policyId}:${e.version}:${e.kind}:${e.refundId}`),
    shares: by((e) => `${e.policyId}:${e.policyMemberId}:${e.kind}`),
  };
}

describe("the ledger migration", () => {
  it("gives every policy issued before it a ledger that adds up to its payments and refunds", async () => {
    const owner = api(t, cookie);
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson(), insuredPerson(), insuredPerson()]);
    const [first] = await t.db.select().from(policyMembers).where(sql`${policyMembers.policyId} = ${policy.id}`);
    const removed = await owner.upload(
      `/api/policies/${policy.policyNo}/deletions`,
      { memberIds: String(first!.id), effectiveDate: today(), reason: "Left" },
      { name: "letter.png", bytes: pngBytes() },
    );
    expect(removed.statusCode, removed.body).toBe(201);
    expect(
      (await owner.post(`/api/policies/${policy.policyNo}/cancellation`, { effectiveDate: today(), reason: "Gone" }))
        .statusCode,
    ).toBe(201);
    const sold = await soldPolicy(t, cookie, 40);
    await paidAddition(t, owner, sold.policyNo, today());
    await reportSale(t, "pa", siteSale("PA-BACKFILL"));

    const written = await sums();
    await t.db.delete(policyLedger);
    for (const statement of await backfillStatements()) await t.db.execute(sql.raw(statement));
    const backfilled = await sums();

    expect(backfilled.movements).toEqual(written.movements);
    // Within one change the split between members may differ by a fils from how it was priced.
    expect(Object.keys(backfilled.shares)).toEqual(Object.keys(written.shares));
    for (const [key, fils] of Object.entries(written.shares)) {
      expect(Math.abs(backfilled.shares[key]! - fils), key).toBeLessThanOrEqual(2);
    }
  });
});
