import { addDays, CHANGE_BACKDATE_DAYS, POLICY_CHANGE_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, policyMembers } from "../../../../src/db/schema";
import { pngBytes } from "../../../support/files";
import { insuredPerson } from "../../../support/insured-person";
import { api } from "../../../support/journey";
import { pdfText } from "../../../support/pdf-text";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { today } from "../../backoffice/backoffice/backoffice-fixtures";
import { paidPolicy } from "./servicing-fixtures";

let t: TestApp;
let owner: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, await signInAs(t, "agent.all"));
  other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

const worker = (firstName: string) => insuredPerson({ firstName, familyName: "Santos" });
const employee = (firstName: string) =>
  insuredPerson({ firstName, familyName: "Rao", memberType: 2, occupation: "Clerk", relation: null });

async function membersOf(policyId: number) {
  return t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId)).orderBy(policyMembers.id);
}

const quote = (who: ReturnType<typeof api>, policyNo: string, body: object) =>
  who.post(`/api/policies/${policyNo}/deletions/quote`, body);

const remove = (who: ReturnType<typeof api>, policyNo: string, fields: Record<string, string>, withProof = true) =>
  withProof
    ? who.upload(`/api/policies/${policyNo}/deletions`, fields, { name: "cancellation-letter.png", bytes: pngBytes() })
    : who.post(`/api/policies/${policyNo}/deletions`, fields);

describe("removing members from an issued policy", () => {
  it("prices a change on the start day at the whole premium, and on the last day at one day's share", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [worker("Ana"), worker("Bea")], { endsInDays: 350 });
    const [ana] = await membersOf(policy.id);
    const onStart = await quote(owner, policy.policyNo, { memberIds: [ana!.id], effectiveDate: policy.startDate });
    expect(onStart.statusCode, onStart.body).toBe(200);
    // A whole term's worth: the member's premium and 5 % VAT on it, rounded half up.
    expect(onStart.json()).toMatchObject({
      daysLeft: onStart.json().termDays,
      premiumFils: ana!.premiumFils,
      vatFils: Math.floor((ana!.premiumFils * 5 + 50) / 100),
      members: [{ id: ana!.id, name: "Ana Santos", refundFils: ana!.premiumFils }],
    });
    const onLast = (
      await quote(owner, policy.policyNo, { memberIds: [ana!.id], effectiveDate: policy.endDate })
    ).json();
    expect(onLast.daysLeft).toBe(1);
    expect(onLast.premiumFils).toBe(Math.round(ana!.premiumFils / onLast.termDays));
  });

  it("removes a worker with the proof, records the refund due to the card, reissues and mails the schedule", async () => {
    const { policy, payment } = await paidPolicy(t, "agent.all", [worker("Carla"), worker("Dina")]);
    const [carla] = await membersOf(policy.id);
    const effectiveDate = today();
    const priced = (await quote(owner, policy.policyNo, { memberIds: [carla!.id], effectiveDate })).json();
    expect(priced.totalFils).toBeGreaterThan(0);

    const done = await remove(owner, policy.policyNo, {
      memberIds: String(carla!.id),
      effectiveDate,
      reason: "Visa cancelled",
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      policyNo: policy.policyNo,
      version: 2,
      refund: { totalFils: priced.totalFils, state: "due" },
    });

    const detail = (await owner.get(`/api/backoffice/policies/${policy.policyNo}`)).json();
    expect(detail.version).toBe(2);
    const listed = (await owner.get(`/api/backoffice/policies?product=basic&view=all&q=${policy.policyNo}`)).json();
    expect(listed.rows[0].version).toBe(2);
    expect(detail.members.find((m: { id: number }) => m.id === carla!.id).removedFrom).toBe(effectiveDate);
    expect(detail.changes).toEqual([
      expect.objectContaining({
        version: 2,
        kind: "deletion",
        reason: "Visa cancelled",
        totalChangeFils: -priced.totalFils,
      }),
    ]);
    expect(detail.documents.some((d: { slot: string }) => d.slot === "Cancellation letter")).toBe(true);
    expect(detail.timeline.map((e: { event: string }) => e.event)).toContain("policy_members_deleted");

    const refunds = (await owner.get("/api/backoffice/refunds")).json();
    expect(refunds.rows).toContainEqual(
      expect.objectContaining({
        id: done.json().refund.id,
        policyNo: policy.policyNo,
        reason: "deletion",
        state: "due",
        totalFils: priced.totalFils,
        card: payment.cardMasked,
        paidThroughPortal: true,
      }),
    );

    const schedule = await pdfText((await owner.get(`/api/policies/${policy.policyNo}/schedule.pdf`)).rawPayload);
    expect(schedule).toContain("Dina Santos");
    expect(schedule).not.toContain("Carla Santos");
    expect(schedule).toContain("Policy version");

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `policy-changed:${policy.id}:2`));
    expect(mail?.subject).toBe(`Your health insurance policy ${policy.policyNo} has changed`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ storageKey: `policies/${policy.id}/v2/schedule.pdf` }),
      expect.objectContaining({ storageKey: `policies/${policy.id}/v2/cards.pdf` }),
    ]);
  });

  it("refunds once: a replayed confirmation finds the member gone, and two raced removals leave one member", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [worker("Eva"), worker("Fay")]);
    const [eva, fay] = await membersOf(policy.id);
    const fields = (id: number) => ({ memberIds: String(id), effectiveDate: today(), reason: "Left" });
    const raced = await Promise.all([
      remove(owner, policy.policyNo, fields(eva!.id)),
      remove(owner, policy.policyNo, fields(fay!.id)),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(raced.find((r) => r.statusCode === 400)!.json().message).toBe(POLICY_CHANGE_MESSAGES.lastMember);
    const removed = (await membersOf(policy.id)).find((m) => m.removedInVersion === 2)!;
    const replay = await remove(owner, policy.policyNo, fields(removed.id));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(POLICY_CHANGE_MESSAGES.unknownMember);
    const refunds = (await owner.get("/api/backoffice/refunds?pageSize=100")).json();
    expect(refunds.rows.filter((r: { policyNo: string }) => r.policyNo === policy.policyNo)).toHaveLength(1);
  });

  it("never removes the last member, nor a company's last employee", async () => {
    const single = await paidPolicy(t, "agent.all", [worker("Gia")]);
    const [gia] = await membersOf(single.policy.id);
    const last = await quote(owner, single.policy.policyNo, { memberIds: [gia!.id], effectiveDate: today() });
    expect(last.statusCode).toBe(400);
    expect(last.json().fieldErrors.memberIds).toEqual([POLICY_CHANGE_MESSAGES.lastMember]);

    const company = await paidPolicy(
      t,
      "agent.all",
      [employee("Hari"), insuredPerson({ firstName: "Ivo", memberType: 4, occupation: "Investor", relation: null })],
      { company: true },
    );
    const [hari, ivo] = await membersOf(company.policy.id);
    const lastEmployee = await remove(owner, company.policy.policyNo, {
      memberIds: String(hari!.id),
      effectiveDate: today(),
      reason: "Resigned",
    });
    expect(lastEmployee.statusCode).toBe(400);
    expect(lastEmployee.json().message).toBe(POLICY_CHANGE_MESSAGES.lastEmployee);
    // The investor may go: the employee stays.
    const investor = await quote(owner, company.policy.policyNo, { memberIds: [ivo!.id], effectiveDate: today() });
    expect(investor.statusCode).toBe(200);
  });

  it("keeps the effective date within the term and the backdating limit", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [worker("Jo"), worker("Kim")]);
    const [jo] = await membersOf(policy.id);
    const at = (effectiveDate: string) => quote(owner, policy.policyNo, { memberIds: [jo!.id], effectiveDate });
    const tooEarly = await at(addDays(today(), -CHANGE_BACKDATE_DAYS - 1));
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().fieldErrors.effectiveDate).toEqual([POLICY_CHANGE_MESSAGES.effectiveTooEarly]);
    expect((await at(addDays(today(), -CHANGE_BACKDATE_DAYS))).statusCode).toBe(200);
    expect((await at(addDays(policy.endDate, 1))).json().message).toBe(POLICY_CHANGE_MESSAGES.effectiveAfterEnd);
  });

  it("answers another partner, a stranger and junk without a 500 and without changing anything", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [worker("Lea"), worker("Mia")]);
    const [lea] = await membersOf(policy.id);
    const fields = { memberIds: String(lea!.id), effectiveDate: today(), reason: "Left" };
    expect((await quote(other, policy.policyNo, { memberIds: [lea!.id], effectiveDate: today() })).statusCode).toBe(
      404,
    );
    expect((await remove(other, policy.policyNo, fields)).statusCode).toBe(404);
    const stranger = await t.app.inject({
      method: "POST",
      url: `/api/policies/${policy.policyNo}/deletions/quote`,
      payload: { memberIds: [lea!.id], effectiveDate: today() },
    });
    expect(stranger.statusCode).toBe(401);

    const noProof = await remove(owner, policy.policyNo, fields, false);
    expect(noProof.statusCode).toBeGreaterThanOrEqual(400);
    expect(noProof.statusCode).toBeLessThan(500);
    // A form with every field and no file is told, in the change's words, to attach the proof.
    const boundary = "----servicing-test";
    const fieldsOnly = await t.app.inject({
      method: "POST",
      url: `/api/policies/${policy.policyNo}/deletions`,
      headers: { ...owner.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `${Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("")}--${boundary}--\r\n`,
    });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(fieldsOnly.json().fieldErrors.uploadedFiles).toEqual([POLICY_CHANGE_MESSAGES.proofRequired]);
    const multipartNoFile = await owner.upload(`/api/policies/${policy.policyNo}/deletions`, fields, {
      name: "",
      bytes: Buffer.alloc(0),
    });
    expect(multipartNoFile.statusCode).toBe(400);
    for (const junk of [
      { ...fields, memberIds: "abc" },
      { ...fields, memberIds: "1,,-2" },
      { ...fields, memberIds: "99999999999999999999" },
      { ...fields, effectiveDate: "2026-02-30" },
      { ...fields, reason: "" },
      { ...fields, memberIds: "" },
    ]) {
      const res = await remove(owner, policy.policyNo, junk);
      expect(res.statusCode, JSON.stringify(junk)).toBe(400);
    }
    for (const body of [
      {},
      { memberIds: [] },
      { memberIds: ["x"], effectiveDate: today() },
      { memberIds: [1], effectiveDate: 5 },
    ]) {
      expect((await quote(owner, policy.policyNo, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await quote(owner, "NO-SUCH-POLICY", { memberIds: [1], effectiveDate: today() })).statusCode).toBe(404);
    expect((await owner.get(`/api/backoffice/policies/${policy.policyNo}`)).json().version).toBe(1);
  });
});
