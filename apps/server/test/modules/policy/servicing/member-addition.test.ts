import {
  ADDITION_MESSAGES,
  addDays,
  CHANGE_BACKDATE_DAYS,
  formatAmount,
  POLICY_CHANGE_MESSAGES,
  proRataTotals,
} from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documents,
  mailOutbox,
  payments,
  policies,
  policyMembers,
  policyVersions,
  quotations,
} from "../../../../src/db/schema";
import { customer, renewAndPay } from "../../../modules/renewal/renewals/renewal-fixtures";
import { api } from "../../../support/journey";
import { pdfText } from "../../../support/pdf-text";
import { validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { today } from "../../backoffice/backoffice/backoffice-fixtures";
import {
  documentNewborn as documentNewbornOf,
  newborn,
  notify as notifyGateway,
  paidAddition,
  soldPolicy as soldPolicyOf,
} from "./servicing-fixtures";

let t: TestApp;
let cookie: string;
let owner: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  owner = api(t, cookie);
  other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

const notify = (fields: Record<string, string>, decision = "ACCEPT") => notifyGateway(t, fields, decision);
const soldPolicy = (daysAgo: number) => soldPolicyOf(t, cookie, daysAgo);
const documentNewborn = (quotationId: number, memberSno: number) => documentNewbornOf(owner, quotationId, memberSno);

describe("adding members to an issued policy mid-term", () => {
  it("adds a newborn for the days left of the term: priced, shown, paid once, and the policy's next version", async () => {
    const policy = await soldPolicy(100);
    const effectiveDate = today();
    const started = await owner.post(`/api/policies/${policy.policyNo}/additions`, {
      effectiveDate,
      reason: "Newborn daughter",
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ product: "basic", lastVisitedPage: "memberdetail" });
    const addition = started.json().id as number;
    // Starting again gives the open addition back, not a second one.
    const again = await owner.post(`/api/policies/${policy.policyNo}/additions`, {
      effectiveDate,
      reason: "Newborn daughter",
    });
    expect(again.json().id).toBe(addition);

    // The sponsor and the TPA are the policy's: step 1 says so, and a change is refused.
    expect((await owner.get(`/api/quotations/${addition}`)).json().addsToPolicy).toBe(policy.policyNo);
    const sponsor = await owner.put(`/api/quotations/${addition}/sponsor`, validSponsor({ tpaId: 1 }));
    expect(sponsor.statusCode).toBe(409);
    expect(sponsor.json().message).toBe(ADDITION_MESSAGES.sponsorLocked);

    const added = await owner.post(`/api/quotations/${addition}/members`, newborn());
    expect(added.statusCode, added.body).toBe(201);
    const { members, totals } = added.json();
    const annual = members[0].premium_fils as number;
    const share = proRataTotals([annual], policy, effectiveDate);
    expect(share.daysLeft).toBe(share.termDays - 100);
    expect(totals).toEqual({
      subtotal: share.subtotal,
      vat: share.vat,
      total: share.total,
      proRata: { policyNo: policy.policyNo, effectiveDate, daysLeft: share.daysLeft, termDays: share.termDays },
    });
    expect(share.subtotal).toBeLessThan(annual);

    await documentNewborn(addition, members[0].member_sno);
    const review = (await owner.get(`/api/quotations/${addition}/review`)).json();
    expect(review.totals).toEqual(totals);
    // The sponsor's documents came with the policy: step 3 asked only for the newborn's.
    expect(review.documents.sponsor.documentType).toBe("EmiratesId");
    const finalized = await owner.post(`/api/quotations/${addition}/finalize`, { declaration: true });
    expect(finalized.statusCode, finalized.body).toBe(200);

    const payment = await owner.post(`/api/quotations/${addition}/payment`);
    expect(payment.statusCode, payment.body).toBe(200);
    const fields = payment.json().fields as Record<string, string>;
    expect(fields.amount).toBe(formatAmount(share.total));
    // The gateway's answer, twice: the members join once.
    expect((await notify(fields)).statusCode).toBe(200);
    expect((await notify(fields)).statusCode).toBe(200);

    const [changed] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(changed!.version).toBe(2);
    expect(changed!.quotationId).toBe(policy.quotationId);
    const covered = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policy.id));
    expect(covered).toHaveLength(2);
    expect(covered.find((m) => m.firstName === "Zara")).toMatchObject({
      addedFrom: effectiveDate,
      addedInVersion: 2,
      premiumFils: annual,
      removedFrom: null,
    });
    const versions = await t.db.select().from(policyVersions).where(eq(policyVersions.policyId, policy.id));
    const [paid] = await t.db.select().from(payments).where(eq(payments.quotationId, addition));
    expect(versions).toEqual([
      expect.objectContaining({
        version: 2,
        kind: "addition",
        effectiveDate,
        reason: "Newborn daughter",
        premiumChangeFils: share.subtotal,
        vatChangeFils: share.vat,
        totalChangeFils: share.total,
        quotationId: addition,
        paymentId: paid!.id,
      }),
    ]);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `policy-changed:${policy.id}:2`));
    expect(mail!.subject).toBe(`Your health insurance policy ${policy.policyNo} has changed`);
    expect(mail!.attachments).toContainEqual(
      expect.objectContaining({ storageKey: `policies/${policy.id}/v2/schedule.pdf` }),
    );
    // The reissued schedule lists the newborn with the members the policy was issued with.
    const schedule = await pdfText((await owner.get(`/api/policies/${policy.policyNo}/schedule.pdf`)).rawPayload);
    expect(schedule).toContain("Zara Menon");
    expect(schedule).toContain("Anita Menon");

    // The policy's detail: the newborn covered from the effective date, the change and its payment listed.
    const detail = (await owner.get(`/api/backoffice/policies/${policy.policyNo}`)).json();
    expect(detail.version).toBe(2);
    expect(detail.members.find((m: { name: string }) => m.name === "Zara Menon").addedFrom).toBe(effectiveDate);
    expect(detail.changes[0]).toMatchObject({ kind: "addition", totalChangeFils: share.total });
    expect(detail.payments.map((p: { amountFils: number }) => p.amountFils)).toContain(share.total);
    expect(detail.documents.some((d: { slot: string; memberId: number }) => d.slot === "birth_certificate")).toBe(true);

    // Paid: the addition is closed; a new one may start.
    expect((await owner.post(`/api/quotations/${addition}/members`, newborn())).statusCode).toBe(409);
    const next = await owner.post(`/api/policies/${policy.policyNo}/additions`, { effectiveDate, reason: "Twins" });
    expect(next.json().id).not.toBe(addition);
  });

  it("refuses another partner, a date outside what the rules allow, and junk", async () => {
    const policy = await soldPolicy(60);
    const start = (who: typeof owner, body: object) => who.post(`/api/policies/${policy.policyNo}/additions`, body);
    expect((await start(other, { effectiveDate: today(), reason: "Mine now" })).statusCode).toBe(404);
    const early = await start(owner, { effectiveDate: addDays(today(), -61), reason: "New worker" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(POLICY_CHANGE_MESSAGES.effectiveBeforeStart);
    const late = await start(owner, { effectiveDate: addDays(policy.endDate, 1), reason: "New worker" });
    expect(late.json().message).toBe(POLICY_CHANGE_MESSAGES.effectiveAfterEnd);
    for (const body of [{}, { effectiveDate: "31/12/2026", reason: "x" }, { effectiveDate: today(), reason: "" }, []]) {
      const res = await start(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await owner.post("/api/policies/NO-SUCH-1/additions", { effectiveDate: today(), reason: "x" })).statusCode,
    ).toBe(404);
    // A NUL in the reason, or one far too long, is refused with a message, never a 500.
    for (const reason of ["New\u0000worker", "x".repeat(5000)]) {
      const res = await start(owner, { effectiveDate: today(), reason });
      expect(res.statusCode, reason.slice(0, 20)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }

    // Two clicks at once: the policy's lock makes them one addition.
    const raced = await Promise.all([1, 2].map(() => start(owner, { effectiveDate: today(), reason: "New worker" })));
    expect(raced.map((r) => r.statusCode)).toEqual([201, 201]);
    const waiting = raced[0]!.json().id as number;
    expect(raced[1]!.json().id).toBe(waiting);

    // An addition left waiting past the backdating limit is given a new date before it is finalized or paid.
    await t.db
      .update(quotations)
      .set({ effectiveDate: addDays(today(), -(CHANGE_BACKDATE_DAYS + 1)) })
      .where(eq(quotations.id, waiting));
    const stale = await owner.post(`/api/quotations/${waiting}/finalize`, { declaration: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADDITION_MESSAGES.redate);
    const redated = await start(owner, { effectiveDate: today(), reason: "New worker" });
    expect(redated.json().id).toBe(waiting);
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, waiting));
    expect(row!.effectiveDate).toBe(today());
  });

  it("cannot be paid once its policy is cancelled, and an answer that arrives after the cancellation is refunded", async () => {
    const policy = await soldPolicy(30);
    const id = (
      await owner.post(`/api/policies/${policy.policyNo}/additions`, { effectiveDate: today(), reason: "Newborn son" })
    ).json().id as number;
    const { members } = (await owner.post(`/api/quotations/${id}/members`, newborn())).json();
    await documentNewborn(id, members[0].member_sno);
    expect((await owner.post(`/api/quotations/${id}/finalize`, { declaration: true })).statusCode).toBe(200);
    const payment = (await owner.post(`/api/quotations/${id}/payment`)).json();

    const cancelled = await owner.post(`/api/policies/${policy.policyNo}/cancellation`, {
      effectiveDate: today(),
      reason: "Sponsor left the UAE",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    const refused = await owner.post(`/api/quotations/${id}/payment`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADDITION_MESSAGES.policyChanged);

    // The customer paid on the gateway's page before the cancellation; the answer comes after it.
    expect((await notify(payment.fields)).statusCode).toBe(200);
    const [recorded] = await t.db.select().from(payments).where(eq(payments.quotationId, id));
    expect(recorded!.status).toBe("refund_due");
    const added = await t.db
      .select()
      .from(policyMembers)
      .where(and(eq(policyMembers.policyId, policy.id), eq(policyMembers.firstName, "Zara")));
    expect(added).toHaveLength(0);
  });
});

describe("adding a member to a renewed policy", () => {
  it("carries the sponsor's documents of the sale it renews, and is paid like any addition", async () => {
    const sold = await soldPolicy(350);
    const started = await owner.post("/api/renewals/partner-start", { policyNo: sold.policyNo });
    expect(started.statusCode, started.body).toBe(200);
    const c = customer(t);
    c.setCookie(started.cookies.map((x) => `${x.name}=${x.value}`).join("; "));
    await renewAndPay(t, c, (ids) => ids);
    const [renewed] = await t.db.select().from(policies).where(eq(policies.parentPolicyId, sold.id));
    expect(renewed, "the renewal issued a policy").toBeDefined();

    const sponsorFiles = async (quotationId: number) =>
      (
        await t.db
          .select({ key: documents.storageKey })
          .from(documents)
          .where(and(eq(documents.quotationId, quotationId), eq(documents.owner, "sponsor")))
      )
        .map((d) => d.key)
        .sort();
    const { id } = await paidAddition(t, owner, renewed!.policyNo, renewed!.startDate, "Maya");
    expect(await sponsorFiles(id)).toEqual(await sponsorFiles(sold.quotationId!));
    expect((await sponsorFiles(id)).length).toBeGreaterThan(0);
    const added = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, renewed!.id));
    expect(added.map((m) => m.firstName)).toContain("Maya");
  });
});
