import { loadedPremium, UNDERWRITING_MESSAGES } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../../../src/db/schema";
import { api, finalizedQuotation } from "../../../support/journey";
import { validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { referredApplication } from "../../../support/underwriting";

let t: TestApp;
let partner: string;
let other: string;
let underwriter: string;
beforeAll(async () => {
  t = await createTestApp();
  partner = await signInAs(t, "agent.all");
  other = await signInAs(t, "agent.basic");
  underwriter = await signInAs(t, "underwriter");
});
afterAll(() => t.close());

const HPLUS = validSponsor({ productCategory: 2 });

describe("H+ underwriting", () => {
  it("accepts a clean declaration at once: payable, nothing in the queue", async () => {
    const q = await finalizedQuotation(t, partner, HPLUS);
    const view = (await api(t, partner).get(`/api/quotations/${q.quotationId}/underwriting`)).json();
    expect(view).toMatchObject({ status: "finalized", referred_at: null, hits: [], decisions: [] });
    expect((await api(t, partner).post(`/api/quotations/${q.quotationId}/payment`)).statusCode).toBe(200);
    const queue = (await api(t, underwriter).get("/api/underwriting/queue")).json();
    expect(queue.cases.map((c: { quotation_id: number }) => c.quotation_id)).not.toContain(q.quotationId);
  });

  it("refers a Yes with the answer that triggered it, and a referred application cannot be paid or linked", async () => {
    const { id, memberId, finalize } = await referredApplication(t, partner);
    expect(finalize).toEqual({ status: "referred" });
    const view = (await api(t, partner).get(`/api/quotations/${id}/underwriting`)).json();
    expect(view.status).toBe("referred");
    expect(view.hits).toEqual([
      expect.objectContaining({
        member_id: memberId,
        rule_code: "chronic-condition",
        outcome: "refer",
        trigger: expect.stringMatching(/^Yes to "Has this member ever been diagnosed/),
        // The reason and the answer in Arabic too, for a reader of Arabic: the rule's Arabic, the question's.
        description_ar: "أفصح عن حالة مرضية مزمنة",
        trigger_ar: expect.stringMatching(/^الإجابة بنعم عن «\u2068هل شُخّص هذا العضو يومًا/),
      }),
    ]);
    const pay = await api(t, partner).post(`/api/quotations/${id}/payment`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(UNDERWRITING_MESSAGES.awaitingDecision);
    const link = await api(t, partner).post(`/api/quotations/${id}/payment-link`, {});
    expect(link.statusCode).toBe(409);
    // Finalizing again changes nothing: the application keeps its place in the queue.
    const again = await api(t, partner).post(`/api/quotations/${id}/finalize`, { declaration: true });
    expect(again.json()).toEqual({ status: "referred" });
  });

  it("recommends a decline for a listed condition, without declining by itself", async () => {
    const { id, finalize } = await referredApplication(t, partner, "Chronic kidney failure, on dialysis");
    expect(finalize.status).toBe("referred");
    const queue = (await api(t, underwriter).get("/api/underwriting/queue")).json();
    const entry = queue.cases.find((c: { quotation_id: number }) => c.quotation_id === id);
    expect(entry).toMatchObject({ decline_recommended: true, hits: 2, partner_name: "Al Noor Insurance Brokers" });
  });

  it("shows the underwriter the members, declaration, hits and documents, and lets them open a document", async () => {
    const { id } = await referredApplication(t, partner);
    const res = await api(t, underwriter).get(`/api/underwriting/cases/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.members[0]).toMatchObject({ age: 35, body_mass_index: 22.8 });
    expect(body.declaration.members[0].details["chronic-condition"].condition).toBe("Asthma");
    expect(body.documents.map((d: { label: string }) => d.label)).toContain("Sponsor – Emirates ID copy");
    const doc = await api(t, underwriter).get(`/api/underwriting/cases/${id}/documents/${body.documents[0].id}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers["content-disposition"]).toMatch(/^attachment; filename=/);
  });

  it("accepts with a 25% loading and an exclusion: the server prices it, the partner accepts the terms, then it is payable", async () => {
    const { id, memberId } = await referredApplication(t, partner);
    const before = (await api(t, partner).get(`/api/quotations/${id}/underwriting`)).json();
    const base = before.members[0].premium_fils as number;
    const decided = await api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, {
      kind: "accept",
      note: "Stable asthma.",
      members: [{ member_id: memberId, loading_percent: 25, exclusion: "Asthma and its complications" }],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({ status: "terms_offered" });

    const view = (await api(t, partner).get(`/api/quotations/${id}/underwriting`)).json();
    expect(view.members[0]).toMatchObject({
      premium_fils: loadedPremium(base, 25),
      base_premium_fils: base,
      loading_percent: 25,
      exclusion: "Asthma and its complications",
    });
    expect(view.decisions).toEqual([
      expect.objectContaining({
        kind: "accept",
        note: "Stable asthma.",
        underwriter_name: "Layla Rahman (Underwriting)",
      }),
    ]);
    expect((await api(t, partner).post(`/api/quotations/${id}/payment`)).json().message).toBe(
      UNDERWRITING_MESSAGES.termsToAccept,
    );

    const accepted = await api(t, partner).post(`/api/quotations/${id}/underwriting/accept-terms`);
    expect(accepted.json()).toEqual({ status: "finalized" });
    const payment = await api(t, partner).post(`/api/quotations/${id}/payment`);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().fields.amount).toBe(
      ((loadedPremium(base, 25) + Math.floor((loadedPremium(base, 25) * 5 + 50) / 100)) / 100).toFixed(2),
    );
    const events = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(id)));
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["underwriting_decided", "underwriting_terms_accepted"]),
    );
  });

  it("e-mails the partner each decision with what to do next", async () => {
    const { id } = await referredApplication(t, partner);
    await api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, {
      kind: "ask_info",
      note: "Please upload the latest report from the treating doctor.",
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "agent.all@partners.example.ae"));
    const mail = mails.find(
      (m) => m.subject.startsWith("Underwriting decision on") && m.textBody.includes("latest report"),
    );
    expect(mail?.subject).toMatch(/: More information asked$/);
    expect(mail?.textBody).toContain("finalize it again; it then returns to the underwriter");
  });

  it("an edit after a request for information and a new finalize return it to the queue, with its history", async () => {
    const { id, memberId } = await referredApplication(t, partner);
    await api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, {
      kind: "ask_info",
      note: "Which inhaler, and how often?",
    });
    expect((await api(t, partner).get(`/api/quotations/${id}/underwriting`)).json().status).toBe("info_requested");
    const a = api(t, partner);
    const details = await a.put(`/api/quotations/${id}/declaration/details`, {
      details: [
        {
          member_id: memberId,
          question_id: "chronic-condition",
          condition: "Asthma",
          diagnosed_on: "2015-03-01",
          treatment: "Salbutamol inhaler, about once a month",
          current_state: "monitored",
        },
      ],
    });
    expect(details.statusCode, details.body).toBe(200);
    expect((await a.post(`/api/quotations/${id}/finalize`, { declaration: true })).json()).toEqual({
      status: "referred",
    });
    const queue = (await api(t, underwriter).get("/api/underwriting/queue")).json();
    expect(queue.cases.find((c: { quotation_id: number }) => c.quotation_id === id)).toMatchObject({ returned: true });
  });

  it("a decline closes the application: it cannot be paid or changed", async () => {
    const { id } = await referredApplication(t, partner);
    const res = await api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, {
      kind: "decline",
      note: "Outside the plans' acceptance limits.",
    });
    expect(res.json()).toEqual({ status: "declined" });
    const edit = await api(t, partner).post(`/api/quotations/${id}/finalize`, { declaration: true });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(UNDERWRITING_MESSAGES.declined);
    expect((await api(t, partner).post(`/api/quotations/${id}/payment`)).json().message).toBe(
      UNDERWRITING_MESSAGES.declined,
    );
  });

  it("an application decided meanwhile, or changed by the partner, is not decided again", async () => {
    const { id } = await referredApplication(t, partner);
    const decide = () =>
      api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, { kind: "accept", note: null, members: [] });
    const [first, second] = await Promise.all([decide(), decide()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json().message).toBe(UNDERWRITING_MESSAGES.notWaiting);
  });

  it("refuses a loading out of bounds, a member of another application, and a note-less decline, with the field named", async () => {
    const { id, memberId } = await referredApplication(t, partner);
    const post = (body: object) => api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, body);
    const loading = await post({
      kind: "accept",
      note: null,
      members: [{ member_id: memberId, loading_percent: 500, exclusion: null }],
    });
    expect(loading.statusCode).toBe(400);
    expect(JSON.stringify(loading.json())).toContain(UNDERWRITING_MESSAGES.loading);
    const stranger = await post({
      kind: "accept",
      note: null,
      members: [{ member_id: 999_999, loading_percent: 10, exclusion: null }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(UNDERWRITING_MESSAGES.unknownMember);
    const decline = await post({ kind: "decline", note: "" });
    expect(decline.statusCode).toBe(400);
    expect(JSON.stringify(decline.json())).toContain(UNDERWRITING_MESSAGES.declineNote);
    expect((await post({ kind: "approve" })).statusCode).toBe(400);
  });
});

describe("who may do what", () => {
  it("a partner can never see or decide the queue", async () => {
    const { id } = await referredApplication(t, partner);
    for (const res of [
      await api(t, partner).get("/api/underwriting/queue"),
      await api(t, partner).get(`/api/underwriting/cases/${id}`),
      await api(t, partner).post(`/api/underwriting/cases/${id}/decision`, { kind: "accept", note: null, members: [] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(UNDERWRITING_MESSAGES.underwritersOnly);
    }
  });

  it("an underwriter cannot create quotations or reach a partner's records, but keeps their own session", async () => {
    const create = await api(t, underwriter).post("/api/quotations", HPLUS);
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(UNDERWRITING_MESSAGES.partnersOnly);
    expect((await api(t, underwriter).get("/api/backoffice/quotations?product=hplus")).statusCode).toBe(403);
    const session = await api(t, underwriter).get("/api/session");
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ partner_userid: "underwriter", user_role: "underwriter" });
  });

  it("another partner's application, its underwriting and its terms answer 404; a stranger 401", async () => {
    const { id } = await referredApplication(t, partner);
    expect((await api(t, other).get(`/api/quotations/${id}/underwriting`)).statusCode).toBe(404);
    expect((await api(t, other).post(`/api/quotations/${id}/underwriting/accept-terms`)).statusCode).toBe(404);
    const mine = (await api(t, other).get("/api/approvals")).json();
    expect(mine.applications.map((x: { quotation_id: number }) => x.quotation_id)).not.toContain(id);
    const stranger = await t.app.inject({ method: "GET", url: "/api/underwriting/queue" });
    expect(stranger.statusCode).toBe(401);
  });

  it("lists the partner's referred applications on Approval with their latest decision", async () => {
    const { id } = await referredApplication(t, partner);
    await api(t, underwriter).post(`/api/underwriting/cases/${id}/decision`, {
      kind: "accept",
      note: null,
      members: [],
    });
    const list = (await api(t, partner).get("/api/approvals")).json();
    expect(list.applications.find((x: { quotation_id: number }) => x.quotation_id === id)).toMatchObject({
      status: "finalized",
      last_decision: "accept",
      plan_name: "Silver",
    });
  });
});
