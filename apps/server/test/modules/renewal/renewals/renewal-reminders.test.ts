import { addDays } from "@pp/domain";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITE_API_KEYS } from "../../../../src/config";
import { mailOutbox, policies, renewalReminderLinks } from "../../../../src/db/schema";
import { queueRenewalReminders } from "../../../../src/modules/renewal/renewals/renewal-reminders";
import { createTestApp, type TestApp } from "../../../support/test-app";
import { policyDueIn, today } from "./renewal-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remind = (on = today) => queueRenewalReminders(t.db, { publicUrl: t.config.publicUrl, today: on });

const remindersOf = (policyId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.idempotencyKey, `renewal-reminder:${policyId}:%`));

/** A policy sold on the PA site, as the site reports it. */
async function reportedPaPolicy(endDate: string) {
  const paKey = DEMO_SITE_API_KEYS.split(",")[0]!.split(":")[1]!;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/site-reports/pa",
    headers: { "x-api-key": paKey },
    payload: {
      partnerUserId: "agent.all",
      reference: "PA-REMIND-1",
      kind: "policy",
      status: "active",
      sponsorName: "Site Customer",
      sponsorEmail: "pa.sponsor@example.com",
      sponsorMobile: "0501231234",
      premiumFils: 50_000,
      policyNo: "PA-P-REMIND-1",
      startDate: addDays(endDate, -364),
      endDate,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [policy] = await t.db.select().from(policies).where(eq(policies.policyNo, "PA-P-REMIND-1"));
  return policy!;
}

describe("renewal reminders", () => {
  it("queue each reminder once per policy, however often they run", async () => {
    const { policy } = await policyDueIn(t, 14);
    const first = await remind();
    const second = await remind();
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(0);
    const mails = await remindersOf(policy.id);
    expect(mails.map((m) => m.idempotencyKey)).toEqual([`renewal-reminder:${policy.id}:15`]);
    expect(mails[0]!.textBody).toMatch(/\/renew\/\S{20,}/);
    // A week later the 7-day reminder follows, once.
    await remind(addDays(today, 7));
    await remind(addDays(today, 7));
    expect((await remindersOf(policy.id)).map((m) => m.idempotencyKey).sort()).toEqual([
      `renewal-reminder:${policy.id}:15`,
      `renewal-reminder:${policy.id}:7`,
    ]);
  });

  it("only remind sponsors of basic policies, which the Basic renewal search can find", async () => {
    const { policy: basic } = await policyDueIn(t, 14);
    const pa = await reportedPaPolicy(addDays(today, 14));
    const { policy: hplus } = await policyDueIn(t, 14);
    await t.db.update(policies).set({ product: "hplus" }).where(eq(policies.id, hplus.id));
    await remind();
    expect(await remindersOf(basic.id)).toHaveLength(1);
    expect(await remindersOf(pa.id)).toEqual([]);
    expect(await remindersOf(hplus.id)).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "pa.sponsor@example.com"))).toEqual([]);
  });

  it("send the 30-day reminder at 30 days left and nothing at 31", async () => {
    const { policy: at30 } = await policyDueIn(t, 30);
    const { policy: at31 } = await policyDueIn(t, 31);
    await remind();
    expect((await remindersOf(at30.id)).map((m) => m.idempotencyKey)).toEqual([`renewal-reminder:${at30.id}:30`]);
    expect(await remindersOf(at31.id)).toEqual([]);
  });

  it("queue exactly one e-mail per policy and threshold when two runs overlap", async () => {
    // A day a year ahead, so only this test's policies are due on it.
    const on = addDays(today, 400);
    const due = await Promise.all([30, 14, 7].map((d) => policyDueIn(t, 400 + d)));
    const [a, b] = await Promise.all([remind(on), remind(on)]);
    expect(a + b).toBe(3);
    const keys = (await Promise.all(due.map(({ policy }) => remindersOf(policy.id)))).map((mails) =>
      mails.map((m) => m.idempotencyKey),
    );
    expect(keys).toEqual([
      [`renewal-reminder:${due[0]!.policy.id}:30`],
      [`renewal-reminder:${due[1]!.policy.id}:15`],
      [`renewal-reminder:${due[2]!.policy.id}:7`],
    ]);
    // One stored link per mail: the run that lost the race kept none of its own.
    const links = await t.db
      .select()
      .from(renewalReminderLinks)
      .where(
        inArray(
          renewalReminderLinks.policyId,
          due.map(({ policy }) => policy.id),
        ),
      );
    expect(links).toHaveLength(3);
  });
});
