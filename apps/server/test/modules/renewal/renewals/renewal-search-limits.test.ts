import { RENEWAL_SEARCH_MESSAGES, RENEWAL_TARGET_DAILY_FAILURES, RENEWAL_TARGET_FAILURES } from "@pp/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../../src/db/schema";
import { SEARCH_LIMITED } from "../../../../src/modules/renewal/renewals/renewal-search";
import { createTestApp, type TestApp } from "../../../support/test-app";
import { person, policyDueIn } from "./renewal-fixtures";

const LIMIT = 5;
let t: TestApp;

beforeAll(async () => {
  // Behind one load balancer (10.0.0.2), with a small per-client limit so that the tests stay short.
  t = await createTestApp({ TRUST_PROXY: "1", RENEWAL_SEARCH_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());

let clients = 0;
/** A client address no other search in this file used. */
const freshClient = () => {
  clients++;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Search = { searchBy: 1 | 2 | 3; searchText: string; dateOfBirth: string };

/** A search as it reaches the server through the load balancer, which appends the address it saw. */
function search(body: Search, seenByProxy: string, forgedHops = "") {
  return t.app.inject({
    method: "POST",
    url: "/api/renewals/search",
    payload: body,
    remoteAddress: "10.0.0.2",
    headers: { "x-forwarded-for": forgedHops ? `${forgedHops}, ${seenByProxy}` : seenByProxy },
  });
}

let unknownNumbers = 0;
const unknownPassport = () => ({
  searchBy: 3 as const,
  searchText: `ZZ${700000 + ++unknownNumbers}`,
  dateOfBirth: "1990-01-01",
});

describe("the per-client limit", () => {
  it("is not escaped by forging left-most X-Forwarded-For hops, nor by rotating addresses inside one IPv6 /64", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 5; i++) {
      const forged = `203.0.113.${i}, 192.0.2.${i}`;
      const res = await search(unknownPassport(), `2001:db8:77:1::${i.toString(16)}`, forged);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(404));
    expect(statuses.slice(LIMIT)).toEqual(Array(5).fill(429));
    const refused = await search(unknownPassport(), "2001:db8:77:1:ffff:ffff:ffff:ffff", "198.51.100.200");
    expect(refused.json()).toEqual({ message: SEARCH_LIMITED });
    // Another /64 is another client.
    expect((await search(unknownPassport(), "2001:db8:77:2::1")).statusCode).toBe(404);
  });

  it("lets at most the limit through a burst of parallel searches from one client", async () => {
    const client = freshClient();
    const results = await Promise.all([...Array(20)].map(() => search(unknownPassport(), client)));
    const evaluated = results.filter((r) => r.statusCode !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
    expect(evaluated.every((r) => r.statusCode === 404)).toBe(true);
  });
});

describe("the per-number limit", () => {
  it("refuses the right date of birth after 100 wrong ones, exactly as a number that does not exist", async () => {
    const m = person();
    const { policy } = await policyDueIn(t, 20, [m]);
    const unknownPolicyNo = `${policy.policyNo.slice(0, -3)}999`;
    const wrongDates = [...Array(100)].map((_, i) => `19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`);
    for (const dateOfBirth of wrongDates) {
      // Each from another address: the count follows the number, not the client.
      for (const searchText of [policy.policyNo, unknownPolicyNo]) {
        const res = await search({ searchBy: 2, searchText, dateOfBirth }, freshClient());
        expect([404, 429]).toContain(res.statusCode);
      }
    }
    const known = await search({ searchBy: 2, searchText: policy.policyNo, dateOfBirth: m.dateOfBirth }, freshClient());
    const unknown = await search(
      { searchBy: 2, searchText: unknownPolicyNo, dateOfBirth: m.dateOfBirth },
      freshClient(),
    );
    expect(known.statusCode).toBe(429);
    expect(known.body).toBe(JSON.stringify({ message: RENEWAL_SEARCH_MESSAGES.targetLocked }));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.cookies).toEqual([]);
    expect(unknown.cookies).toEqual([]);
    // The same number typed in lower case is the same target.
    const lower = await search(
      { searchBy: 2, searchText: policy.policyNo.toLowerCase(), dateOfBirth: m.dateOfBirth },
      freshClient(),
    );
    expect(lower.statusCode).toBe(429);
  });

  it("judges parallel wrong guesses for one number one at a time: no more than the allowed few are looked up", async () => {
    const m = person();
    await policyDueIn(t, 20, [m]);
    const results = await Promise.all(
      [...Array(20)].map((_, i) =>
        search({ searchBy: 3, searchText: m.passportNo, dateOfBirth: `1960-01-${10 + i}` }, freshClient()),
      ),
    );
    expect(results.filter((r) => r.statusCode === 404)).toHaveLength(RENEWAL_TARGET_FAILURES);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20 - RENEWAL_TARGET_FAILURES);
  });

  it("refuses a number for the day after 20 failures, even when they came slowly", async () => {
    const m = person();
    const { policy } = await policyDueIn(t, 20, [m]);
    const wrong = { searchBy: 2 as const, searchText: policy.policyNo, dateOfBirth: "1962-03-04" };
    for (let batch = 0; batch < RENEWAL_TARGET_DAILY_FAILURES / 4; batch++) {
      for (let i = 0; i < 4; i++) expect((await search(wrong, freshClient())).statusCode).toBe(404);
      // Four failures, then a pause longer than the short window: this file's failures move 20 minutes back.
      await t.db
        .update(auditLog)
        .set({ at: sql`${auditLog.at} - interval '20 minutes'` })
        .where(eq(auditLog.event, "renewal_search_failed"));
    }
    const right = await search({ ...wrong, dateOfBirth: m.dateOfBirth }, freshClient());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: RENEWAL_SEARCH_MESSAGES.targetLocked });
  });

  it("still finds the policy after a few mistakes, and keeps the searched numbers out of the audit log", async () => {
    const m = person();
    await policyDueIn(t, 20, [m]);
    for (let i = 0; i < RENEWAL_TARGET_FAILURES - 1; i++) {
      const res = await search({ searchBy: 3, searchText: m.passportNo, dateOfBirth: "1961-02-03" }, freshClient());
      expect(res.statusCode).toBe(404);
    }
    const found = await search({ searchBy: 3, searchText: m.passportNo, dateOfBirth: m.dateOfBirth }, freshClient());
    expect(found.statusCode).toBe(200);
    const failures = await t.db.select().from(auditLog).where(eq(auditLog.event, "renewal_search_failed"));
    expect(failures.length).toBeGreaterThan(0);
    expect(JSON.stringify(failures)).not.toContain(m.passportNo);
  });
});
