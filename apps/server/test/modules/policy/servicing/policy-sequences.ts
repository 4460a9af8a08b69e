import { addDays, compareIsoDates, daysBetween, POLICY_CHANGE_MESSAGES } from "@pp/domain";
import { and, eq, isNull } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { policies, policyMembers } from "../../../../src/db/schema";
import { customer, renewAndPay } from "../../../modules/renewal/renewals/renewal-fixtures";
import { pngBytes } from "../../../support/files";
import type { api } from "../../../support/journey";
import type { TestApp } from "../../../support/test-app";
import { reportSale, siteSale, today } from "../../backoffice/backoffice/backoffice-fixtures";
import { paidAddition, soldPolicy } from "./servicing-fixtures";

/*
 * Generated sequences of what a partner does to a policy: a sale (through the portal, or reported by a product's site),
 * then additions, removals, a cancellation (within free look for a reported one) and a renewal, on days placed around
 * the server's today. The ledger's property test and the commission's drive the real app with them.
 */

/** A fraction of a window of days picks a day in it, whatever the window turns out to be. */
export const fraction = fc.integer({ min: 0, max: 1_000 });
const dayIn = (from: string, to: string, f: number) => addDays(from, Math.floor((daysBetween(from, to) * f) / 1_000));
const later = (a: string, b: string) => (compareIsoDates(a, b) >= 0 ? a : b);

export type Step =
  | { kind: "add"; day: number }
  | { kind: "remove"; pick: number; day: number }
  | { kind: "cancel"; day: number }
  | { kind: "renew" };
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("add" as const), day: fraction }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("remove" as const), pick: fc.nat(), day: fraction }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), day: fraction }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("renew" as const) }) },
);

/**
 * Where the term starts, from today: a year begun long ago (due for renewal), a few months ago, or starting in a few
 * months (the UAE year from March 2027 to February 2028 holds 29 February 2028).
 */
const startArb = fc.oneof(
  fc.integer({ min: -340, max: -300 }),
  fc.integer({ min: -120, max: 0 }),
  fc.integer({ min: 1, max: 120 }),
);

/** Sale: a Basic policy bought through the portal, or a term or PA policy reported by its site (free look applies). */
/** A term or PA policy reported by its site (free look applies to them). */
export const reportedSaleArb = fc.record({
  kind: fc.constant("reported" as const),
  site: fc.constantFrom("term" as const, "pa" as const),
});
export const saleArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("portal" as const), start: startArb }) },
  { weight: 1, arbitrary: reportedSaleArb },
);

export type Sale = typeof saleArb extends fc.Arbitrary<infer S> ? S : never;

/** What the runs did, to see that they get past the rules into the changes. */
export const emptyCounts = () => ({
  sale: 0,
  report: 0,
  addition: 0,
  removal: 0,
  refundSent: 0,
  cancellation: 0,
  freeLook: 0,
  renewal: 0,
});

const NAMES = ["Zara", "Lina", "Maya", "Nora", "Rana", "Sara", "Hala", "Dana"];

/**
 * Sells and changes policies for the partner whose owner is `owner` (who sees every policy of the partner, so makes
 * every change); `afterRenewal` checks a policy once it is renewed, before the steps move on to its renewal.
 */
export function policySequences(
  t: TestApp,
  owner: ReturnType<typeof api>,
  afterRenewal: (policyId: number) => Promise<void>,
) {
  const done = emptyCounts();
  let reports = 0;
  let names = 0;
  const next = () => NAMES[names++ % NAMES.length]!;

  /** Sells a policy as the user of `cookie` (a reported one under `reportedAs`'s sign-in id); answers its id. */
  async function sell(sale: Sale, cookie: string, reportedAs = "agent.all"): Promise<number> {
    if (sale.kind === "portal") {
      done.sale++;
      return (await soldPolicy(t, cookie, -sale.start, addDays(today(), sale.start))).id;
    }
    const reference = `LG${++reports}${Date.now() % 100_000}`;
    const reported = await reportSale(t, sale.site, { ...siteSale(reference), partnerUserId: reportedAs });
    expect(reported.statusCode, reported.body).toBe(200);
    const [policy] = await t.db.select().from(policies).where(eq(policies.externalRef, reference));
    done.report++;
    return policy!.id;
  }

  /** Applies one step to the policy; answers the policy the next steps change (a renewal's, once renewed). */
  async function apply(policyId: number, step: Step): Promise<number> {
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, policyId));
    const { policyNo, startDate, endDate } = policy!;
    const changeable = policy!.status === "active" && compareIsoDates(endDate, today()) >= 0;
    const earliest = later(startDate, addDays(today(), -30));
    const current = await t.db
      .select()
      .from(policyMembers)
      .where(and(eq(policyMembers.policyId, policyId), isNull(policyMembers.removedInVersion)))
      .orderBy(policyMembers.id);

    if (step.kind === "add") {
      // A policy reported by its product's site takes no additions (its own tests); a renewal does, with the sponsor's
      // documents of the sale it renews.
      if (!changeable || current.length === 0 || policy!.externalRef !== null) return policyId;
      // A newborn three days old: covered from a day after their birth.
      await paidAddition(t, owner, policyNo, dayIn(later(earliest, addDays(today(), -3)), endDate, step.day), next());
      done.addition++;
      return policyId;
    }
    if (step.kind === "remove") {
      const member = current[step.pick % Math.max(1, current.length)];
      if (!member) return policyId;
      const res = await owner.upload(
        `/api/policies/${policyNo}/deletions`,
        { memberIds: String(member.id), effectiveDate: dayIn(earliest, endDate, step.day), reason: "Left" },
        { name: "letter.png", bytes: pngBytes() },
      );
      if (!changeable) expect(res.json().message).toBe(POLICY_CHANGE_MESSAGES.notChangeable);
      else if (current.length === 1) expect(res.json().message).toBe(POLICY_CHANGE_MESSAGES.lastMember);
      else expect(res.statusCode, res.body).toBe(201);
      if (res.statusCode === 201) done.removal++;
      if (res.statusCode === 201 && res.json().refund && step.day % 2 === 0) {
        const sent = await owner.post(`/api/backoffice/refunds/${res.json().refund.id}/send`);
        expect(sent.statusCode, sent.body).toBe(200);
        done.refundSent++;
      }
      return policyId;
    }
    if (step.kind === "cancel") {
      const res = await owner.post(`/api/policies/${policyNo}/cancellation`, {
        effectiveDate: dayIn(earliest, endDate, step.day),
        reason: "Sponsor left",
      });
      expect(res.statusCode, res.body).toBe(changeable ? 201 : 409);
      if (res.statusCode === 201) done[policy!.paymentId === null ? "freeLook" : "cancellation"]++;
      return policyId;
    }
    // A renewal: the partner opens it for the customer, who pays; the renewed policy is a new one, with its own ledger.
    if (policy!.product !== "basic" || policy!.status !== "active") return policyId;
    const started = await owner.post("/api/renewals/partner-start", { policyNo });
    if (started.statusCode !== 200) return policyId;
    const c = customer(t);
    c.setCookie(started.cookies.map((x) => `${x.name}=${x.value}`).join("; "));
    if ((await c.call("GET", "/api/renewals/current")).json().state !== "due") return policyId;
    await renewAndPay(t, c, (ids) => ids);
    const [renewed] = await t.db.select().from(policies).where(eq(policies.parentPolicyId, policyId));
    expect(renewed, "the renewal issued a policy").toBeDefined();
    done.renewal++;
    await afterRenewal(policyId);
    return renewed!.id;
  }

  return { sell, apply, done };
}
