import { createHash } from "node:crypto";
import {
  API_ERROR_CODES,
  RENEWAL_ACCESS_MESSAGES,
  RENEWAL_CODE_MAX_TRIES,
  RENEWAL_CODE_SENDS_PER_HOUR,
} from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, policyMembers, quotations, renewalCodes } from "../../../../src/db/schema";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policyOf } from "../../backoffice/backoffice/backoffice-fixtures";
import {
  type Customer,
  codeMailedTo,
  customer,
  detailsOf,
  expectedAnswers,
  findAs,
  NEW_CONTACT,
  person,
  policyDueIn,
  saveRenewal,
  saveRenewalWithContact,
} from "./renewal-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCode = (c: Customer) => c.call("POST", "/api/renewals/current/code");
const enter = (c: Customer, code: string) => c.call("POST", "/api/renewals/current/code/verify", { code });
/** The policy's last code was sent more than a minute ago (the audit log's clock moved back). */
async function aMinuteLater(policyId: number) {
  await t.db
    .update(auditLog)
    .set({ at: sql`${auditLog.at} - interval '2 minutes'` })
    .where(and(eq(auditLog.event, "renewal_code_sent"), eq(auditLog.subjectId, String(policyId))));
}

/** A six-digit code that is not the one mailed. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

let browsers = 0;

/** A customer with an address of their own (codes are also limited per client) who found a policy of theirs. */
async function foundPolicy(members = [person({ firstName: "Aisha", familyName: "Rahman" })]) {
  const issued = await policyDueIn(t, 20, members);
  const c = customer(t, `192.0.2.${++browsers}`);
  await findAs(c, members[0]!);
  return { ...issued, c, members };
}

describe("the first view after a search", () => {
  it("shows first names and initials, a masked e-mail and mobile, and no date of birth or ID number", async () => {
    const a = person({ firstName: "Aisha", familyName: "Rahman", dateOfBirth: "1985-03-14" });
    const b = person({ firstName: "Yusuf", familyName: "Rahman", dateOfBirth: "2015-11-02", gender: 1 });
    const { policy, c } = await foundPolicy([a, b]);
    const res = await c.call("GET", "/api/renewals/current");
    expect(res.statusCode).toBe(200);
    const raw = res.body;
    for (const secret of [
      a.dateOfBirth,
      b.dateOfBirth,
      a.emiratesId!,
      b.emiratesId!,
      a.passportNo!,
      b.passportNo!,
      "Rahman",
      "Khalid Rahman",
      policy.sponsorEmail,
      policy.sponsorMobile,
      policy.sponsorMobile.slice(3),
    ]) {
      expect(raw, `the masked view shows ${secret}`).not.toContain(secret);
    }
    const details = res.json();
    expect(details).toMatchObject({ access: "masked", sponsorName: "Khalid R.", sponsorMobile: "052•••••67" });
    expect(details.sponsorEmail).toMatch(/^k•••••@e•••••\.com$/);
    expect(
      details.members.map((m: { first_name: string; family_name: string }) => `${m.first_name} ${m.family_name}`),
    ).toEqual(["Aisha R.", "Yusuf R."]);
    // The amounts are there: paying needs no code.
    expect(details.totals.total).toBeGreaterThan(0);
  });

  it("keeps the review masked too, and lets the customer renew and pay without a code", async () => {
    const { policy, c, members } = await foundPolicy();
    const ids = (await detailsOf(c)).members.map((m) => m.id);
    expect((await saveRenewal(c, ids)).statusCode).toBe(200);
    expect(
      (await c.call("PUT", "/api/renewals/current/declaration", { answers: await expectedAnswers(c) })).statusCode,
    ).toBe(200);
    const review = await c.call("GET", "/api/renewals/current/review");
    expect(review.json().access).toBe("masked");
    for (const secret of [members[0]!.dateOfBirth, policy.sponsorEmail, policy.sponsorMobile, "Rahman"]) {
      expect(review.body).not.toContain(secret);
    }
    expect((await c.call("POST", "/api/renewals/current/finalize", { declaration: true })).statusCode).toBe(200);
    const pay = await c.call("POST", "/api/renewals/current/payment");
    expect(pay.statusCode, pay.body).toBe(200);
    // The renewal keeps the contact details on file.
    const [renewal] = await t.db.select().from(quotations).where(eq(quotations.parentPolicyId, policy.id));
    expect(renewal).toMatchObject({ sponsorEmail: policy.sponsorEmail, sponsorMobile: policy.sponsorMobile });
  });

  it("shows the details of a health answer to the browser that wrote them, not to another who found the policy", async () => {
    const { c, members } = await foundPolicy();
    const ids = (await detailsOf(c)).members.map((m) => m.id);
    expect((await saveRenewal(c, ids)).statusCode).toBe(200);
    const answers = (await expectedAnswers(c)).map((a, i) =>
      i === 0 ? { ...a, answer: !a.answer, details: "Knee surgery in 2024" } : a,
    );
    expect((await c.call("PUT", "/api/renewals/current/declaration", { answers })).statusCode).toBe(200);
    const mine = (await c.call("GET", "/api/renewals/current/review")).json();
    expect(mine.members[0].answers[0]).toMatchObject({ details: "Knee surgery in 2024", detailsHidden: false });

    const other = customer(t, `192.0.2.${++browsers}`);
    await findAs(other, members[0]!);
    const theirs = await other.call("GET", "/api/renewals/current/review");
    expect(theirs.body).not.toContain("Knee surgery");
    expect(theirs.json().members[0].answers[0]).toMatchObject({ details: null, detailsHidden: true });
  });

  it("refuses a change of contact details until the code was entered", async () => {
    const { c } = await foundPolicy();
    const ids = (await detailsOf(c)).members.map((m) => m.id);
    const res = await saveRenewalWithContact(c, ids);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(RENEWAL_ACCESS_MESSAGES.contactNeedsCode);
  });
});

describe("the code e-mailed to the address on file", () => {
  it("shows the full details and allows changing the contact details", async () => {
    const { policy, c, members } = await foundPolicy();
    const sent = await sendCode(c);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: "k•••••@e•••••.com", validForMinutes: 10 });
    const code = await codeMailedTo(t, policy.sponsorEmail);
    expect(code).toMatch(/^\d{6}$/);
    expect((await enter(c, code)).json()).toEqual({ verified: true });

    const full = await detailsOf(c);
    expect(full).toMatchObject({ access: "full", sponsorName: "Khalid Rahman", sponsorEmail: policy.sponsorEmail });
    expect(full.members[0]).toMatchObject({
      first_name: "Aisha",
      family_name: "Rahman",
      date_of_birth: members[0]!.dateOfBirth,
    });
    const saved = await saveRenewalWithContact(c, [full.members[0]!.id]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [renewal] = await t.db.select().from(quotations).where(eq(quotations.id, saved.json().quotationId));
    expect(renewal).toMatchObject({ sponsorEmail: NEW_CONTACT.email, sponsorMobile: "0567654321" });
    // Used once.
    expect((await enter(c, code)).json().message).toBe(RENEWAL_ACCESS_MESSAGES.replaced);
  });

  it("stores only a keyed hash of the code, and works only for the browser that asked for it", async () => {
    const { policy, c, members } = await foundPolicy();
    await sendCode(c);
    const code = await codeMailedTo(t, policy.sponsorEmail);
    const rows = await t.db.select().from(renewalCodes).where(eq(renewalCodes.policyId, policy.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).not.toBe(createHash("sha256").update(code).digest("hex"));
    // Someone else who found the same policy cannot use the code mailed for another browser.
    const other = customer(t, "203.0.113.99");
    await findAs(other, members[0]!);
    expect((await enter(other, code)).json().message).toBe(RENEWAL_ACCESS_MESSAGES.noCode);
    expect((await detailsOf(other)) as unknown).toMatchObject({ access: "masked" });
  });

  it("says how many tries are left, then asks for a new code after five wrong ones", async () => {
    const { policy, c } = await foundPolicy();
    await sendCode(c);
    const code = await codeMailedTo(t, policy.sponsorEmail);
    for (let i = 1; i < RENEWAL_CODE_MAX_TRIES; i++) {
      const res = await enter(c, wrongOf(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: RENEWAL_ACCESS_MESSAGES.wrongCode(RENEWAL_CODE_MAX_TRIES - i),
        fieldErrors: { code: [RENEWAL_ACCESS_MESSAGES.wrongCode(RENEWAL_CODE_MAX_TRIES - i)] },
        code: API_ERROR_CODES.brokenRule,
      });
    }
    const last = await enter(c, wrongOf(code));
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(RENEWAL_ACCESS_MESSAGES.tooManyTries);
    // Even the right code no longer works.
    expect((await enter(c, code)).json().message).toBe(RENEWAL_ACCESS_MESSAGES.tooManyTries);
    expect((await detailsOf(c)) as unknown).toMatchObject({ access: "masked" });
  });

  it("expires after 10 minutes", async () => {
    const { policy, c } = await foundPolicy();
    await sendCode(c);
    const code = await codeMailedTo(t, policy.sponsorEmail);
    await t.db
      .update(renewalCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(renewalCodes.policyId, policy.id));
    const res = await enter(c, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(RENEWAL_ACCESS_MESSAGES.expired);
  });

  it("ends the old code when a new one is sent, and sends at most one a minute", async () => {
    const { policy, c } = await foundPolicy();
    await sendCode(c);
    const first = await codeMailedTo(t, policy.sponsorEmail);
    const tooSoon = await sendCode(c);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(RENEWAL_ACCESS_MESSAGES.resendTooSoon);
    // A minute later (the last sending moved back in the audit log's clock).
    await aMinuteLater(policy.id);
    expect((await sendCode(c)).statusCode).toBe(200);
    const second = await codeMailedTo(t, policy.sponsorEmail);
    // The first code no longer opens anything (two equal codes in a row are one in a million).
    if (first !== second) expect((await enter(c, first)).statusCode).toBe(400);
    expect((await enter(c, second)).json()).toEqual({ verified: true });
  });
  it("sends a policy at most five codes an hour, whoever asks", async () => {
    const { policy, c, members } = await foundPolicy();
    for (let i = 0; i < RENEWAL_CODE_SENDS_PER_HOUR; i++) {
      // Each from another browser that found the same policy, a minute apart.
      const someone = i === 0 ? c : customer(t, `192.0.2.${++browsers}`);
      if (i > 0) await findAs(someone, members[0]!);
      expect((await sendCode(someone)).statusCode).toBe(200);
      await aMinuteLater(policy.id);
    }
    const refused = await sendCode(c);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(RENEWAL_ACCESS_MESSAGES.tooManySends);
  });
});

describe("a signed-in partner", () => {
  it("sees their own policy in full without a code, and another partner's policy masked", async () => {
    const { policy } = await policyOf(t, "agent.all", 20, "Noura Saeed");
    const owner = customer(t);
    owner.setCookie(`pp_session=${await signInAs(t, "agent.all")}`);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/renewals/partner-start",
      payload: { policyNo: policy.policyNo },
      headers: { cookie: owner.cookie() },
    });
    expect(started.statusCode).toBe(200);
    const grant = started.cookies.find((x) => x.name === "pp_renewal")!.value;
    owner.setCookie(`${owner.cookie()}; pp_renewal=${grant}`);
    const mine = await detailsOf(owner);
    expect(mine).toMatchObject({ access: "full", sponsorName: "Noura Saeed", sponsorEmail: policy.sponsorEmail });

    const [member] = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policy.id));
    const other = customer(t, "203.0.113.77");
    const session = await signInAs(t, "agent.basic");
    other.setCookie(`pp_session=${session}`);
    const found = await t.app.inject({
      method: "POST",
      url: "/api/renewals/search",
      payload: { searchBy: 3, searchText: member!.passportNo, dateOfBirth: member!.dateOfBirth },
      headers: { cookie: other.cookie() },
      remoteAddress: "203.0.113.77",
    });
    expect(found.statusCode).toBe(200);
    other.setCookie(`pp_session=${session}; pp_renewal=${found.cookies.find((x) => x.name === "pp_renewal")!.value}`);
    const theirs = await other.call("GET", "/api/renewals/current");
    expect(theirs.json()).toMatchObject({ access: "masked", sponsorName: "Noura S." });
    expect(theirs.body).not.toContain(policy.sponsorEmail);
    expect(theirs.body).not.toContain(member!.dateOfBirth);
  });
});
