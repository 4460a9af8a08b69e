import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../src/app";
import { auditLog } from "../../../../src/db/schema";
import { addPartner } from "../../../../src/modules/identity/partners/partner-admin";
import { createTestApp, type TestApp } from "../../../support/test-app";

let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let other: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, storage: t.storage });
  await other.ready();
  await addPartner(t.db, {
    userId: "race.target",
    name: "Race Target",
    email: "race.target@example.test",
    password: "Race#Target2026",
    flags: ["basic"],
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const evaluatedFailures = async (userId: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.event, "sign_in_failed")));
  return row?.n ?? 0;
};

describe("POST /api/auth/login under a burst", () => {
  // On PostgreSQL the 50 requests really run side by side (a pool of connections, argon2 on the thread pool);
  // a lock applied only after the failures were recorded lets every one of them try a password.
  it("evaluates at most 5 of 50 concurrent wrong passwords for one user id, across two instances", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? other : t.app).inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { userId: "race.target", password: `Wrong#Guess${i}` },
          remoteAddress: "198.51.100.20",
        }),
      ),
    );
    expect(await evaluatedFailures("race.target")).toBeLessThanOrEqual(5);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // Every other try was refused before its password was looked at, and was told when to come back.
    for (const a of answers.filter((x) => x.statusCode !== 401)) {
      expect(a.statusCode).toBe(429);
      expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});
